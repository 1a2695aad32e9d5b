import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { migrationNames } from './migrations/test-helpers';
import { createTestDb } from './testing';

// The first PGlite test database on a machine builds the migrated dump (initdb + migrations).
const SLOW = 120_000;

describe(`createTestDb (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let a: DbHandle;
  let b: DbHandle;
  beforeAll(async () => {
    a = await createTestDb();
    b = await createTestDb();
  }, SLOW);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('returns a migrated database with nothing pending', async () => {
    const rows = await a.db.$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames());
    expect(await a.db.team.count()).toBe(0);
  });

  it('gives every caller its own database', async () => {
    await a.db.team.create({ data: { name: 'Only in A' } });
    expect(await a.db.team.count()).toBe(1);
    expect(await b.db.team.count()).toBe(0);
  });

  const url = process.env.DATABASE_URL;
  if (url) {
    it('drops the database on close()', async () => {
      const c = await createTestDb();
      if (c.target.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
      const name = new URL(c.target.url).pathname.slice(1);
      expect(name).toMatch(/^tas_test_[0-9a-f]{16}$/);
      const exists = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
        } finally {
          await client.end();
        }
      };
      expect(await exists()).toBe(true);
      await c.close();
      expect(await exists()).toBe(false);
    });
  } else {
    it(
      'closes its PGlite on close()',
      async () => {
        const c = await createTestDb();
        expect(c.target).toEqual({ kind: 'pglite', dataDir: null });
        await c.close();
        expect(c.pglite?.closed).toBe(true);
      },
      SLOW,
    );
  }
});
