import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectedCents } from '../exchange/test-fixtures';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  prebookBody,
  STAY,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { prebookRefundableStay } from '../cancellations/test-fixtures';
import { expectErrorShape } from '../testing/rest-server';
import { useForeignCurrencyWorld } from '../testing/foreign-currency-world';

// The ledger over REST: a team selling a Hotelbeds hotel priced in EUR (PTAX 5.8123 + 2.5% spread,
// as exchange/hotel-in-reais.test.ts) and sandbox hotels in reais, paid by card or PIX.
const clock = useHotelClock();
const LOCKED = '5.8123';
const world = useForeignCurrencyWorld({ hotelbeds: true, ptax: { EUR: 5.8123 } });

const eurTeam = () => world.eurHotelbedsTeam();

/** A Hotelbeds stay in EUR, sold in reais and paid by card: the booking, its EUR net (cents) and total. */
async function bookEurStay(team: TestTeam, pick: (offers: any[]) => any = (offers) => offers[0]) {
  const search = await world.api.post('/api/v1/hotels/search', { key: team.key, body: { hotelIds: ['200201'], ...STAY, adults: 2 } });
  expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
  const hotel = search.body.data.hotels[0];
  const offer = pick(hotel.offers);
  const prebook = await world.api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) });
  expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  const customer = await newCustomer(world.api, team);
  const payment = { method: 'credit_card', credit_card: CARD };
  const booked = await world.api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(prebook.body.data.prebook_token, customer.id, payment),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return {
    booking: booked.body.data.booking as { id: string; booking_number: string; total_amount: number },
    eurMinor: Math.round(offer.supplierPrice.amount * 100),
    totalCents: Math.round(offer.totalPrice * 100),
  };
}

const payables = (team: TestTeam, query = '') => world.api.get(`/api/v1/finance/payables${query}`, { key: team.key });
const receivables = (team: TestTeam, query = '') => world.api.get(`/api/v1/finance/receivables${query}`, { key: team.key });
const markPaid = (team: TestTeam, id: string, body: unknown, key = team.key) =>
  world.api.post(`/api/v1/finance/payables/${id}/payment`, { key, body });

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorShape(res.body, code);
}

describe('GET /api/v1/finance/payables', () => {
  it("a Hotelbeds sale in EUR owes the supplier's EUR net, due by the terms (before check-in, 0 days by default), at the locked rate", async () => {
    const team = await eurTeam();
    const { booking, eurMinor } = await bookEurStay(team);
    const res = await payables(team);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.items).toEqual([
      {
        id: expect.any(String),
        booking_id: booking.id,
        booking_number: booking.booking_number,
        supplier: 'hotelbeds',
        amount: eurMinor / 100,
        currency: 'EUR',
        due_date: STAY.checkIn,
        status: 'open',
        overdue: false,
        locked_rate: LOCKED,
        paid_at: null,
        paid_rate: null,
        paid_amount_brl: null,
        exchange_difference_brl: null,
        supplier_credit: null,
        supplier_credit_received_at: null,
        supplier_credit_received_rate: null,
        supplier_credit_received_brl: null,
      },
    ]);
    expect(res.body.data.totals).toEqual([{ currency: 'EUR', amount: eurMinor / 100, count: 1 }]);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
  });

  it("the agency's terms set the due date: 7 days before check-in re-dates the open payable; monthly on the 31st falls on April's 30th", async () => {
    const team = await eurTeam();
    await bookEurStay(team);
    const owner = panelCaller(world.api, team.id, 'owner');
    const terms = await owner.finance.updatePaymentTerms({ supplier: 'hotelbeds', kind: 'before_checkin', days: 7 });
    expect(terms.find((t) => t.supplier === 'hotelbeds')).toEqual({
      supplier: 'hotelbeds',
      kind: 'before_checkin',
      days: 7,
      day_of_month: null,
    });
    expect((await payables(team)).body.data.items[0].due_date).toBe('2030-05-03');
    await owner.finance.updatePaymentTerms({ supplier: 'hotelbeds', kind: 'monthly_invoice', day_of_month: 31 });
    expect((await payables(team)).body.data.items[0].due_date).toBe('2030-04-30');
    const audit = await world.api.db.auditEvent.findMany({
      where: { teamId: team.id, action: 'settings.changed', subjectType: 'payment_terms' },
    });
    expect(audit).toHaveLength(2);
    expect(audit.map((e) => (e.details as { changed: string[] }).changed).sort()).toEqual([
      ['paymentTerms.hotelbeds.days'],
      ['paymentTerms.hotelbeds.kind', 'paymentTerms.hotelbeds.days', 'paymentTerms.hotelbeds.dayOfMonth'],
    ]);
  });

  it('GET /api/v1/finance/payment-terms lists every sale supplier with its terms (defaults until set)', async () => {
    const team = await eurTeam();
    const res = await world.api.get('/api/v1/finance/payment-terms', { key: team.readOnlyKey });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { supplier: 'hotelbeds', kind: 'before_checkin', days: 0, day_of_month: null },
      { supplier: 'duffel', kind: 'at_booking', days: null, day_of_month: null },
      { supplier: 'sandbox', kind: 'before_checkin', days: 0, day_of_month: null },
      { supplier: 'online_supplier', kind: 'monthly_invoice', days: null, day_of_month: 10 },
      { supplier: 'offline_supplier', kind: 'monthly_invoice', days: null, day_of_month: 10 },
    ]);
  });
});

