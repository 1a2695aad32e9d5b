import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources, not built JavaScript.
  transpilePackages: ['@tas/core', '@tas/db'],
  // Native addons, WebAssembly and Node-only code: loaded from node_modules at run time, never bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/client',
    '@prisma/adapter-pg',
    '@prisma/driver-adapter-utils',
    '@prisma/schema-engine-wasm',
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
