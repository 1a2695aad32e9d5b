import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgFactory, pgliteFactory } from './adapters';
import { deploy } from './deploy';
import { migrationsDir, schemaPath } from './paths';
import { emptyPGlite } from './snapshot';

// What the adapters' executeScript replacement must get right: a script with $$ bodies and ';'
// inside literals runs whole, a failing migration rolls back entirely, and its error reaches the caller.
const GOOD = `CREATE TABLE a (id int);
CREATE FUNCTION f() RETURNS text AS $$ SELECT 'x;y' $$ LANGUAGE sql;
`;
const BAD = `CREATE TABLE b (id int);
SELECT * FROM missing_table;
`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tas-db-deploy-'));
  await mkdir(join(root, 'prisma/migrations/20200101000000_good'), { recursive: true });
  await mkdir(join(root, 'prisma/migrations/20200101000001_bad'));
  await copyFile(schemaPath(), join(root, 'prisma/schema.prisma'));
  await copyFile(join(migrationsDir(), 'migration_lock.toml'), join(root, 'prisma/migrations/migration_lock.toml'));
  await writeFile(join(root, 'prisma/migrations/20200101000000_good/migration.sql'), GOOD);
  await writeFile(join(root, 'prisma/migrations/20200101000001_bad/migration.sql'), BAD);
});
afterAll(() => rm(root, { recursive: true, force: true }));

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function expectGoodAppliedBadRolledBack(run: () => Promise<string[]>, query: Query) {
  await expect(run()).rejects.toThrow(/missing_table/);
  expect(await query("SELECT f() AS f, to_regclass('a')::text AS a, to_regclass('b')::text AS b")).toEqual([
    { f: 'x;y', a: 'a', b: null }, // b's CREATE TABLE went with the failed statement
  ]);
  const rows = await query('SELECT migration_name, finished_at, logs FROM _prisma_migrations ORDER BY migration_name');
  expect(rows.map((r) => [r.migration_name, r.finished_at !== null])).toEqual([
    ['20200101000000_good', true],
    ['20200101000001_bad', false],
  ]);
  expect(String(rows[1]?.logs)).toMatch(/missing_table/);
  // Like `prisma migrate deploy`, a failed migration blocks later runs until someone resolves it.
  await expect(run()).rejects.toThrow(/20200101000001_bad/);
}

describe('deploy', () => {
  it('on PGlite: runs scripts whole, rolls back a failed migration and reports its error', async () => {
    const pglite = await emptyPGlite();
    try {
      await expectGoodAppliedBadRolledBack(
        () => deploy(pgliteFactory(pglite), root),
        async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows,
      );
    } finally {
      await pglite.close();
    }
  }, 120_000);

  // Registered only when a server is configured: CI starts one with .ci/start-postgres.sh.
  const url = process.env.DATABASE_URL;
  if (url) {
    it('on PostgreSQL: runs scripts whole, rolls back a failed migration and reports its error', async () => {
      const name = `tas_test_deploy_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const pool = new pg.Pool({ connectionString: Object.assign(new URL(url), { pathname: `/${name}` }).toString() });
      // DROP ... WITH (FORCE) below ends sessions still closing: an unheard error event would crash the run.
      pool.on('error', () => undefined);
      try {
        await expectGoodAppliedBadRolledBack(
          async () => {
            const single = new pg.Pool({ ...pool.options, max: 1 });
            single.on('error', () => undefined);
            try {
              return await deploy(pgFactory(single), root);
            } finally {
              await single.end();
            }
          },
          async (sql) => (await pool.query(sql)).rows,
        );
      } finally {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    });
  }
});
