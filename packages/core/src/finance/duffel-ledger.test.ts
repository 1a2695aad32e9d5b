import { describe, expect, it } from 'vitest';
import { expectedCents } from '../exchange/test-fixtures';
import {
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookFlight,
  prebookBody,
  searchBody,
  TODAY,
  useFlightClock,
  type TestTeam,
} from '../flights/test-fixtures';
import { useForeignCurrencyWorld } from '../testing/foreign-currency-world';

// Duffel flights priced in USD (its stand-in's currency option), PTAX USD 5.3456 + 3% spread, as
// exchange/flight-in-reais.test.ts: Duffel debits the agency's balance when the order is made.
const calendar = useFlightClock();
const LOCKED = '5.3456';
const world = useForeignCurrencyWorld({ duffel: true, ptax: { USD: 5.3456 } });

const usdTeam = () => world.usdDuffelTeam();

/** A Duffel flight in USD, sold in reais and paid by card: the booking, the USD owed (cents) and the reais total. */
async function bookDuffel(team: TestTeam) {
  const search = await world.api.post('/api/v1/flights/search', { key: team.key, body: searchBody() });
  expect(search.status, JSON.stringify(search.body).slice(0, 300)).toBe(200);
  const offer = search.body.data.flightGroups.find((g: any) => g.supplier === 'duffel').offers[0];
  const prebook = await world.api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(search.body.data, offer) });
  expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
  const customer = await newCustomer(world.api, team);
  const booked = await world.api.post('/api/v1/flights/book', {
    key: team.key,
    body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return {
    booking: booked.body.data.booking as { id: string; booking_number: string },
    usdMinor: Math.round((offer.supplierPrice.total - offer.supplierPrice.commission) * 100),
    totalCents: Math.round(offer.price.total * 100),
  };
}

const payables = (team: TestTeam, query = '') => world.api.get(`/api/v1/finance/payables${query}`, { key: team.key });
const detail = async (team: TestTeam, id: string) => (await world.api.get(`/api/v1/bookings/${id}`, { key: team.key })).body.data;
const dashboardMargin = async (team: TestTeam) =>
  (await world.api.get(`/api/v1/dashboard?from=${TODAY}&to=${TODAY}`, { key: team.key })).body.data.margin_after_exchange;

describe('a Duffel sale in USD', () => {
  it('terms at_booking (the default): the payable is born paid on the sale day at the locked rate, no exchange difference; paying again is refused', async () => {
    const team = await usdTeam();
    const { booking, usdMinor, totalCents } = await bookDuffel(team);
    const lockedCost = expectedCents(usdMinor, LOCKED);
    expect((await payables(team)).body.data.items).toEqual([]);
    const paid = await payables(team, '?status=paid&currency=usd&supplier=duffel');
    expect(paid.body.data.items).toEqual([
      {
        id: expect.any(String),
        booking_id: booking.id,
        booking_number: booking.booking_number,
        supplier: 'duffel',
        amount: usdMinor / 100,
        currency: 'USD',
        due_date: TODAY,
        status: 'paid',
        overdue: false,
        locked_rate: LOCKED,
        paid_at: TODAY,
        paid_rate: LOCKED,
        paid_amount_brl: lockedCost / 100,
        exchange_difference_brl: 0,
        supplier_credit: null,
        supplier_credit_received_at: null,
        supplier_credit_received_rate: null,
        supplier_credit_received_brl: null,
      },
    ]);
    const again = await world.api.post(`/api/v1/finance/payables/${paid.body.data.items[0].id}/payment`, {
      key: team.key,
      body: { paid_at: TODAY, exchange_rate: '5.1' },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_STATUS_TRANSITION');
    expect((await detail(team, booking.id)).ledger).toMatchObject({
      margin_brl: (totalCents - lockedCost) / 100,
      realised_margin_brl: (totalCents - lockedCost) / 100,
      exchange_difference_brl: 0,
    });
  });

  it('terms monthly on the 10th: open until paid; paid at a lower rate, an exchange gain; the dashboard margin after exchange follows', async () => {
    const team = await usdTeam();
    await panelCaller(world.api, team.id, 'owner').finance.updatePaymentTerms({
      supplier: 'duffel',
      kind: 'monthly_invoice',
      day_of_month: 10,
    });
    const { booking, usdMinor, totalCents } = await bookDuffel(team);
    const lockedCost = expectedCents(usdMinor, LOCKED);
    const [payable] = (await payables(team)).body.data.items;
    expect(payable).toMatchObject({ status: 'open', due_date: '2030-04-10', amount: usdMinor / 100, currency: 'USD' });
    expect(await dashboardMargin(team)).toBe((totalCents - lockedCost) / 100);

    const res = await world.api.post(`/api/v1/finance/payables/${payable.id}/payment`, {
      key: team.key,
      body: { paid_at: TODAY, exchange_rate: '5.2' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const paidCents = expectedCents(usdMinor, '5.2');
    expect(res.body.data.payable.exchange_difference_brl).toBe((lockedCost - paidCents) / 100);
    expect(lockedCost - paidCents).toBeGreaterThan(0);
    expect((await detail(team, booking.id)).ledger).toEqual({
      receivable: { amount: totalCents / 100, currency: 'BRL', status: 'paid' },
      payable: {
        amount: usdMinor / 100,
        currency: 'USD',
        due_date: '2030-04-10',
        status: 'paid',
        locked_rate: LOCKED,
        paid_rate: '5.2',
        paid_amount_brl: paidCents / 100,
        supplier_credit: null,
        supplier_credit_received_at: null,
        supplier_credit_received_rate: null,
        supplier_credit_received_brl: null,
      },
      margin_brl: (totalCents - lockedCost) / 100,
      realised_margin_brl: (totalCents - paidCents) / 100,
      exchange_difference_brl: (lockedCost - paidCents) / 100,
    });
    // A dashboard answer is kept 10 s (dashboard/cache.ts): the payment shows once it has aged out.
    calendar.travelTo(new Date(calendar.now().getTime() + 11_000));
    expect(await dashboardMargin(team)).toBe((totalCents - paidCents) / 100);
  });

  it('born paid from the balance, then cancelled with no penalty recorded: the payable stays paid and Duffel owes the whole USD back', async () => {
    const team = await usdTeam();
    const { booking, usdMinor, totalCents } = await bookDuffel(team);
    expect((await world.api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const [paid] = (await payables(team, '?status=paid')).body.data.items;
    expect(paid).toMatchObject({ status: 'paid', amount: usdMinor / 100, supplier_credit: usdMinor / 100, exchange_difference_brl: 0 });
    const ledger = (await detail(team, booking.id)).ledger;
    expect(ledger.payable).toMatchObject({ status: 'paid', supplier_credit: usdMinor / 100 });
    // Nothing refunded to the customer yet, nothing kept by Duffel: the margin is the customer's reais.
    expect(ledger).toMatchObject({ margin_brl: totalCents / 100, realised_margin_brl: totalCents / 100, exchange_difference_brl: 0 });
  });

  it("the credit comes back at another rate: recorded once with the reais it brought, the margins count those reais and the credit's exchange difference", async () => {
    const team = await usdTeam();
    const other = await usdTeam();
    const { booking, usdMinor, totalCents } = await bookDuffel(team);
    const receipt = (id: string, body: object, key = team.key) =>
      world.api.post(`/api/v1/finance/payables/${id}/credit-receipt`, { key, body });
    // Born paid, not cancelled: nothing is owed back yet.
    const [payable] = (await payables(team, '?status=paid')).body.data.items as { id: string }[];
    const none = await receipt(payable!.id, { received_at: TODAY, exchange_rate: '5.5' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', error: expect.stringContaining('no supplier credit') });
    expect((await world.api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const credited = payable!;

    // Refused before anything is written: not this team's, a read-only key, a day ahead, before the payment, not a rate.
    expect((await receipt(credited.id, { received_at: TODAY, exchange_rate: '5.5' }, other.key)).status).toBe(404);
    expect((await receipt(credited.id, { received_at: TODAY, exchange_rate: '5.5' }, team.readOnlyKey)).status).toBe(403);
    const ahead = await receipt(credited.id, { received_at: '2030-03-06', exchange_rate: '5.5' });
    expect(ahead.status).toBe(400);
    expect(ahead.body).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Validation error: received_at: must not be in the future' });
    const before = await receipt(credited.id, { received_at: '2030-03-04', exchange_rate: '5.5' });
    expect(before.status).toBe(400);
    expect(before.body.error).toBe(`Validation error: received_at: must not be before the payment to the supplier (${TODAY})`);
    expect((await receipt(credited.id, { received_at: TODAY, exchange_rate: 'abc' })).status).toBe(400);
    expect((await detail(team, booking.id)).ledger.payable.supplier_credit_received_at).toBeNull();

    // Duffel paid at the locked rate, the USD came back at 5.5: more reais than went out, an exchange gain.
    const res = await receipt(credited.id, { received_at: TODAY, exchange_rate: '5.50' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lockedCost = expectedCents(usdMinor, LOCKED);
    const backCents = expectedCents(usdMinor, '5.5');
    expect(backCents).toBeGreaterThan(lockedCost);
    expect(res.body.data.payable).toMatchObject({
      status: 'paid',
      supplier_credit: usdMinor / 100,
      supplier_credit_received_at: TODAY,
      supplier_credit_received_rate: '5.5',
      supplier_credit_received_brl: backCents / 100,
      exchange_difference_brl: (backCents - lockedCost) / 100,
    });
    expect((await detail(team, booking.id)).ledger).toMatchObject({
      payable: { supplier_credit_received_at: TODAY, supplier_credit_received_rate: '5.5', supplier_credit_received_brl: backCents / 100 },
      margin_brl: totalCents / 100,
      realised_margin_brl: (totalCents - lockedCost + backCents) / 100,
      exchange_difference_brl: (backCents - lockedCost) / 100,
    });
    const again = await receipt(credited.id, { received_at: TODAY, exchange_rate: '5.6' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', error: "This payable's supplier credit was already received" });
    const audit = await world.api.db.auditEvent.findMany({ where: { teamId: team.id, action: 'payable.credit_received' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      booking_number: booking.booking_number,
      credit_minor: usdMinor,
      credit_received_cents: backCents,
    });
    // The export says the same as the list.
    const csv = await world.api.get<string>('/api/v1/reports/payables?status=paid', { key: team.key });
    expect(csv.status).toBe(200);
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header).toContain('Crédito recebido em,Câmbio do crédito,Crédito recebido (R$)');
    expect(lines.find((line) => line.includes(booking.booking_number))).toMatch(new RegExp(`,${TODAY},5\\.5,${backCents / 100}`));
  });
});

describe('an offline flight in reais', () => {
  it('paid by PIX: no payable while the PIX is open; once it clears, one in BRL (total less DU) due on the 10th of next month; PATCH to cancelled cancels it', async () => {
    const team = await world.api.team({ name: 'Offline ledger agency' });
    const customer = await newCustomer(world.api, team);
    const flight = await prebookFlight(world.api, team, { provider: 'offline_supplier' });
    const booked = await world.api.post('/api/v1/flights/book', {
      key: team.key,
      body: bookBody(flight.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { booking, payment } = booked.body.data;
    expect((await payables(team, '?status=all')).body.data.items).toEqual([]);
    await paySandbox(world.api, team, payment.id);
    const row = await world.api.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const [born] = (await payables(team)).body.data.items;
    expect(born).toMatchObject({
      booking_id: booking.id,
      supplier: 'offline_supplier',
      amount: (row.totalCents - row.duCents) / 100,
      currency: 'BRL',
      locked_rate: '1',
      due_date: '2030-04-10',
      status: 'open',
    });
    const patched = await world.api.patch(`/api/v1/bookings/${booking.id}`, { key: team.key, body: { status: 'cancelled' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await payables(team, '?status=all')).body.data.items).toEqual([
      expect.objectContaining({ id: born.id, status: 'cancelled', amount: 0 }),
    ]);
  });
});
