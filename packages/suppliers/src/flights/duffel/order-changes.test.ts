import { describe, expect, it } from 'vitest';
import { createDuffelAccount } from './airline-initiated-changes';
import { allOffers, bookRequest, call, failure, passenger, query, useDuffelStandIn } from './test-support';

// Duffel's order change flow, adapter against stand-in (sources cited in order-changes.ts and stand-in/order-changes.ts).
const ctx = useDuffelStandIn();
const account = () => createDuffelAccount({ credentials: { accessToken: 'duffel_test_stand_in', baseUrl: ctx.standIn.url }, now: ctx.now });

/** A booked order moved by its airline: answers the order id and the change's affected slices. */
async function changedOrder() {
  const offer = allOffers((await ctx.supplier().search(query(), call)).flightGroups)[0]!;
  const orderId = (await ctx.supplier().book(bookRequest(offer, [passenger('adult')], 'occ-1'), call)).supplierOrderId!;
  const { change } = await ctx.standIn.detectAirlineChange(orderId);
  const read = await account().airlineChange(orderId, String(change.id), call);
  return { orderId, slices: read.addedSlices };
}

describe('order change requests and offers', () => {
  it('asks the airline for the affected slices on a new date: offers with their cost, penalty, new total and flights', async () => {
    const { orderId, slices } = await changedOrder();
    expect(slices).toEqual([{ sliceId: expect.stringMatching(/^sli_/), origin: 'GRU', destination: 'LIS', departureDate: '2026-03-10' }]);
    const { requestId, offers } = await account().requestOrderChange(
      orderId,
      [{ sliceId: slices[0]!.sliceId!, origin: 'GRU', destination: 'LIS', departureDate: '2026-03-12', cabinClass: 'economy' }],
      call,
    );
    expect(requestId).toMatch(/^ocr_/);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toMatchObject({
      id: expect.stringMatching(/^oco_/),
      changeTotal: { minor: expect.any(Number), currency: 'BRL' },
      penalty: { currency: 'BRL' },
      newTotal: { currency: 'BRL' },
    });
    expect(offers[0]!.added[0]!.segments[0]!.departure.dateTime.slice(0, 10)).toBe('2026-03-12');
    const body = ctx.standIn.requests.find((r) => r.path === '/air/order_change_requests')!.body as any;
    expect(body.data).toEqual({
      order_id: orderId,
      slices: {
        remove: [{ slice_id: slices[0]!.sliceId }],
        add: [{ origin: 'GRU', destination: 'LIS', departure_date: '2026-03-12', cabin_class: 'economy' }],
      },
    });
  });

  it('a date in the past is Duffel’s 422 validation error, an invalid request', async () => {
    const { orderId, slices } = await changedOrder();
    const error = await failure(
      account().requestOrderChange(
        orderId,
        [{ sliceId: slices[0]!.sliceId!, origin: 'GRU', destination: 'LIS', departureDate: '2026-01-01', cabinClass: 'economy' }],
        call,
      ),
    );
    expect(error).toMatchObject({ kind: 'invalid_request', details: { status: 422, supplierCode: 'invalid_field' } });
  });
});

describe('order changes', () => {
  it('the chosen offer is created, confirmed paying its cost from the balance, and the order flies the new slice; a second confirm is refused', async () => {
    const { orderId, slices } = await changedOrder();
    const change = [
      { sliceId: slices[0]!.sliceId!, origin: 'GRU', destination: 'LIS', departureDate: '2026-03-12', cabinClass: 'economy' },
    ];
    const { offers } = await account().requestOrderChange(orderId, change, call);
    const confirmed = await account().changeOrder(orderId, offers[0]!.id, call);
    expect(confirmed).toMatchObject({ orderId, confirmedAt: expect.any(String), changeTotal: offers[0]!.changeTotal });
    const confirm = ctx.standIn.requests.find((r) => r.path.endsWith('/actions/confirm') && r.path.startsWith('/air/order_changes/'))!;
    if (offers[0]!.changeTotal.minor > 0)
      expect((confirm.body as any).data.payment).toEqual({
        type: 'balance',
        amount: (offers[0]!.changeTotal.minor / 100).toFixed(2),
        currency: 'BRL',
      });
    const order = ctx.standIn.orders.find((o) => o.order.id === orderId)!.order as any;
    expect(order.slices[0].segments[0].departing_at.slice(0, 10)).toBe('2026-03-12');

    const again = await failure(
      fetch(`${ctx.standIn.url}/air/order_changes/${ctx.standIn.orderChanges[0]!.id as string}/actions/confirm`, {
        method: 'POST',
        headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2', 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      }).then(async (res) => {
        throw Object.assign(new Error('answered'), { status: res.status, body: await res.json() });
      }),
    );
    expect(again).toMatchObject({ status: 422, body: { errors: [{ code: 'order_change_already_confirmed' }] } });
  });

  it('an offer past its expiry is offer_expired; an offer of another order is never confirmed', async () => {
    const { orderId, slices } = await changedOrder();
    const change = [
      { sliceId: slices[0]!.sliceId!, origin: 'GRU', destination: 'LIS', departureDate: '2026-03-12', cabinClass: 'economy' },
    ];
    const { offers } = await account().requestOrderChange(orderId, change, call);
    expect(await failure(account().changeOrder('ord_other', offers[0]!.id, call))).toMatchObject({ kind: 'not_found' });
    expect(ctx.standIn.orderChanges.every((c) => !c.confirmed_at)).toBe(true);
    ctx.clock.now += 31 * 60_000;
    expect(await failure(account().changeOrder(orderId, offers[1]!.id, call))).toMatchObject({ kind: 'offer_expired' });
  });

  it('no alternative from the airline: an empty list', async () => {
    const { orderId, slices } = await changedOrder();
    ctx.standIn.failNext('no_change_offers', { method: 'POST', path: '/air/order_change_requests' });
    const { offers } = await account().requestOrderChange(
      orderId,
      [{ sliceId: slices[0]!.sliceId!, origin: 'GRU', destination: 'LIS', departureDate: '2026-03-12', cabinClass: 'economy' }],
      call,
    );
    expect(offers).toEqual([]);
  });
});