describe('POST /api/v1/finance/payables/{id}/payment', () => {
  it('paid at another rate: the reais paid, the exchange difference, and the booking shows its realised margin', async () => {
    const team = await eurTeam();
    const { booking, eurMinor, totalCents } = await bookEurStay(team);
    const [payable] = (await payables(team)).body.data.items;
    const before = await bookingDetail(world.api, team, booking.id);
    const lockedCost = expectedCents(eurMinor, LOCKED);
    expect(before.ledger).toEqual({
      receivable: { amount: totalCents / 100, currency: 'BRL', status: 'paid' },
      payable: {
        amount: eurMinor / 100,
        currency: 'EUR',
        due_date: STAY.checkIn,
        status: 'open',
        locked_rate: LOCKED,
        paid_rate: null,
        paid_amount_brl: null,
        supplier_credit: null,
        supplier_credit_received_at: null,
        supplier_credit_received_rate: null,
        supplier_credit_received_brl: null,
      },
      margin_brl: (totalCents - lockedCost) / 100,
      realised_margin_brl: null,
      exchange_difference_brl: null,
    });

    const res = await markPaid(team, payable.id, { paid_at: '2030-03-05', exchange_rate: '6.1234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const paidCents = expectedCents(eurMinor, '6.1234');
    expect(res.body.data.payable).toMatchObject({
      status: 'paid',
      paid_at: '2030-03-05',
      paid_rate: '6.1234',
      paid_amount_brl: paidCents / 100,
      exchange_difference_brl: (lockedCost - paidCents) / 100,
    });
    expect(lockedCost - paidCents).toBeLessThan(0); // the euro rose: a loss
    const after = (await bookingDetail(world.api, team, booking.id)).ledger;
    expect(after.payable).toMatchObject({ status: 'paid', paid_rate: '6.1234', paid_amount_brl: paidCents / 100 });
    expect(after.realised_margin_brl).toBe((totalCents - paidCents) / 100);
    expect(after.exchange_difference_brl).toBe((lockedCost - paidCents) / 100);
    // The list shows the same figures; paid rows leave the open list.
    expect((await payables(team, '?status=paid')).body.data.items[0]).toEqual(res.body.data.payable);
    expect((await payables(team)).body.data.items).toEqual([]);
    const audit = await world.api.db.auditEvent.findFirstOrThrow({ where: { teamId: team.id, action: 'payable.paid' } });
    expect(audit.details).toMatchObject({
      exchange_rate: '6.1234',
      paid_amount_cents: paidCents,
      exchange_difference_cents: lockedCost - paidCents,
    });
  });

  it('paying twice: 400 INVALID_STATUS_TRANSITION, the first payment kept; two at once pay once', async () => {
    const team = await eurTeam();
    await bookEurStay(team);
    const [payable] = (await payables(team)).body.data.items;
    const both = await Promise.all([
      markPaid(team, payable.id, { paid_at: '2030-03-04', exchange_rate: '5.9' }),
      markPaid(team, payable.id, { paid_at: '2030-03-05', exchange_rate: '6.0' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const again = await markPaid(team, payable.id, { paid_at: '2030-03-05', exchange_rate: '6.2' });
    expectError(again, 400, 'INVALID_STATUS_TRANSITION');
    expect(again.body.error).toBe('This payable is already paid');
    const row = await world.api.db.supplierPayable.findUniqueOrThrow({ where: { id: payable.id } });
    expect(row.paidRate).toBe(both.find((r) => r.status === 200)!.body.data.payable.paid_rate);
    expect(await world.api.db.auditEvent.count({ where: { teamId: team.id, action: 'payable.paid' } })).toBe(1);
  });

  it('bad bodies: 400 VALIDATION_ERROR in the envelope, nothing paid', async () => {
    const team = await eurTeam();
    await bookEurStay(team);
    const [payable] = (await payables(team)).body.data.items;
    const cases: [unknown, string][] = [
      [
        { paid_at: '2030-03-05', exchange_rate: '6,12' },
        'Validation error: exchange_rate: must be a decimal above 0 written with a dot, e.g. 6.1234',
      ],
      [
        { paid_at: '2030-03-05', exchange_rate: '0' },
        'Validation error: exchange_rate: must be a decimal above 0 written with a dot, e.g. 6.1234',
      ],
      [{ paid_at: '2030-02-30', exchange_rate: '6.1' }, 'Validation error: paid_at: must be a real date'],
      [{ paid_at: '2030-03-06', exchange_rate: '6.1' }, 'Validation error: paid_at: must not be in the future'],
      [{ exchange_rate: '6.1' }, expect.stringMatching(/^Validation error: paid_at: /)],
    ] as never;
    for (const [body, message] of cases) {
      const res = await markPaid(team, payable.id, body);
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error).toEqual(message);
    }
    expect((await world.api.db.supplierPayable.findUniqueOrThrow({ where: { id: payable.id } })).status).toBe('open');
  });

  it("another team's payable and a bad id are 404; a read-only key cannot pay (403); an agent in the panel cannot see the ledger", async () => {
    const team = await eurTeam();
    const other = await eurTeam();
    await bookEurStay(team);
    const [payable] = (await payables(team)).body.data.items;
    expectError(await markPaid(other, payable.id, { paid_at: '2030-03-05', exchange_rate: '6' }), 404, 'NOT_FOUND');
    expectError(await markPaid(team, 'not-a-uuid', { paid_at: '2030-03-05', exchange_rate: '6' }), 404, 'NOT_FOUND');
    expect((await payables(other)).body.data.items).toEqual([]);
    const readOnly = await markPaid(team, payable.id, { paid_at: '2030-03-05', exchange_rate: '6' }, team.readOnlyKey);
    expectError(readOnly, 403, 'FORBIDDEN');
    expect((await world.api.get('/api/v1/finance/payables', { key: team.readOnlyKey })).status).toBe(200);
    expect(await apiErrorOf(panelCaller(world.api, team.id, 'agent').finance.listPayables({}))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect((await world.api.db.supplierPayable.findUniqueOrThrow({ where: { id: payable.id } })).status).toBe('open');
  });
});

describe('a cancellation turns the payable into the penalty, or nothing', () => {
  it('DELETE of the EUR sale: the payable is cancelled at zero, and paying it is refused', async () => {
    const team = await eurTeam();
    const { booking } = await bookEurStay(team);
    const [payable] = (await payables(team)).body.data.items;
    expect((await world.api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const [cancelled] = (await payables(team, '?status=all')).body.data.items;
    expect(cancelled).toMatchObject({ id: payable.id, status: 'cancelled', amount: 0, currency: 'EUR' });
    const res = await markPaid(team, payable.id, { paid_at: '2030-03-05', exchange_rate: '6' });
    expectError(res, 400, 'INVALID_STATUS_TRANSITION');
    expect((await bookingDetail(world.api, team, booking.id)).ledger.payable).toMatchObject({ status: 'cancelled', amount: 0 });
  });

  it("the EUR sale cancelled inside Hotelbeds' charge window: the payable becomes the EUR penalty Hotelbeds quoted", async () => {
    const team = await eurTeam();
    const { booking, eurMinor } = await bookEurStay(team);
    const [born] = (await payables(team)).body.data.items;
    expect(born.amount).toBe(eurMinor / 100);
    clock.travelTo('2030-05-08T12:00:00Z');
    const quote = await world.api.get(`/api/v1/bookings/${booking.id}/cancellation-quote`, { key: team.key });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const penalty = quote.body.data.supplier_amount;
    expect(penalty.currency).toBe('EUR');
    expect(penalty.amount).toBeGreaterThan(0);
    const done = await world.api.post(`/api/v1/bookings/${booking.id}/cancellation`, {
      key: team.key,
      body: { refund_amount: quote.body.data.refund_amount },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [owed] = (await payables(team)).body.data.items;
    expect(owed).toMatchObject({ id: born.id, status: 'open', amount: penalty.amount, currency: 'EUR', locked_rate: LOCKED });
    expect((await bookingDetail(world.api, team, booking.id)).ledger.payable).toMatchObject({ amount: penalty.amount, currency: 'EUR' });
  });

  it('a sandbox sale in reais cancelled past its free day: the payable becomes the penalty (the net price) in BRL', async () => {
    const team = await world.api.team({ name: 'Sandbox ledger agency' });
    const { token, offer } = await prebookRefundableStay(world.api, team);
    const customer = await newCustomer(world.api, team);
    const booked = await world.api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.data.booking.id;
    const netCents = Math.round(offer.netPrice * 100);
    const [born] = (await payables(team)).body.data.items;
    expect(born).toMatchObject({ supplier: 'sandbox', amount: netCents / 100, currency: 'BRL', locked_rate: '1', due_date: STAY.checkIn });
    clock.travelTo(`${STAY.checkIn}T12:00:00Z`);
    const quote = await world.api.get(`/api/v1/bookings/${id}/cancellation-quote`, { key: team.key });
    expect(quote.body.data.supplier_penalty).toBe(netCents / 100);
    const done = await world.api.post(`/api/v1/bookings/${id}/cancellation`, {
      key: team.key,
      body: { refund_amount: quote.body.data.refund_amount },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [penalty] = (await payables(team, '?status=all')).body.data.items;
    expect(penalty).toMatchObject({ id: born.id, status: 'open', amount: netCents / 100, currency: 'BRL', overdue: false });
    // A payable in reais is paid at 1: no exchange difference.
    expectError(await markPaid(team, born.id, { paid_at: STAY.checkIn, exchange_rate: '1.01' }), 400, 'VALIDATION_ERROR');
    const paid = await markPaid(team, born.id, { paid_at: STAY.checkIn, exchange_rate: '1' });
    expect(paid.body.data.payable).toMatchObject({ paid_amount_brl: netCents / 100, exchange_difference_brl: 0 });
    const ledger = (await bookingDetail(world.api, team, id)).ledger;
    // What the customer kept paid (the penalty and the agency's fee) less the penalty: the fee.
    expect(ledger.realised_margin_brl).toBe(quote.body.data.agency_fee);
  });

  it('cancelled inside the free period: the payable born with the confirmation is cancelled, nothing owed', async () => {
    const team = await world.api.team({ name: 'Free cancellation agency' });
    const { token } = await prebookRefundableStay(world.api, team);
    const customer = await newCustomer(world.api, team);
    const booked = await world.api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    const id = booked.body.data.booking.id;
    expect(await world.api.db.supplierPayable.count({ where: { bookingId: id, status: 'open' } })).toBe(1);
    const quote = await world.api.get(`/api/v1/bookings/${id}/cancellation-quote`, { key: team.key });
    expect(quote.body.data.supplier_penalty).toBe(0);
    await world.api.post(`/api/v1/bookings/${id}/cancellation`, { key: team.key, body: { refund_amount: quote.body.data.refund_amount } });
    expect((await payables(team, '?status=all')).body.data).toMatchObject({
      items: [expect.objectContaining({ booking_id: id, status: 'cancelled', amount: 0, supplier_credit: null })],
      totals: [{ currency: 'BRL', amount: 0, count: 1 }],
    });
    expect((await bookingDetail(world.api, team, id)).ledger.payable).toMatchObject({ status: 'cancelled', amount: 0 });
  });

  it("paid to Hotelbeds, then cancelled inside its charge window: the payable stays paid and records the EUR Hotelbeds owes back (paid less the penalty), in the list, the export and the booking's ledger", async () => {
    const team = await eurTeam();
    // A refundable rate: inside the window Hotelbeds charges the first night of three.
    const { booking, eurMinor, totalCents } = await bookEurStay(team, (offers) => offers.find((o) => !o.nonRefundable));
    const [born] = (await payables(team)).body.data.items;
    expect((await markPaid(team, born.id, { paid_at: '2030-03-05', exchange_rate: '6' })).status).toBe(200);
    clock.travelTo('2030-05-08T12:00:00Z');
    const quote = await world.api.get(`/api/v1/bookings/${booking.id}/cancellation-quote`, { key: team.key });
    const penaltyMinor = Math.round(quote.body.data.supplier_amount.amount * 100);
    expect(penaltyMinor).toBeGreaterThan(0);
    expect(penaltyMinor).toBeLessThan(eurMinor);
    const done = await world.api.post(`/api/v1/bookings/${booking.id}/cancellation`, {
      key: team.key,
      body: { refund_amount: quote.body.data.refund_amount },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const creditMinor = eurMinor - penaltyMinor;
    const [paid] = (await payables(team, '?status=paid')).body.data.items;
    expect(paid).toMatchObject({ id: born.id, status: 'paid', amount: eurMinor / 100, paid_rate: '6', supplier_credit: creditMinor / 100 });
    // The cost is the penalty: at the locked rate expected, at the rate paid realised (the credit comes back at it).
    const paidNetCents = expectedCents(eurMinor, '6') - expectedCents(creditMinor, '6');
    expect(paid.exchange_difference_brl).toBe((expectedCents(penaltyMinor, LOCKED) - paidNetCents) / 100);
    const ledger = (await bookingDetail(world.api, team, booking.id)).ledger;
    expect(ledger.payable).toMatchObject({ status: 'paid', amount: eurMinor / 100, supplier_credit: creditMinor / 100 });
    const keptCents = totalCents - Math.round(quote.body.data.refund_amount * 100);
    expect(ledger.realised_margin_brl).toBe((keptCents - paidNetCents) / 100);
    expect(ledger.margin_brl).toBe((keptCents - expectedCents(penaltyMinor, LOCKED)) / 100);
    const exported = await fetch(`${world.api.url}/api/v1/reports/payables?status=paid`, {
      headers: { authorization: `Bearer ${team.key}` },
    });
    const csv = parse<Record<string, string>>(Buffer.from(await exported.arrayBuffer()), { bom: true, columns: true });
    expect(csv.map((r) => r['Crédito do fornecedor'])).toEqual([(creditMinor / 100).toFixed(2)]);
  });
});

describe('GET /api/v1/finance/receivables', () => {
  it('open PIX charges, overdue first then by due day; paid ones apart; totals over the whole filter, not the page', async () => {
    const team = await world.api.team({ name: 'Receivables agency' });
    const customer = await newCustomer(world.api, team, 'Carla Dias');
    const bookPix = async () => {
      const { token } = await prebookRefundableStay(world.api, team);
      const res = await world.api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(token, customer.id) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as {
        booking: { id: string; booking_number: string; total_amount: number };
        payment: { id: string; expires_at: string };
      };
    };
    const first = await bookPix();
    clock.travelTo('2030-03-07T12:00:00Z');
    const second = await bookPix();
    const card = await bookCardStay(team, customer.id);
    const open = await receivables(team);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const items = open.body.data.items;
    expect(items.map((r: any) => r.booking_number)).toEqual([first.booking.booking_number, second.booking.booking_number]);
    expect(items[0]).toEqual({
      id: first.payment.id,
      booking_id: first.booking.id,
      booking_number: first.booking.booking_number,
      client_name: 'Carla Dias',
      method: 'pix',
      amount: first.booking.total_amount,
      currency: 'BRL',
      due_date: first.payment.expires_at.slice(0, 10),
      status: 'open',
      overdue: true,
      paid_at: null,
    });
    expect(items[1]).toMatchObject({ overdue: false, status: 'open' });
    const openCents = Math.round(first.booking.total_amount * 100) + Math.round(second.booking.total_amount * 100);
    expect(open.body.data.totals).toEqual([{ currency: 'BRL', amount: openCents / 100, count: 2 }]);
    const page2 = await receivables(team, '?limit=1&page=2');
    expect(page2.body.data.items.map((r: any) => r.id)).toEqual([second.payment.id]);
    expect(page2.body.data.totals).toEqual(open.body.data.totals);
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    const paid = await receivables(team, '?status=paid');
    expect(paid.body.data.items).toEqual([
      expect.objectContaining({ id: card.payment.id, status: 'paid', overdue: false, paid_at: expect.any(String) }),
    ]);
    const dueWindow = await receivables(team, `?status=all&due_from=${items[1].due_date}&due_to=${items[1].due_date}`);
    expect(dueWindow.body.data.items.map((r: any) => r.id)).toContain(second.payment.id);
    expect(dueWindow.body.data.items.map((r: any) => r.id)).not.toContain(first.payment.id);
    expect((await receivables(team, '?supplier=hotelbeds')).body.data.items).toEqual([]);
    expect((await receivables(team, '?currency=eur')).body.data.totals).toEqual([]);
  });

  it('bad filters: 400 VALIDATION_ERROR in the envelope', async () => {
    const team = await world.api.team({ name: 'Filters agency' });
    for (const [query, message] of [
      ['?status=late', 'Validation error: status: Invalid option: expected one of "open"|"paid"|"all"'],
      ['?due_from=2030-03-10&due_to=2030-03-01', 'Validation error: due_to: must not be before due_from'],
      ['?currency=euro', 'Validation error: currency: must be a 3-letter ISO currency code'],
      ['?limit=500', expect.stringMatching(/^Validation error: limit: /)],
    ] as const) {
      for (const list of [receivables, payables]) {
        const res = await list(team, query);
        expectError(res, 400, 'VALIDATION_ERROR');
        expect(res.body.error).toEqual(message);
      }
    }
  });
});

/** A sandbox hotel in reais paid by card at once: a paid receivable. */
async function bookCardStay(team: TestTeam, customerId: string) {
  const { token } = await prebookRefundableStay(world.api, team);
  const res = await world.api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(token, customerId, { method: 'credit_card', credit_card: CARD }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string }; payment: { id: string } };
}

describe('exports carry the same figures as the lists', () => {
  async function download(team: TestTeam, path: string) {
    const res = await fetch(world.api.url + path, { headers: { authorization: `Bearer ${team.key}` } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it('payables CSV and XLSX: one row per payable of the filter, amounts, rates, reais paid and exchange difference as listed', async () => {
    const team = await eurTeam();
    await bookEurStay(team);
    await bookEurStay(team);
    const [first] = (await payables(team)).body.data.items;
    await markPaid(team, first.id, { paid_at: '2030-03-05', exchange_rate: '5.5' });
    const listed = (await payables(team, '?status=all')).body.data.items as any[];
    const csv = parse<Record<string, string>>(await download(team, '/api/v1/reports/payables?status=all'), { bom: true, columns: true });
    expect(csv).toHaveLength(2);
    for (const item of listed) {
      const row = csv.find((r) => r.ID === item.id)!;
      expect(row).toMatchObject({
        Reserva: item.booking_number,
        Fornecedor: 'hotelbeds',
        Valor: item.amount.toFixed(2),
        Moeda: 'EUR',
        Vencimento: item.due_date,
        Status: item.status,
        'Câmbio travado': item.locked_rate,
        'Pago em': item.paid_at ?? '',
        'Câmbio pago': item.paid_rate ?? '',
        'Pago (R$)': item.paid_amount_brl === null ? '' : item.paid_amount_brl.toFixed(2),
        'Variação cambial (R$)': item.exchange_difference_brl === null ? '' : item.exchange_difference_brl.toFixed(2),
      });
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(team, '/api/v1/reports/payables?format=xlsx&status=paid')) as never);
    const sheet = workbook.getWorksheet('contas-a-pagar')!;
    expect(sheet.rowCount).toBe(2);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1).value;
    const paid = listed.find((i) => i.status === 'paid');
    expect(cell('ID')).toBe(paid.id);
    expect(cell('Pago (R$)')).toBe(paid.paid_amount_brl);
    expect(cell('Variação cambial (R$)')).toBe(paid.exchange_difference_brl);
  });

  it('receivables CSV: the rows and amounts of the list; 400 in the envelope for a bad filter', async () => {
    const team = await eurTeam();
    await bookEurStay(team);
    const listed = (await receivables(team, '?status=all')).body.data.items as any[];
    const csv = parse<Record<string, string>>(await download(team, '/api/v1/reports/receivables?status=all'), { bom: true, columns: true });
    expect(csv.map((r) => [r['ID do pagamento'], r.Valor, r.Status, r.Vencimento])).toEqual(
      listed.map((i) => [i.id, i.amount.toFixed(2), i.status, i.due_date]),
    );
    const bad = await world.api.get('/api/v1/reports/receivables?due_to=tomorrow', { key: team.key });
    expectError(bad, 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('documents the ledger additively: the lists, the payment (400 INVALID_STATUS_TRANSITION, 404), the terms and both exports', async () => {
    const doc = (await world.api.get('/api/v1/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/finance/receivables',
        '/api/v1/finance/payables',
        '/api/v1/finance/payables/{id}/payment',
        '/api/v1/finance/payment-terms',
        '/api/v1/reports/receivables',
        '/api/v1/reports/payables',
      ]),
    );
    const pay = doc.paths['/api/v1/finance/payables/{id}/payment'].post;
    expect(Object.keys(pay.responses['400'].content['application/json'].examples)).toEqual(
      expect.arrayContaining(['VALIDATION_ERROR', 'INVALID_STATUS_TRANSITION']),
    );
    expect(pay.responses['404']).toBeDefined();
    const query = doc.paths['/api/v1/finance/payables'].get.parameters.map((p: { name: string }) => p.name);
    expect(query).toEqual(expect.arrayContaining(['status', 'currency', 'supplier', 'due_from', 'due_to', 'page', 'limit']));
  });
});
