import { baseConfig, untypedAnswerRules } from '@tas/eslint-config/base';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  baseConfig,
  { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } },
  // The soak is a test harness: it drives the server over HTTP and checks invariants in SQL rows.
  { files: ['src/**/*.ts'], rules: untypedAnswerRules },
);
