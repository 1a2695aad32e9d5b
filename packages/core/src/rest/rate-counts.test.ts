import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '@tas/db';
import { createTestDb, secondClient } from '@tas/db/testing';
import { closeRateCounts, countRequest, flushRateCounts } from './rate-counts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await closeRateCounts(handle.db);
  await handle.close();
});

const START = new Date('2026-11-22T10:00:00Z');
const WINDOW = { start: START, resetAt: START.getTime() + 60_000 };
const shared = async (counter: string) =>
  (await handle.db.rateLimitCounter.findUnique({ where: { key_windowStart: { key: counter, windowStart: START } } }))?.count;
const count = (db: Db, counter: string, limit: number) => countRequest(db, counter, WINDOW, limit);

/** Another app process: its own database client, its own counts, the same shared counters. */
async function withOtherProcess(run: (other: Db) => Promise<void>): Promise<void> {
  const other = secondClient(handle);
  try {
    await run(other.db);
  } finally {
    await closeRateCounts(other.db);
    await other.close();
  }
}

describe('rate-limit counts (slots taken in PostgreSQL, handed out in memory)', () => {
  it("requests arriving together while the window's first slots are taken get one number each", async () => {
    const numbers = await Promise.all(Array.from({ length: 5 }, () => count(handle.db, 'together', 100)));
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5]);
    await flushRateCounts(handle.db);
    expect(await shared('together')).toBe(5);
  });

  it('far from the limit a request writes nothing: its slot was taken with others in one statement', async () => {
    expect(await count(handle.db, 'far', 1000)).toBe(1);
    const taken = await shared('far');
    expect(taken).toBeGreaterThan(100);
    for (let i = 2; i <= 100; i++) expect(await count(handle.db, 'far', 1000)).toBe(i);
    expect(await shared('far')).toBe(taken);
    // The slots not used go back on the next flush: the shared count is then the requests counted.
    await flushRateCounts(handle.db);
    expect(await shared('far')).toBe(100);
  });

  it("a flush gives back the slots a process holds unused, so another process's requests get the whole limit", async () => {
    await withOtherProcess(async (other) => {
      expect(await count(handle.db, 'idle', 100)).toBe(1);
      const numbers: number[] = [];
      for (let i = 0; i < 99; i++) numbers.push(await count(other, 'idle', 100));
      // This process took slots beyond its one request: until it gives them back, they are not the other's.
      const held = 100 - 1 - numbers.filter((n) => n <= 100).length;
      expect(held).toBeGreaterThan(0);
      await flushRateCounts(handle.db);
      for (let i = 0; i < held; i++) expect(await count(other, 'idle', 100)).toBeLessThanOrEqual(100);
      expect(await count(other, 'idle', 100)).toBe(101);
      expect(await shared('idle')).toBe(100);
    });
  });

  it('a limit larger than the 32-bit counter holds counts as the largest it holds', async () => {
    expect(await count(handle.db, 'huge', 1e12)).toBe(1);
    expect(await count(handle.db, 'huge', 1e12)).toBe(2);
  });
});

describe('exact across processes', () => {
  it('two processes counting one window in turn, never flushed, accept exactly the limit', async () => {
    await withOtherProcess(async (other) => {
      const numbers: number[] = [];
      // Before, each process counted in memory what it had not yet shared: together they accepted 39 of 60.
      for (let i = 0; i < 30; i++) {
        numbers.push(await count(handle.db, 'exact', 20));
        numbers.push(await count(other, 'exact', 20));
      }
      const accepted = numbers.filter((n) => n <= 20);
      expect(accepted.length).toBe(20);
      expect(new Set(accepted).size).toBe(20);
      // A refused request takes no slot: the shared count never passes the limit.
      expect(await shared('exact')).toBe(20);
    });
  });

  it('requests arriving together near the limit in two processes: exactly the limit accepted, each with its own number', async () => {
    await withOtherProcess(async (other) => {
      await count(handle.db, 'burst', 10);
      await count(other, 'burst', 10);
      const numbers = await Promise.all(Array.from({ length: 16 }, (_, i) => count(i % 2 ? other : handle.db, 'burst', 10)));
      // Before, 16 of 18 were accepted.
      const accepted = numbers.filter((n) => n <= 10);
      expect(accepted.length + 2).toBe(10);
      expect(new Set(accepted).size).toBe(accepted.length);
      expect(await shared('burst')).toBe(10);
    });
  });
});
