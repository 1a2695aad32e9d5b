import { describe, expect, it } from 'vitest';
import { FlightPriceChangedError } from '../../lib/errors';
import { SANDBOX_FAILING_LAST_NAME } from '../../lib/magic';
import type { FlightSearchQuery } from '../port';
import { bookRequest, call, cents, failure, passenger, query, useDuffelStandIn } from './test-support';

describe('Duffel adapter: price refresh and book (GET /air/offers/{id}, POST /air/orders) against the stand-in', () => {
  const ctx = useDuffelStandIn();

  async function cheapest(q: Partial<FlightSearchQuery> = {}, airline?: string) {
    const { flightGroups } = await ctx.supplier().search(query(q), call);
    const group = airline
      ? flightGroups.find((g) => g.flightInfo.itineraries[0]!.segments[0]!.airline.code === airline)!
      : flightGroups[0]!;
    return group.offers[0]!;
  }

  it('refreshes an offer at prebook: the same price, expiry and flights as searched', async () => {
    const { flightGroups } = await ctx.supplier().search(query({ returnDate: '2026-03-20', adults: 2, children: 1 }), call);
    const group = flightGroups[0]!;
    const offer = group.offers[1]!;
    const refreshed = await ctx.supplier().getOffer({ offerId: offer.id }, call);
    expect(ctx.standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/air/offers/${offer.id}` });
    expect(refreshed.offers).toEqual([offer]);
    expect(refreshed.flightInfo).toEqual(group.flightInfo);
    expect(refreshed.id).toBe(group.id);
  });

  it('books an instant order paid from the balance at the Duffel total (our DU stays ours), with the offer passenger ids', async () => {
    // Searched with the ages the passengers' birth dates give on the (last) flight's date, as Duffel requires.
    const offer = await cheapest({ adults: 2, children: 1, infants: 1, childrenAges: [7], infantsAges: [0] }, 'TP');
    const passengers = [
      passenger('adult', { title: 'dr', gender: 'F', email: 'ana.silva@example.com', phone: '+351 912 345 678' }),
      passenger('adult', { firstName: 'Bruno', gender: 'M' }),
      passenger('child'),
      passenger('infant'),
    ];
    const result = await ctx.supplier().book(bookRequest(offer, passengers, 'BKG-1'), call);

    const [order] = ctx.standIn.orders;
    expect(result).toEqual({ externalLocator: order!.order.booking_reference, supplierOrderId: order!.order.id });
    expect(result.externalLocator).toMatch(/^[A-Z2-9]{6}$/);
    const sent = order!.request as Record<string, any>;
    expect(sent.type).toBe('instant');
    expect(sent.selected_offers).toEqual([offer.id]);
    expect(sent.metadata).toEqual({ tas_reference: 'BKG-1' });
    expect(sent.payments).toEqual([
      { type: 'balance', amount: (cents(offer.price.total - offer.price.commission) / 100).toFixed(2), currency: 'BRL' },
    ]);
    expect(order!.order.total_amount).toBe(sent.payments[0].amount);

    const offered = (await (
      await fetch(`${ctx.standIn.url}/air/offers/${offer.id}`, {
        headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2' },
      })
    ).json()) as { errors: unknown[] };
    // The offer request is booked: its offers are gone.
    expect(offered.errors).toHaveLength(1);

    expect(sent.passengers).toEqual([
      {
        id: expect.stringMatching(/^pas_/),
        given_name: 'Ana',
        family_name: 'Silva',
        born_on: '1990-05-01',
        gender: 'f',
        title: 'dr',
        email: 'ana.silva@example.com',
        phone_number: '+351912345678',
        infant_passenger_id: sent.passengers[3].id,
      },
      {
        id: expect.stringMatching(/^pas_/),
        given_name: 'Bruno',
        family_name: 'Silva',
        born_on: '1990-05-01',
        gender: 'm',
        title: 'mr',
        email: 'ana@example.com',
        phone_number: '+5511987654321',
      },
      {
        id: expect.stringMatching(/^pas_/),
        given_name: 'Bia',
        family_name: 'Silva',
        born_on: '2018-04-02',
        gender: 'f',
        title: 'miss',
        email: 'ana@example.com',
        phone_number: '+5511987654321',
      },
      {
        id: expect.stringMatching(/^pas_/),
        given_name: 'Caio',
        family_name: 'Silva',
        born_on: '2025-06-03',
        gender: 'm',
        title: 'mr',
        email: 'ana@example.com',
        phone_number: '+5511987654321',
      },
    ]);
    expect(new Set(sent.passengers.map((p: { id: string }) => p.id)).size).toBe(4);
  });

  it('sends passports to airlines that require identity documents, and refuses to book without one', async () => {
    const offer = await cheapest({ origin: 'GRU', destination: 'JFK', directOnly: true }, 'AA');
    const without = await failure(ctx.supplier().book(bookRequest(offer, [passenger('adult')]), call));
    expect(without).toMatchObject({ name: 'SupplierError', kind: 'invalid_request' });
    expect(without.message).toContain('passport');
    expect(ctx.standIn.orders).toHaveLength(0);

    const withPassport = passenger('adult', {
      documentType: 'passport',
      documentNumber: 'FZ123456',
      documentCountry: 'br',
      documentExpiresOn: '2031-01-01',
    });
    await ctx.supplier().book(bookRequest(offer, [withPassport]), call);
    expect((ctx.standIn.orders[0]!.request as any).passengers[0].identity_documents).toEqual([
      { type: 'passport', unique_identifier: 'FZ123456', issuing_country_code: 'BR', expires_on: '2031-01-01' },
    ]);
  });

  it('an offer past its expires_at is a typed offer_expired error, with no call to Duffel', async () => {
    const offer = await cheapest();
    ctx.clock.now += 30 * 60_000;
    const before = ctx.standIn.requests.length;
    await expect(ctx.supplier().book(bookRequest(offer, [passenger('adult')]), call)).rejects.toMatchObject({
      name: 'SupplierError',
      kind: 'offer_expired',
    });
    expect(ctx.standIn.requests).toHaveLength(before);
    expect(ctx.standIn.orders).toHaveLength(0);
  });

  it("Duffel's offer_no_longer_available (expired there, or our clock behind) is offer_expired at refresh and at book", async () => {
    const offer = await cheapest();
    ctx.clock.now += 31 * 60_000;
    const lagging = ctx.supplier({ now: () => new Date(Date.parse('2026-02-01T12:00:00Z')) });
    const atRefresh = await failure(lagging.getOffer({ offerId: offer.id }, call));
    expect(atRefresh).toMatchObject({ kind: 'offer_expired', details: { status: 422, supplierCode: 'offer_no_longer_available' } });
    const atBook = await failure(lagging.book(bookRequest(offer, [passenger('adult')]), call));
    expect(atBook).toMatchObject({ kind: 'offer_expired', details: { supplierCode: 'offer_no_longer_available' } });
    expect(ctx.standIn.orders).toHaveLength(0);

    const other = await cheapest();
    ctx.standIn.failNext('offer_expired', { method: 'POST', path: '/air/orders' });
    await expect(ctx.supplier().book(bookRequest(other, [passenger('adult')]), call)).rejects.toMatchObject({ kind: 'offer_expired' });
    expect(ctx.standIn.orders).toHaveLength(0);
  });

  it('a new price at refresh is a FlightPriceChangedError with the new total, and nothing is ordered', async () => {
    const offer = await cheapest();
    ctx.standIn.failNext('price_changed', { method: 'GET' });
    const refreshed = await ctx.supplier().getOffer({ offerId: offer.id }, call);
    expect(refreshed.offers[0]!.price.total).toBeGreaterThan(offer.price.total);

    const error = await failure(ctx.supplier().book(bookRequest(offer, [passenger('adult')]), call));
    expect(error).toBeInstanceOf(FlightPriceChangedError);
    expect(error).toMatchObject({
      kind: 'price_changed',
      previousTotal: offer.price.total,
      total: refreshed.offers[0]!.price.total,
      currency: 'BRL',
    });
    expect(ctx.standIn.orders).toHaveLength(0);
    expect(ctx.standIn.requests.some((r) => r.path === '/air/orders')).toBe(false);
  });

  it("Duffel's price_changed at order time becomes FlightPriceChangedError with the price it now asks", async () => {
    const offer = await cheapest();
    ctx.standIn.failNext('price_changed', { method: 'POST', path: '/air/orders' });
    const error = await failure(ctx.supplier().book(bookRequest(offer, [passenger('adult')]), call));
    expect(error).toBeInstanceOf(FlightPriceChangedError);
    expect(error).toMatchObject({ kind: 'price_changed', details: { status: 422, supplierCode: 'price_changed' } });
    expect(error.total as number).toBeGreaterThan(offer.price.total);
    expect(ctx.standIn.orders).toHaveLength(0);
  });

  it('an order the airline refuses is kind unavailable, and none is recorded', async () => {
    const offer = await cheapest();
    const error = await failure(
      ctx.supplier().book(bookRequest(offer, [passenger('adult', { lastName: SANDBOX_FAILING_LAST_NAME })]), call),
    );
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 422, supplierCode: 'airline_unknown' } });
    expect(error.message).toMatch(/^Airline refused/);
    expect(ctx.standIn.orders).toHaveLength(0);
  });

  it('refuses passengers that do not fit the offer before ordering', async () => {
    const offer = await cheapest({ adults: 2 });
    await expect(ctx.supplier().book(bookRequest(offer, [passenger('adult')]), call)).rejects.toMatchObject({
      kind: 'invalid_request',
      message: 'Passenger count mismatch',
    });
    await expect(
      ctx.supplier().book(bookRequest(offer, [passenger('adult'), passenger('adult', { gender: undefined })]), call),
    ).rejects.toMatchObject({ kind: 'invalid_request', message: 'passengers[1].gender: required by the airline' });
    await expect(
      ctx.supplier().book(bookRequest(offer, [passenger('adult'), passenger('adult', { phone: '123' })]), call),
    ).rejects.toMatchObject({ kind: 'invalid_request', message: 'passengers[1].phone: not a phone number the airline accepts' });
    expect(ctx.standIn.orders).toHaveLength(0);
  });

  it('a retry after a lost answer gives back the order the first attempt made (same reference), not a second one', async () => {
    const offer = await cheapest();
    ctx.standIn.failNext('hang_after_order', { method: 'POST', path: '/air/orders' });
    await expect(
      ctx.supplier().book(bookRequest(offer, [passenger('adult')], 'BKG-7'), { signal: AbortSignal.timeout(300) }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(ctx.standIn.orders).toHaveLength(1);

    // The offer is gone once its offer request is booked: the retry finds the order by our reference.
    const retried = await ctx.supplier().book(bookRequest(offer, [passenger('adult')], 'BKG-7'), call);
    expect(retried).toEqual({
      externalLocator: ctx.standIn.orders[0]!.order.booking_reference,
      supplierOrderId: ctx.standIn.orders[0]!.order.id,
    });
    expect(ctx.standIn.orders).toHaveLength(1);
    // Another reference is another booking: the gone offer stays gone.
    await expect(ctx.supplier().book(bookRequest(offer, [passenger('adult')], 'BKG-8'), call)).rejects.toMatchObject({
      kind: 'offer_expired',
    });
    expect(ctx.standIn.orders).toHaveLength(1);
  });
});
