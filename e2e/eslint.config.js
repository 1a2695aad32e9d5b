import { baseConfig, untypedAnswerRules } from '@tas/eslint-config/base';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  baseConfig,
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
  // The whole package is end-to-end tests and their helpers, reading the app's answers as JSON.
  { files: ['**/*.ts'], rules: untypedAnswerRules },
);
