import { baseConfig } from '@tas/eslint-config/base';
import { nextjsConfig } from '@tas/eslint-config/nextjs';
import { reactConfig } from '@tas/eslint-config/react';
import { defineConfig } from 'eslint/config';

export default defineConfig(baseConfig, reactConfig, nextjsConfig, {
  languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } },
});
