import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';
import { migrate } from './migrate';
import { migrationsDir } from './migrations/paths';
import { migrationNames, schemaTables } from './migrations/test-helpers';

// Starting PGlite (initdb) takes seconds, many more on a busy machine.
const SLOW = 120_000;

type Query = (sql: string) => Promise<Record<string, unknown>[]>;
const onPglite =
  (h: DbHandle): Query =>
  async (sql) =>
    (await h.pglite!.query<Record<string, unknown>>(sql)).rows;

async function publicTables(query: Query): Promise<string[]> {
  const rows = await query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
  return rows.map((r) => String(r.table_name)).sort();
}

/** The _prisma_migrations rows `prisma migrate deploy` would leave: one finished row per folder, with its checksum. */
async function expectRecorded(query: Query): Promise<void> {
  const rows = await query(
    'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
  );
  const expected = await Promise.all(
    migrationNames().map(async (name) => ({
      migration_name: name,
      checksum: createHash('sha256')
        .update(await readFile(join(migrationsDir(), name, 'migration.sql')))
        .digest('hex'),
      rolled_back_at: null,
      applied_steps_count: 1,
    })),
  );
  expect(rows.map(({ finished_at: _, ...rest }) => rest)).toEqual(expected);
  for (const row of rows) expect(row.finished_at).toBeInstanceOf(Date);
}

describe('migrate on an in-memory PGlite', () => {
  let handle: DbHandle;
  let first: { applied: string[] };
  beforeAll(async () => {
    handle = openDb({ kind: 'pglite', dataDir: null });
    first = await migrate(handle);
  }, SLOW);
  afterAll(() => handle?.close());

  it('applies every migration folder and creates every table of the schema', async () => {
    expect(migrationNames().length).toBeGreaterThan(0);
    expect(first.applied).toEqual(migrationNames());
    const tables = schemaTables();
    expect(tables).toContain('teams');
    expect(await publicTables(onPglite(handle))).toEqual([...tables, '_prisma_migrations'].sort());
    await expectRecorded(onPglite(handle));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(handle)).toEqual({ applied: [] });
    await expectRecorded(onPglite(handle));
  });

  it('leaves a database the Prisma client can write and read', async () => {
    const team = await handle.db.team.create({ data: { name: 'Acme Travel' } });
    expect(team.plan).toBe('starter'); // the column default from the migration
    const read = await handle.db.team.findUniqueOrThrow({ where: { id: team.id } });
    expect(read).toEqual(team);
  });
});

describe('migrate on a PGlite directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tas-db-migrate-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'keeps schema and data across a reopen, and queues concurrent calls on one instance',
    async () => {
      const first = openDb({ kind: 'pglite', dataDir: dir });
      // One PGlite is one session, so the advisory lock cannot separate these: migrate() must queue them.
      const results = await Promise.all([migrate(first), migrate(first)]);
      expect(results.map((r) => r.applied)).toEqual([migrationNames(), []]);
      const team = await first.db.team.create({ data: { name: 'Persisted' } });
      await first.close();

      const again = openDb({ kind: 'pglite', dataDir: dir });
      try {
        expect(await migrate(again)).toEqual({ applied: [] });
        expect(await again.db.team.findUnique({ where: { id: team.id } })).toMatchObject({ name: 'Persisted' });
        await expectRecorded(onPglite(again));
      } finally {
        await again.close();
      }
    },
    SLOW,
  );
});

// Registered only when a server is configured: CI starts one with .ci/start-postgres.sh.
const url = process.env.DATABASE_URL;
if (url) {
  describe('migrate on PostgreSQL', () => {
    const name = `tas_test_migrate_${process.pid}_${Date.now()}`;
    const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    beforeAll(() => admin(`CREATE DATABASE "${name}"`));
    afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

    it('two concurrent migrate() calls on a fresh database both succeed and apply each migration once', async () => {
      // Two handles, as two processes starting at once would have; each migrate() uses its own session.
      const a = openDb({ kind: 'postgres', url: dbUrl });
      const b = openDb({ kind: 'postgres', url: dbUrl });
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        // Whoever got the lock first applied everything; the other found nothing left to do.
        expect([...ra.applied, ...rb.applied]).toEqual(migrationNames());
        expect([ra.applied.length, rb.applied.length].sort()).toEqual([0, migrationNames().length]);

        const query: Query = async (sql) => (await client.query(sql)).rows;
        expect(await publicTables(query)).toEqual([...schemaTables(), '_prisma_migrations'].sort());
        await expectRecorded(query);
        expect(await migrate(a)).toEqual({ applied: [] });

        const team = await b.db.team.create({ data: { name: 'On PostgreSQL' } });
        expect(await a.db.team.findUnique({ where: { id: team.id } })).toEqual(team);
        // Every migrate() closed its session, so no advisory lock is left behind in this database
        // (pg_locks spans the server: other test files' job queues take advisory locks in theirs).
        expect(
          await query(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          ),
        ).toEqual([{ n: 0 }]);
      } finally {
        await client.end();
        await a.close();
        await b.close();
      }
    });
  });
}
