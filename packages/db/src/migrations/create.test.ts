import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMigration, migrationTimestamp, sanitizeName } from './create';
import { migrationsDir, repoRoot, schemaPath } from './paths';

// Each diff replays the migrations on a new in-memory PGlite: seconds, more on a busy machine.
const SLOW = 120_000;

describe('createMigration', () => {
  const temps: string[] = [];
  afterAll(() => Promise.all(temps.map((d) => rm(d, { recursive: true, force: true }))));

  /** A scratch repository: prisma/schema.prisma (optionally extended) and, if asked, this repo's migrations. */
  async function scratchRepo(opts: { withMigrations: boolean; extraSchema?: string }): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), 'tas-db-create-'));
    temps.push(root);
    await mkdir(join(root, 'prisma'));
    const schema = await readFile(schemaPath(), 'utf8');
    await writeFile(join(root, 'prisma', 'schema.prisma'), schema + (opts.extraSchema ?? ''));
    if (opts.withMigrations) await cp(migrationsDir(), join(root, 'prisma', 'migrations'), { recursive: true });
    return root;
  }

  it(
    'finds no difference between the committed migrations and prisma/schema.prisma, and writes nothing',
    async () => {
      const before = await readdir(migrationsDir());
      const result = await createMigration('should_not_exist', { root: repoRoot() });
      expect(result.name).toBeNull();
      expect(await readdir(migrationsDir())).toEqual(before);
    },
    SLOW,
  );

  it(
    'writes the first migration and the lock file into an empty migrations folder',
    async () => {
      const root = await scratchRepo({ withMigrations: false });
      const result = await createMigration('Init', { root, now: new Date('2030-01-02T03:04:05Z') });
      expect(result.name).toBe('20300102030405_init');
      const sql = await readFile(join(root, 'prisma/migrations/20300102030405_init/migration.sql'), 'utf8');
      expect(sql).toBe(result.sql);
      expect(sql).toContain('CREATE TABLE "teams"');
      expect(sql).toContain('CREATE TYPE "Plan" AS ENUM');
      expect(await readFile(join(root, 'prisma/migrations/migration_lock.toml'), 'utf8')).toContain('provider = "postgresql"');
    },
    SLOW,
  );

  it(
    'writes only the change when the schema moved past the migrations',
    async () => {
      const root = await scratchRepo({
        withMigrations: true,
        extraSchema: '\nmodel Note {\n  id   Int    @id\n  body String\n\n  @@map("notes")\n}\n',
      });
      const result = await createMigration('add notes', { root, now: new Date('2030-01-02T03:04:05Z') });
      expect(result.name).toBe('20300102030405_add_notes');
      expect(result.sql).toContain('CREATE TABLE "notes"');
      expect(result.sql).not.toContain('"teams"');
      const folders = (await readdir(join(root, 'prisma/migrations'))).sort();
      expect(folders).toEqual([...(await readdir(migrationsDir())), '20300102030405_add_notes'].sort());
    },
    SLOW,
  );

  it('names folders like the Prisma CLI', () => {
    expect(migrationTimestamp(new Date('2026-03-04T05:06:07.890Z'))).toBe('20260304050607');
    expect(sanitizeName(' Add Booking-Notes! ')).toBe('add_booking_notes');
    expect(() => sanitizeName('!!')).toThrow(/Invalid migration name/);
  });
});
