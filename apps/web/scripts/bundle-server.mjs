// Compiles server.ts and the workspace packages it imports (TypeScript sources, Prisma's generated client
// included) into dist/server.mjs, so `pnpm start` runs plain node without tsx's loader (about 35 MB resident).
// Third-party packages stay in node_modules: each is imported by the path it resolves to from the
// file that imports it (pnpm keeps every package's dependencies private to it). In workspace files,
// import.meta.url and import.meta.dirname keep naming the source file, so the run-time lookups relative
// to them (migrations folder, createRequire, Next's dir) find what they found under tsx.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const webDir = join(import.meta.dirname, '..');
const repoRoot = join(webDir, '..', '..');
const outdir = join(webDir, 'dist');

// Prisma's generated client loads its query compiler from a module holding the wasm as one 4.4 MB base64
// string, which V8 then keeps twice (the module's source and the literal) for the life of the process.
// The server reads the wasm bytes from a file beside the bundle instead, and nothing holds them once compiled.
const QUERY_COMPILER = 'query_compiler_fast_bg.postgresql';
const compilerWasmLoader =
  /getQueryCompilerWasmModule: async \(\) => \{\s+const \{ wasm \} = await import\("@prisma\/client\/runtime\/query_compiler_fast_bg\.postgresql\.wasm-base64\.mjs"\)\s+return await decodeBase64AsWasm\(wasm\)\s+\}/;

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
      let contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      if (args.path.endsWith('/packages/db/src/generated/internal/class.ts')) {
        if (!compilerWasmLoader.test(contents)) throw new Error(`${args.path}: the query compiler's wasm loader changed shape`);
        // import.meta.url here is the chunk's own, in dist/ beside the wasm file.
        contents = contents.replace(
          compilerWasmLoader,
          `getQueryCompilerWasmModule: async () => new WebAssembly.Module(await (await import('node:fs/promises')).readFile(new URL('./${QUERY_COMPILER}.wasm', import.meta.url)))`,
        );
      }
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

const prismaRuntime = join(dirname(createRequire(join(repoRoot, 'packages', 'db', 'package.json')).resolve('@prisma/client')), 'runtime');
const { wasm } = await import(pathToFileURL(join(prismaRuntime, `${QUERY_COMPILER}.wasm-base64.mjs`)).href);
await writeFile(join(outdir, `${QUERY_COMPILER}.wasm`), Buffer.from(wasm, 'base64'));
