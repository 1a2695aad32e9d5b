import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@tas/db';
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

describe('rate-limit counts (in memory per process, shared through PostgreSQL)', () => {
  it('requests arriving together while the window joins the shared counter get one number each', async () => {
    const numbers = await Promise.all(Array.from({ length: 5 }, () => countRequest(handle.db, 'together', WINDOW)));
    expect(numbers.sort()).toEqual([1, 2, 3, 4, 5]);
    await flushRateCounts(handle.db);
    expect(await shared('together')).toBe(5);
  });

  it("a flush adds this process's counts and brings back the others'", async () => {
    const other = secondClient(handle);
    try {
      expect(await countRequest(handle.db, 'two', WINDOW)).toBe(1);
      expect(await countRequest(other.db, 'two', WINDOW)).toBe(2);
      for (let i = 0; i < 3; i++) await countRequest(handle.db, 'two', WINDOW);
      await flushRateCounts(handle.db);
      expect(await shared('two')).toBe(5);
      // The other process has not flushed since: it still counts from what it saw.
      expect(await countRequest(other.db, 'two', WINDOW)).toBe(3);
      await flushRateCounts(other.db);
      expect(await countRequest(other.db, 'two', WINDOW)).toBe(7);
      await flushRateCounts(other.db);
      // And this process, idle since, reads the other's counts on its next flush.
      await flushRateCounts(handle.db);
      expect(await countRequest(handle.db, 'two', WINDOW)).toBe(8);
    } finally {
      await closeRateCounts(other.db);
      await other.close();
    }
  });
});

describe('near the limit, counted exactly across processes', () => {
  it('two processes counting one window without flushes accept no more than the limit', async () => {
    const other = secondClient(handle);
    try {
      const LIMIT = 20;
      const numbers: number[] = [];
      // Interleaved and never flushed: before, each process counted its hits after the window's first
      // in memory, so each accepted up to the limit on its own (39 of 60).
      for (let i = 0; i < 30; i++) {
        numbers.push(await countRequest(handle.db, 'exact', WINDOW, LIMIT));
        numbers.push(await countRequest(other.db, 'exact', WINDOW, LIMIT));
      }
      expect(numbers.filter((n) => n <= LIMIT).length).toBe(LIMIT);
      expect(new Set(numbers.filter((n) => n > LIMIT / 2)).size).toBe(numbers.filter((n) => n > LIMIT / 2).length);
      await flushRateCounts(handle.db);
      await flushRateCounts(other.db);
      expect(await shared('exact')).toBe(60);
    } finally {
      await closeRateCounts(other.db);
      await other.close();
    }
  });

  it('far from the limit a hit writes nothing (the fast path)', async () => {
    expect(await countRequest(handle.db, 'far', WINDOW, 100)).toBe(1);
    for (let i = 2; i <= 50; i++) expect(await countRequest(handle.db, 'far', WINDOW, 100)).toBe(i);
    expect(await shared('far')).toBe(1);
    // The 51st is past half the limit: in the database at once, with the 49 pending before it.
    expect(await countRequest(handle.db, 'far', WINDOW, 100)).toBe(51);
    expect(await shared('far')).toBe(51);
  });

  it('hits arriving together near the limit get distinct numbers, every one counted', async () => {
    const other = secondClient(handle);
    try {
      await countRequest(handle.db, 'burst', WINDOW, 10);
      await countRequest(other.db, 'burst', WINDOW, 10);
      const numbers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => countRequest(i % 2 ? other.db : handle.db, 'burst', WINDOW, 10)),
      );
      // Before, 16 of 18 were accepted. Now the other process's hits still in memory when the count
      // turned exact are the only ones a process cannot see: within 10% of the limit.
      expect(numbers.filter((n) => n <= 10).length + 2).toBeLessThanOrEqual(11);
      await flushRateCounts(handle.db);
      await flushRateCounts(other.db);
      expect(await shared('burst')).toBe(18);
    } finally {
      await closeRateCounts(other.db);
      await other.close();
    }
  });
});
