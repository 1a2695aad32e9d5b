import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { DriverAdapterError, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { embeddedEngine } from '../client';
import { emptyPGlite } from './snapshot';

/** PGlite's DatabaseError as the engine expects it, so failed migrations log the real PostgreSQL message. */
function toDriverError(e: unknown): unknown {
  if (!(e instanceof Error) || !('code' in e)) return e;
  const pgErr = e as Error & { code?: string; severity?: string; detail?: string; column?: string; hint?: string };
  return new DriverAdapterError({
    kind: 'postgres',
    code: pgErr.code ?? 'N/A',
    severity: pgErr.severity ?? 'ERROR',
    message: pgErr.message,
    detail: pgErr.detail,
    column: pgErr.column,
    hint: pgErr.hint,
  });
}

async function pgliteAdapter(pglite: PGlite): Promise<SqlDriverAdapter> {
  // The app opens PGlite from its CommonJS build (client.ts), tests from the ES module one: use the
  // adapter of the same build, since it recognises the engine's errors with instanceof.
  const cjs = embeddedEngine();
  const Adapter = pglite instanceof cjs.PGlite ? cjs.PrismaPGlite : PrismaPGlite;
  const adapter = await new Adapter(pglite).connect();
  // pglite-prisma-adapter calls exec() without awaiting it: the engine would mark a migration finished
  // before it ran, and its errors would be lost. exec() runs the whole multi-statement script.
  adapter.executeScript = async (script: string) => {
    await pglite.exec(script).catch((e: unknown) => {
      throw toDriverError(e);
    });
  };
  return adapter;
}

/** The shadow database for `diff`: a new in-memory PGlite, closed when the engine disposes of it. */
async function inMemoryShadow(): Promise<SqlDriverAdapter> {
  const pglite = await emptyPGlite();
  const adapter = await pgliteAdapter(pglite);
  adapter.dispose = () => pglite.close();
  return adapter;
}

/**
 * For `diff` alone. The engine asks the main database only for its version, then replays the
 * migrations on the shadow, so both share one new in-memory PGlite: one start-up instead of two.
 * The engine never disposes of the main connection, hence close().
 */
export function scratchFactory(): { factory: SqlMigrationAwareDriverAdapterFactory; close(): Promise<void> } {
  let pglite: Promise<PGlite> | undefined;
  const open = async () => {
    const adapter = await pgliteAdapter(await (pglite ??= emptyPGlite()));
    adapter.dispose = async () => undefined; // closed once, by close()
    return adapter;
  };
  return {
    factory: { provider: 'postgres', adapterName: '@prisma/adapter-pglite', connect: open, connectToShadowDb: open },
    close: async () => {
      if (pglite) await (await pglite).close();
    },
  };
}

/** Migrations on an embedded PGlite: one session, shared with the app's Prisma client. */
export function pgliteFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pglite',
    connect: () => pgliteAdapter(pglite),
    connectToShadowDb: inMemoryShadow,
  };
}

/**
 * Migrations on PostgreSQL. Give it a pool with max 1: the engine's advisory lock is per session,
 * so the lock and every statement must go through the same connection.
 */
export function pgFactory(pool: pg.Pool): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPg(pool);
  return {
    provider: 'postgres',
    adapterName: inner.adapterName,
    connect: async () => {
      const adapter = await inner.connect();
      // adapter-pg splits scripts on ';', which breaks $$ bodies and string literals and commits
      // statement by statement. A parameterless query goes out as one simple-protocol message,
      // which PostgreSQL runs as a single implicit transaction.
      adapter.executeScript = async (script: string) => {
        await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
      };
      return adapter;
    },
    // adapter-pg's shadow database reuses the main one; never let a diff touch a real server.
    connectToShadowDb: inMemoryShadow,
  };
}
