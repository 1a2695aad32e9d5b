import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MigrationList, SchemaContainer } from '@prisma/schema-engine-wasm/schema_engine_bg';

export const LOCK_FILE = 'migration_lock.toml';

/** What the Prisma CLI hands the engine: every migration folder (sorted by name) with its SQL, plus the lock file. */
export async function readMigrationList(baseDir: string): Promise<MigrationList> {
  const lockContent = await readFile(join(baseDir, LOCK_FILE), 'utf8').catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        // A folder without migration.sql is reported by the engine, as the CLI does.
        content: await readFile(join(baseDir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (e: Error) => ({ tag: 'error' as const, value: e.message }),
        ),
      },
    })),
  );
  return {
    baseDir,
    lockfile: { path: LOCK_FILE, content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

export async function readSchemaFiles(path: string): Promise<SchemaContainer[]> {
  return [{ path, content: await readFile(path, 'utf8') }];
}
