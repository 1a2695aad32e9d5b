import { describe, expect, it } from 'vitest';
import { allOffers, bookRequest, call, failure, passenger, query, useDuffelStandIn } from './test-support';

const headers = { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2' };

describe('Duffel adapter and stand-in: the answers Duffel documents (docs/suppliers/duffel-behaviour.md)', () => {
  const ctx = useDuffelStandIn();

  async function offer() {
    return allOffers((await ctx.supplier().search(query(), call)).flightGroups)[0]!;
  }

  it('order lists are paged by cursor: 50 by default, at most 200, meta.after null on the last page', async () => {
    ctx.standIn.seedOtherOrders(120);
    const page = async (search: string) => {
      const res = await fetch(`${ctx.standIn.url}/air/orders${search}`, { headers });
      return { status: res.status, body: (await res.json()) as { data: unknown[]; meta: { after: string | null; limit: number } } };
    };
    const first = await page('');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.meta).toMatchObject({ limit: 50, after: expect.any(String) });
    const second = await page(`?limit=100&after=${first.body.meta.after}`);
    expect(second.body.data).toHaveLength(70);
    expect(second.body.meta.after).toBeNull();
    expect((await page('?limit=201')).status).toBe(422);
  });

  it('a 202 Accepted order is no confirmation: no locator; findBooking finds nothing until it is made, then the order', async () => {
    const chosen = await offer();
    const request = bookRequest(chosen, [passenger('adult')], 'booking-202');
    ctx.standIn.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
    await expect(ctx.supplier().book(request, call)).resolves.toEqual({ externalLocator: null, awaitingConfirmation: true });
    await expect(ctx.supplier().findBooking('booking-202', call)).resolves.toBeNull();

    ctx.standIn.settlePending('created');
    const order = ctx.standIn.orders[0]!.order;
    await expect(ctx.supplier().findBooking('booking-202', call)).resolves.toEqual({
      externalLocator: order.booking_reference,
      supplierOrderId: order.id,
    });
    expect(ctx.standIn.requests.filter((r) => r.method === 'POST' && r.path === '/air/orders')).toHaveLength(1);
  });

  it('an order sent again while Duffel still settles the first is 422 order_creation_already_attempted', async () => {
    const chosen = await offer();
    ctx.standIn.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
    await ctx.supplier().book(bookRequest(chosen, [passenger('adult')], 'booking-twice'), call);
    const res = await fetch(`${ctx.standIn.url}/air/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'instant', selected_offers: [chosen.id], passengers: [], payments: [] } }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: [{ type: 'invalid_state_error', code: 'order_creation_already_attempted' }] });
  });

  it('422 payment_amount_does_not_match_order_amount becomes FlightPriceChangedError with the new price', async () => {
    const chosen = await offer();
    ctx.standIn.failNext('payment_amount_mismatch', { method: 'POST', path: '/air/orders' });
    const error = await failure(ctx.supplier().book(bookRequest(chosen, [passenger('adult')]), call));
    expect(error).toMatchObject({
      name: 'FlightPriceChangedError',
      kind: 'price_changed',
      previousTotal: chosen.price.total,
      details: { status: 422, supplierCode: 'payment_amount_does_not_match_order_amount' },
    });
    expect(error.total as number).toBeGreaterThan(chosen.price.total);
    expect(ctx.standIn.orders).toHaveLength(0);
  });

  it("422 insufficient_balance says the agency's Duffel balance cannot pay", async () => {
    const chosen = await offer();
    ctx.standIn.failNext('insufficient_balance', { method: 'POST', path: '/air/orders' });
    const error = await failure(ctx.supplier().book(bookRequest(chosen, [passenger('adult')]), call));
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 422, supplierCode: 'insufficient_balance' } });
    expect(error.message).toContain('Duffel balance cannot pay');
  });

  it('an order cancelled meanwhile (422 already_cancelled) is cancelled: what the caller wanted', async () => {
    const { externalLocator } = await ctx.supplier().book(bookRequest(await offer(), [passenger('adult')]), call);
    ctx.standIn.failNext('cancelled_meanwhile', { method: 'POST', path: '/air/order_cancellations' });
    await expect(ctx.supplier().cancel(externalLocator!, call)).resolves.toEqual({ externalLocator, status: 'cancelled' });
    // A second quote on a cancelled order: Duffel's code, as its test mode answers it.
    const again = await fetch(`${ctx.standIn.url}/air/order_cancellations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { order_id: ctx.standIn.orders[0]!.order.id } }),
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ errors: [{ type: 'invalid_state_error', code: 'already_cancelled' }] });
  });
});
