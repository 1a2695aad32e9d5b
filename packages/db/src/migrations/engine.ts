import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
// The package root imports a .wasm file, which Node cannot load: take the JS glue and instantiate the wasm here.
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaContainer, SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';

type EngineClass = typeof glue.SchemaEngine;

// Instantiating the wasm twice in one process crashes the engine, so the promise lives on globalThis:
// it survives this module being loaded twice (e.g. by two bundles in one server).
const KEY = Symbol.for('@tas/db/schema-engine-wasm');
const holder = globalThis as unknown as { [KEY]?: Promise<EngineClass> };

export function loadSchemaEngine(): Promise<EngineClass> {
  holder[KEY] ??= instantiate().catch((e: unknown) => {
    delete holder[KEY]; // let a later call retry, e.g. after a missing file is restored
    throw e;
  });
  return holder[KEY];
}

async function instantiate(): Promise<EngineClass> {
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bytes = await readFile(join(dirname(gluePath), 'schema_engine_bg.wasm'));
  const imports: WebAssembly.ModuleImports = { ...(glue as unknown as WebAssembly.ModuleImports) };
  for (const name of Object.keys(glue)) {
    // The engine arms a 10 s timer it never clears; unref'd, it no longer keeps the process alive for 10 s.
    if (name.startsWith('__wbg_setTimeout_')) {
      imports[name] = (fn: () => void, ms: number) => {
        const timer = setTimeout(fn, ms >>> 0);
        timer.unref();
        return timer;
      };
    }
  }
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue.SchemaEngine;
}

/** Engine failures arrive as plain objects or strings; make them Errors with a readable message. */
export function asError(e: unknown): Error {
  if (e instanceof Error) return e;
  if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') {
    return Object.assign(new Error(e.message), { cause: e });
  }
  return new Error(typeof e === 'string' ? e : JSON.stringify(e));
}

/** Runs `fn` with an engine bound to `factory`, freeing the engine afterwards (the caller owns the connections). */
export async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: SchemaContainer[],
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const Engine = await loadSchemaEngine();
  const log = (line: string) => {
    if (process.env.TAS_MIGRATE_DEBUG) console.error('[schema-engine]', line);
  };
  // Without the binding the engine cannot read the adapter's Result-wrapped answers and fails inside it.
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const datamodels = schemaFiles.map((f): [string, string] => [f.path, f.content]);
  const engine = await Engine.new({ datamodels }, log, bound).catch((e: unknown) => {
    throw asError(e);
  });
  try {
    return await fn(engine).catch((e: unknown) => {
      throw asError(e);
    });
  } finally {
    engine.free();
  }
}
