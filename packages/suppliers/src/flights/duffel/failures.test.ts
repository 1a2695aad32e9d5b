import { describe, expect, it } from 'vitest';
import type { SupplierCall } from '../../lib/call';
import type { DuffelFault } from './stand-in/faults';
import { startDuffelStandIn } from './stand-in/server';
import type { DuffelFlightSupplier } from './supplier';
import { bookRequest, call, failure, passenger, query, useDuffelStandIn } from './test-support';

type Invoke = (supplier: DuffelFlightSupplier, call: SupplierCall) => Promise<unknown>;

describe('Duffel adapter: every failure an integration meets, for every call, over HTTP', () => {
  const ctx = useDuffelStandIn();

  /** Each call the adapter makes, ready to run (earlier steps done), and the request the fault should hit. */
  const steps: Record<string, { match: { method: string; path: string }; prepare: () => Promise<Invoke> }> = {
    search: { match: { method: 'POST', path: '/air/offer_requests' }, prepare: async () => (s, c) => s.search(query(), c) },
    getOffer: {
      match: { method: 'GET', path: '/air/offers/' },
      prepare: async () => {
        const offer = (await ctx.supplier().search(query(), call)).flightGroups[0]!.offers[0]!;
        return (s, c) => s.getOffer({ offerId: offer.id }, c);
      },
    },
    book: {
      match: { method: 'POST', path: '/air/orders' },
      prepare: async () => {
        const offer = (await ctx.supplier().search(query(), call)).flightGroups[0]!.offers[0]!;
        return (s, c) => s.book(bookRequest(offer, [passenger('adult')]), c);
      },
    },
    cancel: {
      match: { method: 'POST', path: '/air/order_cancellations' },
      prepare: async () => {
        const offer = (await ctx.supplier().search(query(), call)).flightGroups[0]!.offers[0]!;
        const { externalLocator } = await ctx.supplier().book(bookRequest(offer, [passenger('adult')]), call);
        return (s, c) => s.cancel(externalLocator!, c);
      },
    },
  };

  const answers: Array<[DuffelFault, string, Record<string, unknown>]> = [
    ['unauthorized', 'credentials', { status: 401, supplierCode: 'unauthorized' }],
    ['rate_limited', 'unavailable', { status: 429, supplierCode: 'rate_limit_exceeded' }],
    ['server_error', 'unavailable', { status: 500 }],
    ['bad_gateway', 'unavailable', { status: 502 }],
    ['unavailable', 'unavailable', { status: 503 }],
    ['gateway_timeout', 'unavailable', { status: 504, supplierCode: 'gateway_timeout_error' }],
    ['malformed', 'unavailable', {}],
    ['wrong_shape', 'unavailable', {}],
  ];

  for (const [name, step] of Object.entries(steps)) {
    describe(name, () => {
      it.each(answers)('%s gives kind %s', async (fault, kind, details) => {
        const invoke = await step.prepare();
        ctx.standIn.failNext(fault, step.match);
        const error = await failure(invoke(ctx.supplier(), call));
        expect(error).toMatchObject({ name: 'SupplierError', kind, details: { ...details, requestId: expect.stringMatching(/^req_/) } });
        if (fault === 'rate_limited') expect(error.details.retryAfterMs).toEqual(expect.any(Number));
        if (fault === 'malformed') expect(error.message).toBe('Duffel sent an unreadable answer');
        if (fault === 'wrong_shape') expect(error.message).toBe('Duffel sent an answer of an unexpected shape');
      });

      it('a hang past the caller’s signal is kind timeout, and so is one past our own ceiling', async () => {
        const invoke = await step.prepare();
        ctx.standIn.failNext('hang', step.match);
        const started = performance.now();
        await expect(invoke(ctx.supplier(), { signal: AbortSignal.timeout(150) })).rejects.toMatchObject({
          name: 'SupplierError',
          kind: 'timeout',
        });
        expect(performance.now() - started).toBeLessThan(2_000);
        ctx.standIn.failNext('hang', step.match);
        await expect(invoke(ctx.supplier({ timeoutMs: 150 }), call)).rejects.toMatchObject({ kind: 'timeout' });
      });

      it('a wrong access token is kind credentials', async () => {
        const invoke = await step.prepare();
        const wrong = ctx.supplier({ credentials: { accessToken: 'duffel_test_wrong', baseUrl: ctx.standIn.url } });
        await expect(invoke(wrong, call)).rejects.toMatchObject({ kind: 'credentials', message: 'Duffel rejected the access token' });
      });
    });
  }

  it('a signal already aborted fails with kind timeout before any request', async () => {
    await expect(ctx.supplier().search(query(), { signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'timeout' });
    expect(ctx.standIn.requests).toHaveLength(0);
  });

  it('an unreachable Duffel is kind unavailable', async () => {
    const gone = await startDuffelStandIn();
    const url = gone.url;
    await gone.close();
    await expect(
      ctx.supplier({ credentials: { accessToken: 'duffel_test_stand_in', baseUrl: url } }).search(query(), call),
    ).rejects.toMatchObject({ kind: 'unavailable', message: 'Duffel unreachable' });
  });

  it('a fault set on the instance fails every matching request until cleared', async () => {
    ctx.standIn.setFault('unavailable', { method: 'POST', path: '/air/offer_requests' });
    for (let i = 0; i < 3; i++) await expect(ctx.supplier().search(query(), call)).rejects.toMatchObject({ kind: 'unavailable' });
    ctx.standIn.setFault(null);
    await expect(ctx.supplier().search(query(), call)).resolves.toMatchObject({ flightGroups: expect.any(Array) });
  });

  it('the x-standin-fault header fails one request (for demos with curl)', async () => {
    const res = await fetch(`${ctx.standIn.url}/air/offers/off_x`, {
      headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2', 'x-standin-fault': 'server_error' },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ errors: [{ type: 'api_error', code: 'internal_server_error' }] });
  });
});

describe('Duffel stand-in fault rates and rate limit', () => {
  it('fails and hangs the configured share of orders, the same way for the same seed', { timeout: 60_000 }, async () => {
    const run = async () => {
      const standIn = await startDuffelStandIn({ orderFailureRate: 0.3, orderHangRate: 0.2, seed: 'soak' });
      const { createDuffelFlightSupplier } = await import('./supplier');
      const supplier = createDuffelFlightSupplier({ credentials: { accessToken: 'duffel_test_stand_in', baseUrl: standIn.url } });
      const outcomes: string[] = [];
      for (let i = 0; i < 20; i++) {
        const offer = (await supplier.search(query(), call)).flightGroups[0]!.offers[0]!;
        try {
          // Long enough that only a hang times out, even on a loaded machine (100 ms let a slow answer count as one).
          await supplier.book(bookRequest(offer, [passenger('adult')]), { signal: AbortSignal.timeout(1500) });
          outcomes.push('booked');
        } catch (error) {
          outcomes.push((error as { kind: string }).kind);
        }
      }
      expect(standIn.orders).toHaveLength(outcomes.filter((o) => o === 'booked').length);
      await standIn.close();
      return outcomes;
    };
    const first = await run();
    expect(new Set(first)).toEqual(new Set(['booked', 'unavailable', 'timeout']));
    expect(first.filter((o) => o === 'booked').length).toBeGreaterThanOrEqual(6);
    expect(await run()).toEqual(first);
  });

  it('answers 429 with ratelimit headers past its per-minute limit', async () => {
    const standIn = await startDuffelStandIn({ rateLimitPerMinute: 2 });
    const { createDuffelFlightSupplier } = await import('./supplier');
    const supplier = createDuffelFlightSupplier({ credentials: { accessToken: 'duffel_test_stand_in', baseUrl: standIn.url } });
    await supplier.search(query(), call);
    await supplier.search(query(), call);
    const error = await failure(supplier.search(query(), call));
    expect(error).toMatchObject({ kind: 'unavailable', details: { status: 429 } });
    expect(error.details.retryAfterMs as number).toBeGreaterThanOrEqual(0);
    expect(error.details.retryAfterMs as number).toBeLessThanOrEqual(60_000);
    const raw = await fetch(`${standIn.url}/air/offers/off_x`, {
      headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2' },
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('ratelimit-limit')).toBe('2');
    expect(raw.headers.get('ratelimit-remaining')).toBe('0');
    expect(Date.parse(raw.headers.get('ratelimit-reset')!)).toBeGreaterThan(Date.now() - 1000);
    await standIn.close();
  });
});
