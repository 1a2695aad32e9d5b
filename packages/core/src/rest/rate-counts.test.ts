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
const shared = async (counter: string) => (await handle.db.rateLimitCounter.findUnique({ where: { key_windowStart: { key: counter, windowStart: START } } }))?.count;

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
