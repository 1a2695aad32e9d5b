import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { openDb, registerPGliteDriver, type DbHandle } from './client';
import { closeListeners } from './listen';
import { PrismaClient } from './generated/client';
import { migrate } from './migrate';
import { pgliteFactory } from './migrations/adapters';
import { deploy } from './migrations/deploy';
import { readMigrationList } from './migrations/list';
import { migrationsDir } from './migrations/paths';
import { migratedPGlite } from './migrations/snapshot';

/**
 * A fresh, migrated database for one test file; close() throws it away.
 * With DATABASE_URL: a new database tas_test_<random> on that server (dropped on close).
 * Without: an in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresTestDb(url) : createPGliteTestDb();
}

async function createPGliteTestDb(): Promise<DbHandle> {
  // Start from a dump of a migrated database: far faster than initdb + migrations (see snapshot.ts).
  const list = await readMigrationList(migrationsDir());
  const pglite = await migratedPGlite(list, (fresh) => deploy(pgliteFactory(fresh)));
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  registerPGliteDriver(db, pglite);
  const handle: DbHandle = {
    db,
    target: { kind: 'pglite', dataDir: null },
    pglite,
    close: async () => {
      await closeListeners(db);
      await db.$disconnect();
      await pglite.close();
    },
  };
  // Normally applies nothing; it still proves the dump is current and records any newer migration.
  await migrate(handle).catch(async (e: unknown) => {
    await handle.close();
    throw e;
  });
  return handle;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway database `<prefix>_<random>` on the PostgreSQL server of `serverUrl` (a test file, a
 * bench or soak run): its URL, and drop() to throw it away (FORCE: connections left open do not
 * keep it alive).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(8).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function createPostgresTestDb(url: string): Promise<DbHandle> {
  const scratch = await createScratchDatabase(url, 'tas_test');
  const handle = openDb({ kind: 'postgres', url: scratch.url });

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      await handle.close();
      await scratch.drop();
    })());

  try {
    await migrate(handle);
  } catch (e) {
    await close();
    throw e;
  }
  return { ...handle, close };
}

/**
 * A second client over the database of `handle`, as another app process would hold: its own pool
 * on PostgreSQL, its own Prisma client over the same engine on PGlite. close() leaves `handle` open.
 */
export function secondClient(handle: DbHandle): { db: DbHandle['db']; close(): Promise<void> } {
  if (handle.target.kind === 'postgres') {
    const other = openDb(handle.target);
    return { db: other.db, close: () => other.close() };
  }
  if (!handle.pglite) throw new Error('secondClient: a PGlite handle without its engine');
  const db = new PrismaClient({ adapter: new PrismaPGlite(handle.pglite) });
  registerPGliteDriver(db, handle.pglite);
  return {
    db,
    close: async () => {
      await closeListeners(db);
      await db.$disconnect();
    },
  };
}

/**
 * A plain `pg` session on the PostgreSQL database of `handle`, outside the app's pool and its
 * session settings: another process as it would behave (a stalled peer holding a lock, say).
 */
export async function outsideSession(handle: DbHandle): Promise<pg.Client> {
  if (handle.target.kind !== 'postgres') throw new Error('outsideSession: PostgreSQL only');
  const session = new pg.Client({ connectionString: handle.target.url });
  // The server may end this session (an idle transaction past its limit): that must not crash the test.
  session.on('error', () => undefined);
  await session.connect();
  return session;
}
