import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DbHandle } from './client';
import { pgFactory, pgliteFactory } from './migrations/adapters';
import { deploy } from './migrations/deploy';

// One PGlite is one session, so the engine's advisory lock cannot keep two migrate() calls on the
// same instance apart: queue them here instead.
const pgliteQueues = new WeakMap<PGlite, Promise<unknown>>();

/**
 * Applies every migration under <repo>/prisma/migrations that the database has not recorded in
 * _prisma_migrations, like `prisma migrate deploy`. Safe to run concurrently, also from several
 * processes against one PostgreSQL database (the engine holds an advisory lock while it works).
 */
export async function migrate(handle: DbHandle): Promise<{ applied: string[] }> {
  if (handle.target.kind === 'pglite') {
    const pglite = handle.pglite;
    if (!pglite) throw new Error('migrate: a PGlite handle without its PGlite instance');
    const run = (pgliteQueues.get(pglite) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => deploy(pgliteFactory(pglite)));
    pgliteQueues.set(pglite, run);
    return { applied: await run };
  }
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
