import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { completePastBookings } from './complete-past-bookings';
import { bookingIn, detail, newCustomer, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customerId: string;
let othersCustomerId: string;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  customerId = (await newCustomer(api, team)).id;
  othersCustomerId = (await newCustomer(api, other)).id;
});
afterAll(() => api.close());

let restoreClock: (() => void) | undefined;
afterEach(() => restoreClock?.());

// The job runs on 2030-03-10 at 03:10 UTC (ten past midnight in Brazil).
const RUN_AT = new Date('2030-03-10T03:10:00Z');
const runJob = () => {
  restoreClock = clock.set(() => RUN_AT);
  return completePastBookings(api.db, clock.now());
};

describe('daily completion of past bookings', () => {
  it('completes a confirmed booking whose end date has passed, with a system entry in its history', async () => {
    const booking = await bookingIn(api, team, customerId, 'confirmed', { start_date: '2030-03-01', end_date: '2030-03-09' });
    const completed = await runJob();
    expect(completed).toContainEqual({ id: booking.id, teamId: team.id });
    const after = await detail(api, team, booking.id);
    expect(after.status).toBe('completed');
    expect(after.updated_at).toBe(RUN_AT.toISOString());
    expect(after.status_history.at(-1)).toEqual({
      from: 'confirmed',
      to: 'completed',
      at: RUN_AT.toISOString(),
      actor: { type: 'system', name: 'Daily booking completion' },
      note: null,
    });
  });

  it('uses the start date when there is no end date', async () => {
    const booking = await bookingIn(api, team, customerId, 'confirmed', { start_date: '2030-03-09', end_date: null });
    await runJob();
    expect((await detail(api, team, booking.id)).status).toBe('completed');
  });

  it.each([
    ['ends today', { start_date: '2030-03-01', end_date: '2030-03-10' }],
    ['started but ends later', { start_date: '2030-03-01', end_date: '2030-03-11' }],
    ['starts today without an end date', { start_date: '2030-03-10', end_date: null }],
    ['has no dates', { start_date: null, end_date: null }],
  ])('leaves a confirmed booking that %s', async (_case, dates) => {
    const booking = await bookingIn(api, team, customerId, 'confirmed', dates);
    await runJob();
    expect((await detail(api, team, booking.id)).status).toBe('confirmed');
  });

  it.each(['pending', 'cancelled'])('leaves a %s booking alone even when its dates have passed', async (status) => {
    const booking = await bookingIn(api, team, customerId, status, { start_date: '2030-01-01', end_date: '2030-01-02' });
    const before = await detail(api, team, booking.id);
    await runJob();
    expect(await detail(api, team, booking.id)).toEqual(before);
  });

  it('runs for every team and completes each booking once', async () => {
    const mine = await bookingIn(api, team, customerId, 'confirmed', { start_date: '2030-02-01', end_date: '2030-02-03' });
    const theirs = await bookingIn(api, other, othersCustomerId, 'confirmed', { start_date: '2030-02-01', end_date: '2030-02-03' });
    const first = await runJob();
    expect(first).toEqual(
      expect.arrayContaining([
        { id: mine.id, teamId: team.id },
        { id: theirs.id, teamId: other.id },
      ]),
    );
    expect(await runJob()).toEqual([]);
    expect((await detail(api, other, theirs.id)).status_history.filter((c: { to: string }) => c.to === 'completed')).toHaveLength(1);
  });
});
