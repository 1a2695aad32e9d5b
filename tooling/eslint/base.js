// The repository's one ESLint configuration for TypeScript and JavaScript; every workspace
// package's eslint.config.js starts from it (react.js and nextjs.js add the panel's rules).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Test code and test harnesses read HTTP and SQL answers as untyped JSON (`res.body`, `rows` are
 * `any` on purpose) and check their shape with assertions, which is the test's job; typing each
 * answer would restate the contract inside every test. The no-unsafe rules stay on for the code
 * those tests exercise.
 */
export const untypedAnswerRules = {
  '@typescript-eslint/no-explicit-any': 'off',
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

/** Tests, their fixtures and the in-process stand-ins they start. */
export const testFiles = ['**/*.test.{ts,tsx,mts}', '**/*.spec.ts', '**/testing/**', '**/test-*.ts'];

export const baseConfig = defineConfig(
  // Generated or built files: linting them would report on code no one writes by hand.
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.next/',
    '**/.turbo/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/src/generated/', // the SDK's openapi-typescript output and the Prisma client
    '**/next-env.d.ts', // written by `next typegen`
  ]),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: globals.node,
      // Each file is checked against the tsconfig.json nearest to it (type-aware rules).
      parserOptions: { projectService: true },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `async` is how an implementation of a promise-returning port (a gateway, a supplier, a
      // stub in a test) turns its throws into rejections, as its callers expect; an await inside
      // is not what makes it right. no-floating-promises and no-misused-promises stay on.
      '@typescript-eslint/require-await': 'off',
      // Prettier owns line breaks and ends every statement with a semicolon, so a line starting
      // with `[` or `(` is a chain it broke, never a missing semicolon (as eslint-config-prettier).
      'no-unexpected-multiline': 'off',
      // A leading underscore marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: testFiles, rules: untypedAnswerRules },
  // Plain JavaScript (build scripts, these configs) is outside every tsconfig: no type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
