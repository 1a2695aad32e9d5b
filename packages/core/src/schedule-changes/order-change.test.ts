import type { DuffelStandIn } from '@tas/suppliers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import { apiErrorOf, bookingDetail, panelCaller, useFlightClock, type TestTeam } from '../flights/test-fixtures';
import { changeAmount } from './change-amounts';
import { bookDuffelFlight, useDuffelAgencies } from './test-duffel-agencies';

// Issue #23 point 3: "Solicitar alteração" through Duffel's order change flow. The agent asks for the airline's
// alternatives on a new date, picks one, and the booking flies it; Duffel's failures change nothing.
useFlightClock();
const world = useDuffelAgencies({
  team: 'Duffel order change agency',
  other: 'Another order change agency',
  customer: 'Rita Moura',
  endpointUrl: 'https://hooks.example.com/rebooked',
});
let api: RestServer;
let duffel: DuffelStandIn;
let team: TestTeam;
let other: TestTeam;
beforeAll(() => void ({ api, duffel, team, other } = world));

/** A Duffel flight booked over REST, then moved by its airline: answers the booking and its pending change. */
async function changedBooking(departureDate: string) {
  const booking = await bookDuffelFlight(world, departureDate);
  const orderId = ((await bookingDetail(api, team, booking.id)).metadata.supplier as { order_id: string }).order_id;
  const { deliveries } = await duffel.detectAirlineChange(orderId);
  expect(deliveries.map((d) => d.status)).toEqual([200]);
  const change = (await agent().scheduleChanges.list({})).schedule_changes.find((c) => c.booking.id === booking.id)!;
  return { booking, orderId, change };
}

const agent = () => panelCaller(api, team.id, 'agent');
/** Everything a change writes: the row, the booking's flights, its history, mails and events. */
async function written(bookingId: string, changeId: string) {
  const detail = await bookingDetail(api, team, bookingId);
  return {
    change: await api.db.scheduleChange.findUniqueOrThrow({
      where: { id: changeId },
      select: { status: true, added: true, outcome: true },
    }),
    flight: detail.metadata.flight,
    orderChanges: detail.metadata.order_changes ?? null,
    history: detail.status_history.length,
    mails: await api.db.mailMessage.count({ where: { teamId: team.id, dedupeKey: `schedule-rebooked:${changeId}` } }),
    events: await api.db.webhookDelivery.count({
      where: { eventType: 'booking.schedule_changed', payload: { path: ['data', 'id'], equals: bookingId } },
    }),
  };
}
const confirms = () => duffel.orderChanges.filter((c) => c.confirmed_at).length;

describe('scheduleChanges.changeOffers (the airline’s alternatives)', () => {
  it('lists the alternatives for the changed flight on the new date, with the change cost, penalty and new total in BRL; the change stays pending', async () => {
    const { change, orderId } = await changedBooking('2030-07-02');
    const answer = await agent().scheduleChanges.changeOffers({ id: change.id, departure_date: '2030-07-05' });
    expect(answer.schedule_change_id).toBe(change.id);
    expect(answer.offers.length).toBeGreaterThan(0);
    const offer = answer.offers[0]!;
    expect(offer.change_total).toEqual({ amount: expect.any(Number), currency: 'BRL', amount_brl: offer.change_total.amount });
    expect(offer.penalty).toMatchObject({ currency: 'BRL' });
    expect(offer.new_total).toMatchObject({ currency: 'BRL' });
    expect(offer.flights[0]).toMatchObject({ origin: 'GRU', destination: 'LIS', departingAt: expect.stringMatching(/^2030-07-05T/) });
    const request = duffel.orderChangeRequests.at(-1)!;
    expect(request).toMatchObject({
      order_id: orderId,
      slices: { add: [{ origin: 'GRU', destination: 'LIS', departure_date: '2030-07-05' }] },
    });
    expect((await agent().scheduleChanges.list({})).schedule_changes.find((c) => c.id === change.id)?.status).toBe('pending');
  });

  it('no alternative from the airline answers an empty list', async () => {
    const { change } = await changedBooking('2030-07-03');
    duffel.failNext('no_change_offers', { method: 'POST', path: '/air/order_change_requests' });
    expect((await agent().scheduleChanges.changeOffers({ id: change.id, departure_date: '2030-07-06' })).offers).toEqual([]);
  });

  it('a date Duffel refuses (422 validation error) is 400 VALIDATION_ERROR naming departure_date', async () => {
    const { change } = await changedBooking('2030-07-04');
    const error = await apiErrorOf(agent().scheduleChanges.changeOffers({ id: change.id, departure_date: '2020-01-01' }));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^Validation error: departure_date: /),
    });
  });
});

