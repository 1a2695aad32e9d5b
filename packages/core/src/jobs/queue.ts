import type { DbHandle } from '@tas/db';
import { PgBoss, fromPglite } from 'pg-boss';

/**
 * pg-boss on the app's own database: its own small pool on PostgreSQL; on the embedded database
 * the one in-process PGlite (a PGlite directory must never be opened twice).
 */
export function createJobQueue(handle: DbHandle): PgBoss {
  if (handle.target.kind === 'postgres') {
    return new PgBoss({ connectionString: handle.target.url, max: 3, application_name: 'tas-jobs' });
  }
  if (!handle.pglite) throw new Error('Job queue: an embedded database handle without its PGlite instance');
  return new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' });
}
