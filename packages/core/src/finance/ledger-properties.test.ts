import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedCents } from '../exchange/test-fixtures';
import { newCustomer, startHotelApi, useHotelClock } from '../hotels/test-fixtures';
import { minorDigits, reaisCentsToMinor, toReaisCents } from '../lib/money';
import type { RestServer } from '../testing/rest-server';
import { dueDateOf } from './due-date';
import { marginsOf } from './ledger-figures';

// For any rows, the ledger's totals are the sum of its rows per currency; for any amount and rates,
// the margins' arithmetic is exact (integer cents, one half-up rounding per conversion).

const rate = fc
  .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 9999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`);
const minor = fc.integer({ min: 0, max: 5_000_000 });
const day = fc
  .date({ min: new Date('2029-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('margin and exchange difference arithmetic', () => {
  it('the reais paid are one half-up rounding of amount x rate; realised margin = expected margin + exchange difference, exactly', () => {
    fc.assert(
      fc.property(
        minor,
        rate,
        rate,
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom('EUR', 'USD'),
        (amount, locked, paid, customer, currency) => {
          const paidCents = toReaisCents({ minor: amount, currency }, paid);
          expect(paidCents).toBe(expectedCents(amount, paid));
          const m = marginsOf(customer, { amountMinor: amount, currency, lockedRate: locked, paidAmountCents: paidCents });
          expect(m.marginCents).toBe(customer - expectedCents(amount, locked));
          expect(m.exchangeDifferenceCents).toBe(expectedCents(amount, locked) - expectedCents(amount, paid));
          expect(m.realisedMarginCents).toBe(m.marginCents + m.exchangeDifferenceCents!);
          expect(Number.isSafeInteger(m.realisedMarginCents)).toBe(true);
        },
      ),
    );
  });

  it("a penalty in reais converts back to the supplier's minor units exactly when it was converted from them (rate above 1 cent per unit)", () => {
    fc.assert(
      fc.property(minor, rate, fc.constantFrom('EUR', 'USD', 'JPY'), (amount, r, currency) => {
        fc.pre(Number(r) * 10 ** (2 - minorDigits(currency)) > 1);
        expect(reaisCentsToMinor(toReaisCents({ minor: amount, currency }, r), currency, r)).toBe(amount);
      }),
    );
  });

  it('due dates: before_checkin is N days before the start; monthly_invoice is day D of the next month, or its last day', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 31 }), (saleDay, start, days, dom) => {
        const before = dueDateOf({ supplier: 's', kind: 'before_checkin', days, dayOfMonth: null }, { saleDay, startDate: start });
        expect((Date.parse(start) - Date.parse(before)) / 86_400_000).toBe(days);
        const monthly = dueDateOf({ supplier: 's', kind: 'monthly_invoice', days: null, dayOfMonth: dom }, { saleDay, startDate: start });
        const [y, m] = saleDay.split('-').map(Number) as [number, number];
        const next = new Date(Date.UTC(y, m, 1));
        expect(monthly.slice(0, 7)).toBe(next.toISOString().slice(0, 7));
        const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
        expect(Number(monthly.slice(8))).toBe(Math.min(dom, lastDay));
        expect(dueDateOf({ supplier: 's', kind: 'at_booking', days: null, dayOfMonth: null }, { saleDay, startDate: start })).toBe(saleDay);
      }),
    );
  });
});

describe('ledger totals over REST, for any rows', () => {
  let api: RestServer;
  useHotelClock();
  beforeAll(async () => {
    api = await startHotelApi();
  });
  afterAll(() => api.close());

  const row = fc.record({
    currency: fc.constantFrom('BRL', 'EUR', 'USD', 'JPY'),
    amount: fc.integer({ min: 0, max: 2_000_000 }),
    payableStatus: fc.constantFrom('open', 'paid', 'cancelled'),
    paymentStatus: fc.constantFrom('pending', 'paid', 'refunded', 'expired'),
    refunded: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    due: fc.constantFrom('2030-03-01', '2030-03-05', '2030-03-09', '2030-04-10'),
  });

  /** Sums of the listed items per currency, in minor units, with their counts. */
  function sumsOf(items: { currency: string; amount: number }[]) {
    const sums = new Map<string, { minor: number; count: number }>();
    for (const item of items) {
      const s = sums.get(item.currency) ?? { minor: 0, count: 0 };
      s.minor += Math.round(item.amount * 10 ** minorDigits(item.currency));
      s.count += 1;
      sums.set(item.currency, s);
    }
    return [...sums]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, s]) => ({ currency, amount: s.minor / 10 ** minorDigits(currency), count: s.count }));
  }

  it('payables and receivables: totals per currency = the sum of every listed row; overdue rows first, then by due date', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 0, maxLength: 12 }), async (rows) => {
        const team = await api.team({ name: 'Property agency' });
        const customer = await newCustomer(api, team);
        for (const [i, r] of rows.entries()) {
          const booking = await api.db.booking.create({
            data: {
              teamId: team.id,
              bookingNumber: `BK-P-${i}`,
              locator: `P${i}`,
              type: 'hotel',
              status: 'confirmed',
              title: `Stay ${i}`,
              customerId: customer.id,
            },
          });
          await api.db.supplierPayable.create({
            data: {
              teamId: team.id,
              bookingId: booking.id,
              supplier: 'hotelbeds',
              currency: r.currency,
              amountMinor: r.amount,
              lockedRate: '5.5',
              dueDate: new Date(`${r.due}T00:00:00Z`),
              status: r.payableStatus as 'open',
            },
          });
          await api.db.payment.create({
            data: {
              teamId: team.id,
              bookingId: booking.id,
              method: 'boleto',
              status: r.paymentStatus as 'paid',
              amountCents: r.amount,
              currency: r.currency,
              gateway: 'sandbox',
              boletoDueDate: new Date(`${r.due}T00:00:00Z`),
              refundedCents: r.refunded === null ? null : Math.min(r.amount, r.refunded),
            },
          });
        }
        for (const list of ['payables', 'receivables']) {
          const res = await api.get(`/api/v1/finance/${list}?status=all&limit=100`, { key: team.key });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const { items, totals, pagination } = res.body.data;
          expect(totals).toEqual(sumsOf(items));
          expect(pagination.total).toBe(items.length);
          const keys = items.map((i: any) => `${i.overdue ? 0 : 1}|${i.due_date}`);
          expect(keys).toEqual([...keys].sort());
          // A page of one carries the same totals: they are over the filter, not the page.
          const first = await api.get(`/api/v1/finance/${list}?status=all&limit=1`, { key: team.key });
          expect(first.body.data.totals).toEqual(totals);
        }
        // And the totals are those of the rows as written, computed apart.
        const payables = await api.get('/api/v1/finance/payables?status=all', { key: team.key });
        expect(payables.body.data.totals).toEqual(
          sumsOf(rows.map((r) => ({ currency: r.currency, amount: r.amount / 10 ** minorDigits(r.currency) }))),
        );
        const owed = rows
          .filter((r) => r.paymentStatus !== 'expired')
          .map((r) => {
            const refunded = r.refunded === null ? (r.paymentStatus === 'refunded' ? r.amount : 0) : Math.min(r.amount, r.refunded);
            return { currency: r.currency, amount: (r.amount - refunded) / 10 ** minorDigits(r.currency) };
          });
        expect((await api.get('/api/v1/finance/receivables?status=all', { key: team.key })).body.data.totals).toEqual(sumsOf(owed));
      }),
      { numRuns: 12 },
    );
  });
});