describe('scheduleChanges.confirmChange (the agent picks one)', () => {
  it('confirmed at Duffel (paid from the balance), the AIC marked changed, the booking flies the new flight once; a second confirm is refused', async () => {
    const { booking, change } = await changedBooking('2030-07-08');
    const before = await written(booking.id, change.id);
    const ledgerBefore = (await bookingDetail(api, team, booking.id)).ledger;
    const { offers } = await agent().scheduleChanges.changeOffers({ id: change.id, departure_date: '2030-07-10' });
    const picked = offers[0]!;
    const confirmsBefore = confirms();
    const done = await agent().scheduleChanges.confirmChange({ id: change.id, offer_id: picked.id });
    expect(done).toMatchObject({ status: 'changed', added: picked.flights, decided_by: expect.any(String) });
    expect(done.outcome).toMatchObject({ action_taken: 'changed', change_total: picked.change_total, charged_to_customer: false });
    expect(confirms() - confirmsBefore).toBe(1);
    // The cost is paid from the agency's Duffel balance, exactly as the offer said.
    expect(picked.change_total.amount).toBeGreaterThan(0);
    const confirm = duffel.requests.findLast((r) => r.method === 'POST' && r.path.endsWith('/actions/confirm'))!;
    expect((confirm.body as any).data.payment).toEqual({ type: 'balance', amount: picked.change_total.amount.toFixed(2), currency: 'BRL' });
    expect(duffel.airlineChanges.find((c) => c.id === change.supplier_change_id)).toMatchObject({ action_taken: 'changed' });

    const after = await written(booking.id, change.id);
    const segment = after.flight.itineraries[0].segments[0];
    expect(segment.departure.dateTime).toBe(picked.flights[0]!.departingAt);
    expect(segment.flightNumber).toBe(picked.flights[0]!.flight);
    expect(after.flight.departure_date).toBe('2030-07-10');
    expect(after.orderChanges).toEqual([expect.objectContaining({ schedule_change_id: change.id, change_total: picked.change_total })]);
    expect(after).toMatchObject({ history: before.history + 1, mails: 1, events: before.events + 1 });
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status_history.at(-1)).toMatchObject({
      note: expect.stringMatching(/^Flight changed through Duffel after the airline schedule change: /),
    });
    expect(detail.start_date).toBe('2030-07-10');
    // Debited from the balance: the sale owes Duffel the change too, already paid; the customer was charged nothing.
    const cost = picked.change_total.amount;
    const cents = (amount: number) => Math.round(amount * 100);
    expect(ledgerBefore.payable).toMatchObject({ status: 'paid', currency: 'BRL' });
    expect(detail.ledger).toMatchObject({
      receivable: ledgerBefore.receivable,
      payable: {
        status: 'paid',
        amount: (cents(ledgerBefore.payable.amount) + cents(cost)) / 100,
        paid_amount_brl: (cents(ledgerBefore.payable.paid_amount_brl) + cents(cost)) / 100,
      },
      margin_brl: (cents(ledgerBefore.margin_brl) - cents(cost)) / 100,
      realised_margin_brl: (cents(ledgerBefore.realised_margin_brl) - cents(cost)) / 100,
      exchange_difference_brl: 0,
    });
    const event = await api.db.webhookDelivery.findFirstOrThrow({
      where: { eventType: 'booking.schedule_changed', payload: { path: ['data', 'schedule_change', 'status'], equals: 'changed' } },
    });
    expect((event.payload as any).data.schedule_change.added).toEqual(picked.flights);

    const again = await apiErrorOf(agent().scheduleChanges.confirmChange({ id: change.id, offer_id: picked.id }));
    expect(again).toMatchObject({ status: 400, code: 'INVALID_STATUS_TRANSITION' });
    expect(confirms() - confirmsBefore).toBe(1);
    expect((await written(booking.id, change.id)).orderChanges).toHaveLength(1);
    expect((await bookingDetail(api, team, booking.id)).ledger.payable.amount).toBe(detail.ledger.payable.amount);
  });

  it('Duffel failing (offer expired, Duffel down) leaves the change pending and the booking, history, mails and events as they were', async () => {
    const { booking, change } = await changedBooking('2030-07-12');
    const { offers } = await agent().scheduleChanges.changeOffers({ id: change.id, departure_date: '2030-07-14' });
    const before = await written(booking.id, change.id);

    duffel.failNext('offer_expired', { method: 'POST', path: '/air/order_changes' });
    const expired = await apiErrorOf(agent().scheduleChanges.confirmChange({ id: change.id, offer_id: offers[0]!.id }));
    expect(expired).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Order change offer expired or no longer available: ask for alternatives again',
    });

    duffel.failNext('server_error', { method: 'POST', path: '/air/order_changes/' });
    const down = await apiErrorOf(agent().scheduleChanges.confirmChange({ id: change.id, offer_id: offers[0]!.id }));
    expect(down).toMatchObject({ status: 502, code: 'SUPPLIER_ERROR' });

    const unknown = await apiErrorOf(agent().scheduleChanges.confirmChange({ id: change.id, offer_id: 'oco_not_an_offer' }));
    expect(unknown).toMatchObject({ status: 409, code: 'CONFLICT' });

    expect(await written(booking.id, change.id)).toEqual(before);
    expect(before.change.status).toBe('pending');
  });

  it('on monthly terms the payable is still open: the change cost is owed with the rest on its due day, nothing is marked paid', async () => {
    const owner = panelCaller(api, team.id, 'owner');
    await owner.finance.updatePaymentTerms({ supplier: 'duffel', kind: 'monthly_invoice', day_of_month: 10 });
    try {
      const { booking, change } = await changedBooking('2030-07-16');
      const before = (await bookingDetail(api, team, booking.id)).ledger;
      expect(before.payable).toMatchObject({ status: 'open', paid_amount_brl: null });
      const { offers } = await agent().scheduleChanges.changeOffers({ id: change.id, departure_date: '2030-07-18' });
      await agent().scheduleChanges.confirmChange({ id: change.id, offer_id: offers[0]!.id });
      const cost = Math.round(offers[0]!.change_total.amount * 100);
      const after = (await bookingDetail(api, team, booking.id)).ledger;
      expect(after.payable).toMatchObject({
        status: 'open',
        due_date: before.payable.due_date,
        amount: (Math.round(before.payable.amount * 100) + cost) / 100,
        paid_amount_brl: null,
      });
      expect(after.margin_brl).toBe((Math.round(before.margin_brl * 100) - cost) / 100);
    } finally {
      await owner.finance.updatePaymentTerms({ supplier: 'duffel', kind: 'at_booking' });
    }
  });

  it("another agency's change reads as 404, for alternatives and for confirming", async () => {
    const { change } = await changedBooking('2030-07-16');
    const stranger = panelCaller(api, other.id, 'agent');
    expect(await apiErrorOf(stranger.scheduleChanges.changeOffers({ id: change.id, departure_date: '2030-07-18' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await apiErrorOf(stranger.scheduleChanges.confirmChange({ id: change.id, offer_id: 'oco_x' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});

describe('the change cost in reais', () => {
  it('reais as is; the currency bought abroad at the booking’s locked rate; another currency has no reais figure', () => {
    const usd = { supplierCurrency: 'USD', exchangeRate: '5.4321' };
    expect(changeAmount({ minor: 12_345, currency: 'BRL' }, usd)).toEqual({ amount: 123.45, currency: 'BRL', amount_brl: 123.45 });
    expect(changeAmount({ minor: 10_000, currency: 'USD' }, usd)).toEqual({ amount: 100, currency: 'USD', amount_brl: 543.21 });
    expect(changeAmount({ minor: -10_000, currency: 'USD' }, usd)).toEqual({ amount: -100, currency: 'USD', amount_brl: -543.21 });
    expect(changeAmount({ minor: 10_000, currency: 'EUR' }, usd)).toEqual({ amount: 100, currency: 'EUR', amount_brl: null });
  });
});
