// Compiles server.ts and the workspace packages it imports (TypeScript sources, Prisma's generated client
// included) into dist/server.mjs, so `pnpm start` runs plain node without tsx's loader (about 35 MB resident).
// Third-party packages stay in node_modules: each is imported by the path it resolves to from the
// file that imports it (pnpm keeps every package's dependencies private to it). In workspace files,
// import.meta.url and import.meta.dirname keep naming the source file, so the run-time lookups relative
// to them (migrations folder, createRequire, Next's dir) find what they found under tsx.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const webDir = join(import.meta.dirname, '..');
const repoRoot = join(webDir, '..', '..');
const outdir = join(webDir, 'dist');

/** @type {import('esbuild').Plugin} */
const layout = {
  name: 'tas-layout',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'tas-layout' || args.path.startsWith('@tas/') || args.path.startsWith('node:')) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'tas-layout',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (!found.path.includes('/node_modules/')) return undefined;
      // Relative to dist/, where every chunk sits: the import works wherever the checkout lives.
      return { path: `./${relative(outdir, found.path)}`, external: true };
    });
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
    });
  },
};

await build({
  entryPoints: [join(webDir, 'server.ts')],
  outdir,
  outExtension: { '.js': '.mjs' },
  // Modules the sources load with import() (the migration engine, PGlite) stay in chunks of their own,
  // loaded as late as under tsx.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  absWorkingDir: repoRoot,
  // Bundled CommonJS-style code (if any) can still call require.
  banner: { js: "import { createRequire as __tasCreateRequire } from 'node:module'; const require = __tasCreateRequire(import.meta.url);" },
  plugins: [layout],
});
