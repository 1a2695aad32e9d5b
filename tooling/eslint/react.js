// React rules for the panel: the rules of hooks and the React Compiler's checks.
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';

export const reactConfig = defineConfig({
  files: ['**/*.{ts,tsx}'],
  extends: [reactHooks.configs.flat['recommended-latest']],
  languageOptions: { globals: globals.browser },
});
