import type { PtaxStandIn } from '@tas/suppliers';
import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useHotelClock } from '../hotels/test-fixtures';
import { SCHEDULED_JOBS } from '../jobs/schedules';
import { startJobs } from '../jobs/start-jobs';
import { PTAX_DAY, startPtax } from './test-fixtures';

let handle: DbHandle;
let ptax: PtaxStandIn;
useHotelClock();

beforeAll(async () => {
  handle = await createTestDb();
  ptax = await startPtax({ EUR: 5.8123, USD: 5.3456 });
});
afterAll(async () => {
  await ptax.close();
  await handle.close();
});
afterEach(() => vi.unstubAllEnvs());

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the first PTAX after a deploy', () => {
  it('an instance starting with no PTAX fetched in the last day refreshes at once, not at the next :05/:35 of a weekday', async () => {
    vi.stubEnv('PTAX_BASE_URL', ptax.baseUrl);
    const jobs = await startJobs(handle, { pollingIntervalSeconds: 0.5 });
    try {
      await until(async () => (await handle.db.ptaxRate.count({ where: { currency: 'USD' } })) > 0);
      const eur = await handle.db.ptaxRate.findFirstOrThrow({ where: { currency: 'EUR', date: new Date(`${PTAX_DAY}T00:00:00Z`) } });
      expect(eur.sellingRate.toString()).toBe('5.8123');
    } finally {
      await jobs.stop();
    }
  });

  it('an instance starting within a day of the last refresh leaves it to the schedule; a day later it refreshes again', async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'exchange.ptax-refresh')!;
    const lastFetch = (await handle.db.ptaxRate.findFirstOrThrow({ orderBy: { fetchedAt: 'desc' } })).fetchedAt.getTime();
    expect(await job.dueAtStart!(handle.db, new Date(lastFetch + 23 * 60 * 60_000))).toBe(false);
    expect(await job.dueAtStart!(handle.db, new Date(lastFetch + 25 * 60 * 60_000))).toBe(true);
  });
});
