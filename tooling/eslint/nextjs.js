// Next.js's own rules (core web vitals) for apps built with Next.
import nextPlugin from '@next/eslint-plugin-next';
import { defineConfig } from 'eslint/config';

export const nextjsConfig = defineConfig({
  files: ['**/*.{ts,tsx}'],
  extends: [nextPlugin.configs['core-web-vitals']],
});
