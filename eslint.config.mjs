// The root's own files (tool configs at the top, tooling/): each workspace package has its own
// eslint.config.js, which ESLint finds first for the files under it.
import { baseConfig } from '@tas/eslint-config/base';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig(
  baseConfig,
  // Read by the Prisma CLI of packages/db: `prisma/config` resolves from there, not from the root.
  globalIgnores(['prisma.config.ts']),
  {
    files: ['*.config.ts'],
    languageOptions: {
      // No tsconfig.json covers the root's *.config.ts: TypeScript's default project types them.
      parserOptions: { projectService: { allowDefaultProject: ['*.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
);
