import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { createTeam } from '../teams/service';
import { SCHEDULED_JOBS } from './schedules';
import { startJobs } from './start-jobs';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function confirmedBookingThatEnded(): Promise<string> {
  const { team_id: teamId } = await createTeam(handle.db, { name: 'Jobs agency' });
  const client = await handle.db.client.create({ data: { teamId, customerType: 'individual', fullName: 'Ana', email: 'ana@example.com' } });
  const booking = await handle.db.booking.create({
    data: {
      teamId,
      customerId: client.id,
      bookingNumber: 'BK-2020-000001',
      locator: 'JOBS22',
      type: 'hotel',
      status: 'confirmed',
      title: 'Past trip',
      startDate: new Date('2020-01-01'),
      endDate: new Date('2020-01-03'),
    },
  });
  return booking.id;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('startJobs on the embedded database', () => {
  it('registers the daily completion, the expiries and the hourly purges, runs a job through its worker, and stops cleanly', async () => {
    const jobs = await startJobs(handle, { pollingIntervalSeconds: 0.5 });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(
        schedules.map((s) => ({ name: s.name, cron: s.cron, timezone: s.timezone })).sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { name: 'bookings.complete-past', cron: '10 0 * * *', timezone: 'America/Sao_Paulo' },
        { name: 'exchange.ptax-refresh', cron: '5,35 * * * 1-5', timezone: 'America/Sao_Paulo' },
        { name: 'hotels.destinations-sync', cron: '40 4 * * *', timezone: 'America/Sao_Paulo' },
        { name: 'idempotency.purge', cron: '35 * * * *', timezone: 'UTC' },
        { name: 'invoices.issue', cron: '* * * * *', timezone: 'UTC' },
        { name: 'mail.send', cron: '* * * * *', timezone: 'UTC' },
        { name: 'payments.expire', cron: '* * * * *', timezone: 'UTC' },
        { name: 'payments.follow-ups', cron: '* * * * *', timezone: 'UTC' },
        { name: 'payments.intents', cron: '* * * * *', timezone: 'UTC' },
        { name: 'quotes.expire', cron: '1 0 * * *', timezone: 'America/Sao_Paulo' },
        { name: 'rate-limits.purge', cron: '5 * * * *', timezone: 'UTC' },
        { name: 'webhooks.deliver', cron: '* * * * *', timezone: 'UTC' },
      ]);

      const bookingId = await confirmedBookingThatEnded();
      await jobs.boss.send('bookings.complete-past');
      await until(async () => (await handle.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status === 'completed');
    } finally {
      await jobs.stop();
    }
    await jobs.stop(); // a second stop is harmless
    // The database stays usable after the queue stopped (it does not own the PGlite instance).
    expect(await handle.db.booking.count()).toBe(1);
  });

  it('starts again over the same database without duplicating schedules', async () => {
    const jobs = await startJobs(handle);
    try {
      expect((await jobs.boss.getSchedules()).map((s) => s.name).sort()).toEqual(SCHEDULED_JOBS.map((j) => j.name).sort());
    } finally {
      await jobs.stop();
    }
  });

  it('a run cut by a database restart is taken back within 5 minutes (30 for the destinations sync), also on queues an earlier release made with 15', async () => {
    const first = await startJobs(handle);
    // As the release before this one left it.
    for (const job of SCHEDULED_JOBS) await first.boss.updateQueue(job.name, { expireInSeconds: 15 * 60 });
    await first.stop();
    const jobs = await startJobs(handle);
    try {
      const expiries = Object.fromEntries(
        (await jobs.boss.getQueues(SCHEDULED_JOBS.map((j) => j.name))).map((q) => [q.name, q.expireInSeconds]),
      );
      for (const job of SCHEDULED_JOBS)
        expect(expiries[job.name], job.name).toBe(job.name === 'hotels.destinations-sync' ? 30 * 60 : 5 * 60);
    } finally {
      await jobs.stop();
    }
  });
});
