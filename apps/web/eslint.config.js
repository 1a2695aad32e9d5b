import { baseConfig } from '@tas/eslint-config/base';
import { nextjsConfig } from '@tas/eslint-config/nextjs';
import { reactConfig } from '@tas/eslint-config/react';
import { defineConfig } from 'eslint/config';

export default defineConfig(baseConfig, reactConfig, nextjsConfig, {
  languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } },
  // Next's rules look for the app here, wherever ESLint was started from.
  settings: { next: { rootDir: import.meta.dirname } },
  rules: {
    // The panel's pictures come from any host (supplier photos, image URLs agencies type) or are
    // data: URIs (the PIX QR code). next/image would need its optimizer to fetch any host (an open
    // proxy, and memory the 256 MB heap does not have) or `unoptimized`, which is a plain <img>.
    '@next/next/no-img-element': 'off',
  },
});
