import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';

/*
 * A new PGlite spends seconds in initdb (10+ s on a busy 2-core machine); loading a dump of a
 * data directory skips initdb and takes about a second. Dumps are kept in memory and in the OS temp
 * dir, keyed by PGlite's version (and, for migrated ones, by the migrations), so one process per
 * machine pays for initdb and the others just load the file.
 */

function pgliteVersion(): string {
  // Walk up from the resolved entry point to PGlite's own package.json (its exports hide it).
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (; dirname(dir) !== dir; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
  }
  return 'unknown';
}

const dumps = new Map<string, Promise<Blob>>();

function cachedDump(key: string, build: () => Promise<Blob>): Promise<Blob> {
  let dump = dumps.get(key);
  if (!dump) {
    dump = (async () => {
      const file = join(tmpdir(), 'tas-db-pglite', `${key}.tar`);
      const onDisk = await readFile(file).catch(() => null);
      if (onDisk) return new Blob([onDisk]);
      const blob = await build();
      // Write, then rename: concurrent processes may all build it, but none reads a half-written file.
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
      await rename(partial, file);
      return blob;
    })();
    dump.catch(() => dumps.delete(key)); // a failed build is retried by the next caller
    dumps.set(key, dump);
  }
  return dump;
}

async function dumpOf(pglite: PGlite): Promise<Blob> {
  try {
    return await pglite.dumpDataDir('none'); // uncompressed: loads faster, and it only lives in tmp
  } finally {
    await pglite.close();
  }
}

/** A new, empty in-memory PGlite, loaded from a dump instead of running initdb. */
export async function emptyPGlite(): Promise<PGlite> {
  const dump = await cachedDump(`empty-${pgliteVersion()}`, async () => dumpOf(await PGlite.create()));
  return PGlite.create({ loadDataDir: dump });
}

/**
 * A new in-memory PGlite with `list` applied by `apply`. The dump is keyed by every migration's
 * name and SQL, so a new or edited migration builds a new one.
 */
export async function migratedPGlite(list: MigrationList, apply: (pglite: PGlite) => Promise<unknown>): Promise<PGlite> {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  for (const m of list.migrationDirectories) {
    const c = m.migrationFile.content;
    hash.update(`${m.path}\n${c.tag}\n${c.value}\n`);
  }
  const dump = await cachedDump(`migrated-${hash.digest('hex').slice(0, 24)}`, async () => {
    const pglite = await emptyPGlite();
    await apply(pglite).catch(async (e: unknown) => {
      await pglite.close();
      throw e;
    });
    return dumpOf(pglite);
  });
  return PGlite.create({ loadDataDir: dump });
}
