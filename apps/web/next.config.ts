import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources, not built JavaScript.
  transpilePackages: ['@tas/core', '@tas/db'],
  // Migrations run in server.ts before Next starts, so the schema engine (ESM + wasm, which cannot be
  // external) is bundled but never called from the panel.
  // Native addons, WebAssembly and Node-only code: loaded from node_modules at run time, never bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/client',
    '@prisma/adapter-pg',
    '@prisma/driver-adapter-utils',
    'pg',
    '@node-rs/argon2',
    'pino',
    'trpc-to-openapi',
    'swagger-ui-dist',
  ],
  // server.ts serves the app; no X-Powered-By header for the world to read.
  poweredByHeader: false,
};

export default nextConfig;
