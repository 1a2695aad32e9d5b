import { describe, expect, it } from 'vitest';
import { bookRequest, call, passenger, query, useDuffelStandIn } from './test-support';

describe('Duffel adapter: cancel (POST /air/order_cancellations, then confirm) against the stand-in', () => {
  const ctx = useDuffelStandIn();

  async function booked(reference = 'BKG-1') {
    const { flightGroups } = await ctx.supplier().search(query({ returnDate: '2026-03-20' }), call);
    const offer = flightGroups[0]!.offers.at(-1)!;
    return ctx.supplier().book(bookRequest(offer, [passenger('adult')], reference), call);
  }

  it('finds the order by the locator book returned, quotes the cancellation and confirms it', async () => {
    const { externalLocator } = await booked();
    ctx.standIn.requests.length = 0;
    await expect(ctx.supplier().cancel(externalLocator!, call)).resolves.toEqual({ externalLocator, status: 'cancelled' });

    const order = ctx.standIn.orders[0]!.order;
    expect(ctx.standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /air/orders?booking_reference=${externalLocator}&limit=200`,
      'POST /air/order_cancellations',
      `POST /air/order_cancellations/${String(ctx.standIn.cancellations[0]!.id)}/actions/confirm`,
    ]);
    expect(ctx.standIn.requests[1]!.body).toEqual({ data: { order_id: order.id } });
    expect(ctx.standIn.cancellations).toEqual([
      expect.objectContaining({ order_id: order.id, confirmed_at: expect.any(String), refund_to: 'balance', refund_currency: 'BRL' }),
    ]);
    expect(order.cancelled_at).toEqual(expect.any(String));
  });

  it('is safe to repeat: an order already cancelled is not cancelled again', async () => {
    const { externalLocator, supplierOrderId } = await booked();
    await ctx.supplier().cancel(externalLocator!, call);
    await expect(ctx.supplier().cancel(externalLocator!, call)).resolves.toEqual({ externalLocator, status: 'cancelled' });
    await expect(ctx.supplier().cancel(supplierOrderId!, call)).resolves.toEqual({ externalLocator: supplierOrderId, status: 'cancelled' });
    expect(ctx.standIn.cancellations).toHaveLength(1);
  });

  it('cancels by the Duffel order id too', async () => {
    const { supplierOrderId } = await booked();
    await ctx.supplier().cancel(supplierOrderId!, call);
    expect(ctx.standIn.requests.some((r) => r.path === `/air/orders/${supplierOrderId}`)).toBe(true);
    expect(ctx.standIn.orders[0]!.order.cancelled_at).toEqual(expect.any(String));
  });

  it('a cancellation someone else confirmed meanwhile still ends cancelled', async () => {
    const { externalLocator } = await booked();
    ctx.standIn.failNext('hang', { method: 'POST', path: '/air/order_cancellations/' });
    await expect(ctx.supplier().cancel(externalLocator!, { signal: AbortSignal.timeout(300) })).rejects.toMatchObject({ kind: 'timeout' });
    // Confirmed by hand in Duffel's dashboard: the quote is taken, the order is cancelled.
    const quote = ctx.standIn.cancellations[0]!;
    const confirm = await fetch(`${ctx.standIn.url}/air/order_cancellations/${String(quote.id)}/actions/confirm`, {
      method: 'POST',
      headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2' },
    });
    expect(confirm.status).toBe(200);
    await expect(ctx.supplier().cancel(externalLocator!, call)).resolves.toMatchObject({ status: 'cancelled' });
    expect(ctx.standIn.cancellations).toHaveLength(1);
  });

  it('an unknown locator or order id is kind not_found', async () => {
    await expect(ctx.supplier().cancel('ZZZZZZ', call)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(ctx.supplier().cancel('ord_0000nothing', call)).rejects.toMatchObject({
      kind: 'not_found',
      details: { status: 404, supplierCode: 'not_found' },
    });
    expect(ctx.standIn.cancellations).toHaveLength(0);
  });
});
