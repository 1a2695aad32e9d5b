import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { rawQuery } from '@tas/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatusChange } from '../bookings/status';
import {
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookStay,
  startHotelApi,
  TODAY,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';
import { reconcilePayable } from './reconcile-payable';

// Payables are born with the sale's confirmation, in its transaction (bookings/status.ts), and the
// ledger's reads write nothing; sales from before that get theirs from the migration's backfill.
let api: RestServer;
const calendar = useHotelClock();
beforeAll(async () => {
  api = await startHotelApi();
});
afterAll(() => api.close());

/** A sandbox stay in reais booked by `method` for a new customer: the booking and its payment as booked. */
async function bookStay(team: TestTeam, method: 'pix' | 'credit_card') {
  const { prebook_token } = await prebookStay(api, team);
  const customer = await newCustomer(api, team);
  const payment = method === 'pix' ? { method } : { method, credit_card: CARD };
  const booked = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(prebook_token, customer.id, payment) });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.data as { booking: { id: string }; payment: { id: string } };
}

const payableRows = (teamId: string) =>
  rawQuery<Record<string, unknown>>(api.db, 'SELECT * FROM supplier_payables WHERE team_id = $1::uuid ORDER BY id', [teamId]);

describe('the payable is born with the confirmation', () => {
  it('a PIX sale owes its supplier nothing while pending; the PIX clearing confirms it and births the payable, before any read', async () => {
    const team = await api.team({ name: 'PIX birth agency' });
    const { booking, payment } = await bookStay(team, 'pix');
    expect(await api.db.supplierPayable.count({ where: { bookingId: booking.id } })).toBe(0);
    await paySandbox(api, team, payment.id);
    const row = await api.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { supplierPayable: true } });
    expect(row.status).toBe('confirmed');
    expect(row.supplierPayable).toMatchObject({
      supplier: 'sandbox',
      currency: 'BRL',
      amountMinor: row.totalCents - row.markupCents - row.duCents,
      lockedRate: '1',
      dueDate: row.startDate,
      status: 'open',
    });
  });

  it("the birth is in the status change's transaction: a failure after it leaves no payable and the sale pending", async () => {
    const team = await api.team({ name: 'Rolled back agency' });
    const { booking } = await bookStay(team, 'pix');
    const failure = new Error('a later step of the confirmation failed');
    const confirm = api.db.$transaction(async (tx) => {
      await tx.booking.update({ where: { id: booking.id }, data: { status: 'confirmed' } });
      await recordStatusChange(tx, {
        bookingId: booking.id,
        from: 'pending',
        to: 'confirmed',
        actor: { type: 'system', name: 'test' },
        at: calendar.now(),
      });
      expect(await tx.supplierPayable.count({ where: { bookingId: booking.id } })).toBe(1);
      throw failure;
    });
    await expect(confirm).rejects.toBe(failure);
    expect(await api.db.supplierPayable.count({ where: { bookingId: booking.id } })).toBe(0);
    expect((await api.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe('pending');
  });

  it('reads never write: the lists, the export, the dashboard and the booking leave the payables as they were, even for a sale without one', async () => {
    const team = await api.team({ name: 'Read only ledger agency' });
    const { booking } = await bookStay(team, 'credit_card');
    const { booking: older } = await bookStay(team, 'credit_card');
    // A sale from before payables were born at confirmation (the backfill's job, not a read's).
    await api.db.supplierPayable.delete({ where: { bookingId: older.id } });
    const before = await payableRows(team.id);
    expect(before).toHaveLength(1);
    const reads = [
      '/api/v1/finance/payables?status=all',
      '/api/v1/finance/receivables?status=all',
      '/api/v1/reports/payables?status=all',
      `/api/v1/dashboard?from=${TODAY}&to=${TODAY}`,
      `/api/v1/bookings/${booking.id}`,
      `/api/v1/bookings/${older.id}`,
    ];
    for (const path of reads) expect((await api.get(path, { key: team.key })).status, path).toBe(200);
    await panelCaller(api, team.id, 'owner').finance.listPayables({});
    expect(await payableRows(team.id)).toEqual(before);
    expect((await api.get(`/api/v1/bookings/${older.id}`, { key: team.key })).body.data.ledger.payable).toBeNull();
  });
});

const MIGRATION = readFileSync(
  fileURLToPath(new URL('../../../../prisma/migrations/20261128125103_supplier_payables_at_confirmation/migration.sql', import.meta.url)),
  'utf8',
);
/** The migration's backfill statement (the column it adds is there already). */
const BACKFILL = MIGRATION.slice(MIGRATION.indexOf('-- Backfill'));

