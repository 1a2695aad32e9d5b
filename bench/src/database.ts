import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createScratchDatabase } from '@tas/db/testing';
import { repoRoot } from './processes';

/**
 * The bench runs on PostgreSQL, the database of record: DATABASE_URL's server when set, otherwise a
 * local one started with the CI recipe. Each run gets a fresh database, dropped afterwards.
 */
export async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const line = execFileSync('bash', [join(repoRoot, '.ci/start-postgres.sh'), '/tmp/tas-bench-pgdata'], {
      env: { ...process.env, PGPORT: process.env.BENCH_PGPORT ?? '54340' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    serverUrl = /DATABASE_URL=(\S+)/.exec(line)?.[1];
    if (!serverUrl) throw new Error('could not start PostgreSQL for the bench');
  }
  return createScratchDatabase(serverUrl, 'tas_bench');
}
