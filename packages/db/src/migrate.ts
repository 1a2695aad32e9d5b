import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DbHandle } from './client';
import { readMigrationList } from './migrations/list';
import { migrationsDir } from './migrations/paths';
import { rawQuery } from './raw-query';

// One PGlite is one session, so the engine's advisory lock cannot keep two migrate() calls on the
// same instance apart: queue them here instead.
const pgliteQueues = new WeakMap<PGlite, Promise<unknown>>();

/**
 * Every migration folder is recorded as finished with the same checksum: nothing to do, and the
 * schema engine (WebAssembly, about 90 MB resident once instantiated, for the life of the process)
 * need not be loaded. Anything else (new, failed, edited or unknown migrations) goes to the engine.
 */
async function upToDate(handle: DbHandle): Promise<boolean> {
  const list = await readMigrationList(migrationsDir());
  const rows = await rawQuery<{ migration_name: string; checksum: string }>(
    handle.db,
    'SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  ).catch(() => null); // no table yet: a new database
  if (!rows) return false;
  const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
  return list.migrationDirectories.every((dir) => {
    const content = dir.migrationFile.content;
    return content.tag === 'ok' && applied.get(dir.path) === createHash('sha256').update(content.value).digest('hex');
  });
}

/**
 * Applies every migration under <repo>/prisma/migrations that the database has not recorded in
 * _prisma_migrations, like `prisma migrate deploy`. Safe to run concurrently, also from several
 * processes against one PostgreSQL database (the engine holds an advisory lock while it works).
 */
export async function migrate(handle: DbHandle): Promise<{ applied: string[] }> {
  const engine = () => Promise.all([import('./migrations/deploy'), import('./migrations/adapters')]);
  if (handle.target.kind === 'pglite') {
    const pglite = handle.pglite;
    if (!pglite) throw new Error('migrate: a PGlite handle without its PGlite instance');
    const run = (pgliteQueues.get(pglite) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        if (await upToDate(handle)) return [];
        const [{ deploy }, { pgliteFactory }] = await engine();
        return deploy(pgliteFactory(pglite));
      });
    pgliteQueues.set(pglite, run);
    return { applied: await run };
  }
  if (await upToDate(handle)) return { applied: [] };
  const [{ deploy }, { pgFactory }] = await engine();
  // Its own single-connection pool, not the app's: the lock and the statements need one session,
  // and ending the pool afterwards releases the lock. idleTimeoutMillis 0: never drop that session midway.
  const pool = new pg.Pool({ connectionString: handle.target.url, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined); // a dropped idle connection must not crash the process; the query fails instead
  try {
    return { applied: await deploy(pgFactory(pool)) };
  } finally {
    await pool.end();
  }
}