const COMPARED = `booking_id, supplier, currency, amount_minor, locked_rate, due_date::text, status::text, paid_at::text, paid_rate,
  paid_amount_cents, credit_minor`;

describe('the backfill migration', () => {
  const rate = fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 9999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`);
  const sale = fc.record({
    type: fc.constantFrom('hotel', 'flight', 'experience'),
    status: fc.constantFrom('pending', 'confirmed', 'completed', 'cancelled'),
    supplier: fc.constantFrom('hotelbeds', 'duffel', 'sandbox', 'offline_supplier', null),
    foreign: fc.option(
      fc.record({
        currency: fc.constantFrom('EUR', 'USD', 'JPY', 'KWD'),
        minor: fc.integer({ min: 1, max: 900_000 }),
        rate,
        spread: fc.constantFrom('0', '2', '2.5', '3.75'),
      }),
      { nil: null },
    ),
    totalCents: fc.integer({ min: 10_000, max: 2_000_000 }),
    markupCents: fc.integer({ min: 0, max: 5_000 }),
    duCents: fc.integer({ min: 0, max: 3_000 }),
    penaltyCents: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: null }),
    // Any instant of 2030 (São Paulo's sale day differs from UTC's after 21:00).
    createdAt: fc.integer({ min: Date.parse('2030-01-01T00:00:00Z'), max: Date.parse('2030-12-31T23:59:59Z') }).map((ms) => new Date(ms)),
    startDate: fc.option(fc.constantFrom('2030-02-28', '2030-05-10', '2031-01-31'), { nil: null }),
  });
  const terms = fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('before_checkin' as const), days: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ kind: fc.constant('monthly_invoice' as const), day_of_month: fc.integer({ min: 1, max: 31 }) }),
      fc.record({ kind: fc.constant('at_booking' as const) }),
    ),
    { nil: null },
  );

  it('for any sales from before the ledger and any terms: the same payables the confirmation gives (reconcile-payable.ts); run twice, nothing more', async () => {
    let n = 0;
    let born = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(sale, { minLength: 1, maxLength: 8 }), terms, terms, async (sales, hotelbedsTerms, offlineTerms) => {
        const team = await api.team({ name: 'Backfill agency' });
        const owner = panelCaller(api, team.id, 'owner');
        if (hotelbedsTerms) await owner.finance.updatePaymentTerms({ supplier: 'hotelbeds', ...hotelbedsTerms });
        if (offlineTerms) await owner.finance.updatePaymentTerms({ supplier: 'offline_supplier', ...offlineTerms });
        const customer = await newCustomer(api, team);
        const ids: string[] = [];
        for (const s of sales) {
          n += 1;
          const booking = await api.db.booking.create({
            data: {
              teamId: team.id,
              bookingNumber: `BK-B-${n}`,
              locator: `B${n}`,
              type: s.type as 'hotel',
              status: s.status as 'confirmed',
              title: `Sale ${n}`,
              customerId: customer.id,
              supplier: s.supplier,
              totalCents: s.totalCents,
              markupCents: s.markupCents,
              duCents: s.duCents,
              cancellationPenaltyCents: s.penaltyCents,
              createdAt: s.createdAt,
              startDate: s.startDate === null ? null : new Date(`${s.startDate}T00:00:00Z`),
              ...(s.foreign && {
                supplierCurrency: s.foreign.currency,
                supplierAmountMinor: s.foreign.minor,
                exchangeRate: s.foreign.rate,
                exchangeSpreadPercent: s.foreign.spread,
              }),
            },
          });
          ids.push(booking.id);
        }
        const compared = () =>
          rawQuery(api.db, `SELECT ${COMPARED} FROM supplier_payables WHERE team_id = $1::uuid ORDER BY booking_id`, [team.id]);
        await api.db.$executeRawUnsafe(BACKFILL);
        const backfilled = await compared();
        await api.db.$executeRawUnsafe(BACKFILL);
        expect(await compared()).toEqual(backfilled);

        await api.db.supplierPayable.deleteMany({ where: { teamId: team.id } });
        for (const id of ids) await api.db.$transaction((tx) => reconcilePayable(tx, id));
        // A sale cancelled without a penalty gets none from either (nothing is owed).
        expect(backfilled).toEqual(await compared());
        born += backfilled.length;
      }),
      { numRuns: 20 },
    );
    // Not vacuous: the runs did birth payables (about half the generated sales owe their supplier).
    expect(born).toBeGreaterThan(10);
  }, 180_000);
});
