import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PrismaClient } from './generated/client';
import { closeListeners, registerPGliteListen, registerPostgresListen } from './listen';
import { registerRawQuery } from './raw-query';

export type Db = InstanceType<typeof PrismaClient>;

/** Where the data lives: a PostgreSQL server, or an embedded PGlite database (a folder, or memory). */
export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface DbHandle {
  db: Db;
  target: DbTarget;
  /** The embedded engine, when the target is PGlite (the job queue shares it). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

/**
 * DATA_DIR, absolute. The default `.data` is taken from the workspace root, not the current folder:
 * `pnpm dev` runs in apps/web and `pnpm cli` in apps/cli, and both must find the same database.
 */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATA_DIR) return resolve(env.DATA_DIR);
  let dir = process.cwd();
  while (!existsSync(join(dir, 'pnpm-workspace.yaml')) && dirname(dir) !== dir) dir = dirname(dir);
  return existsSync(join(dir, 'pnpm-workspace.yaml')) ? join(dir, '.data') : resolve('.data');
}

export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: join(dataDirFromEnv(env), 'pglite') };
}

/**
 * Limits every app session sets on PostgreSQL, so a stalled peer (an instance frozen by a GC pause or
 * a suspended VM while it holds row locks) costs the others seconds, not the length of the stall:
 * a statement waits at most LOCK_TIMEOUT_MS for a lock (then 55P03, answered 503 with Retry-After),
 * and a session left idle inside a transaction that long is ended by the server, which rolls the
 * transaction back and frees its locks. No app transaction may sit idle that long: none stays open
 * across a call to a supplier or a gateway. PGlite has one session, where no lock is ever waited for.
 */
export const SESSION_LIMITS = { lockTimeoutMs: 3_000, idleInTransactionTimeoutMs: 10_000 } as const;

export function openDb(target: DbTarget): DbHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      lock_timeout: SESSION_LIMITS.lockTimeoutMs,
      idle_in_transaction_session_timeout: SESSION_LIMITS.idleInTransactionTimeoutMs,
    });
    // A server restart or a dropped connection must fail the query in flight, not crash the process.
    pool.on('error', (err) => console.error(`database connection error: ${err.message}`));
    const db = new PrismaClient({ adapter: new PrismaPg(pool) });
    registerRawQuery(db, async <T>(text: string, params: readonly unknown[], name?: string) => {
      return (await pool.query<T & pg.QueryResultRow>({ text, values: params as unknown[], name })).rows;
    });
    registerPostgresListen(db, target.url);
    return {
      db,
      target,
      pglite: null,
      close: async () => {
        await closeListeners(db);
        await db.$disconnect();
        await pool.end().catch(() => undefined);
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const { PGlite, PrismaPGlite } = embeddedEngine();
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  registerPGliteDriver(db, pglite);
  return {
    db,
    target,
    pglite,
    close: async () => {
      await closeListeners(db);
      await db.$disconnect();
      await pglite.close();
    },
  };
}

/**
 * PGlite and its Prisma adapter (about 10 MB of modules, more once started) are loaded only when an
 * embedded database is opened, so a server on PostgreSQL never loads them. `require`, not `import`:
 * openDb stays synchronous. Both come from the same (CommonJS) build, so the adapter recognises the
 * engine's errors (it checks them with instanceof).
 */
export function embeddedEngine(): {
  PGlite: typeof import('@electric-sql/pglite').PGlite;
  PrismaPGlite: typeof import('pglite-prisma-adapter').PrismaPGlite;
} {
  const require = createRequire(import.meta.url);
  const { PGlite } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const { PrismaPGlite } = require('pglite-prisma-adapter') as typeof import('pglite-prisma-adapter');
  return { PGlite, PrismaPGlite };
}

/** Raw statements and LISTEN for a client on an embedded engine. */
export function registerPGliteDriver(db: Db, pglite: PGlite): void {
  registerRawQuery(db, async (text, params) => (await pglite.query(text, params as unknown[])).rows as never[]);
  registerPGliteListen(db, pglite);
}

// One handle per process: Next's bundle and the custom server load this module separately,
// and an embedded PGlite directory must never be opened twice.
const holder = globalThis as unknown as { __tasDb?: DbHandle };

export function setDb(handle: DbHandle): void {
  holder.__tasDb = handle;
}

export function getDbHandle(): DbHandle {
  holder.__tasDb ??= openDb(targetFromEnv());
  return holder.__tasDb;
}

export function getDb(): Db {
  return getDbHandle().db;
}
