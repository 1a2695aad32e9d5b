import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelSupplier } from '../port';
import type { StandInFault, StandInOperation } from './stand-in/faults';
import { HotelbedsStandIn } from './stand-in/server';
import { createHotelbedsHotelSupplier, listHotelbedsDestinations } from './supplier';
import { failure, hotelbeds, now, saoQuery } from './test-support';

let standIn: HotelbedsStandIn;
/** Another host, where the stand-in's redirects point: every request it gets is a leak of the signed headers. */
let elsewhere: Server;
const elsewhereGot: IncomingHttpHeaders[] = [];
let rateKey: string;
let recheckKey: string;
let locator: string;
beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    elsewhereGot.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  standIn = await HotelbedsStandIn.start({ now, redirectTo: `http://localhost:${(elsewhere.address() as AddressInfo).port}` });
  const offers = (await hotelbeds(standIn).search(saoQuery(), {})).hotels.flatMap((hotel) => hotel.offers);
  rateKey = offers.find((offer) => offer.hotelSearchCode.includes('|DBL.ST|BAR|BB|NOR|'))!.hotelSearchCode;
  recheckKey = offers.find((offer) => offer.hotelSearchCode.includes('|DBL.SU|'))!.hotelSearchCode;
  locator = (
    await hotelbeds(standIn).book({ hotelSearchCode: rateKey, guests: [{ firstName: 'Ana', lastName: 'Lima' }], reference: 'fail-1' }, {})
  ).locator;
});
afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
});
beforeEach(() => {
  standIn.faults.clear();
  standIn.requests.length = 0;
  elsewhereGot.length = 0;
});

/** Every call the adapter makes, each from a fresh adapter (nothing remembered), with the stand-in operation it hits. */
const calls: [StandInOperation, (supplier: HotelSupplier, signal?: AbortSignal) => Promise<unknown>][] = [
  ['availability', (s, signal) => s.search(saoQuery(), { signal })],
  ['content-details', (s, signal) => s.details({ hotelSearchCode: rateKey }, { signal })],
  ['checkrates', (s, signal) => s.prebook({ hotelSearchCode: recheckKey }, { signal })],
  [
    // The lookup by client reference: only on a retry (or after an uncertain outcome).
    'booking-list',
    (s, signal) =>
      s.book({ hotelSearchCode: rateKey, guests: [{ firstName: 'Ana', lastName: 'Lima' }], reference: 'fail-2', retry: true }, { signal }),
  ],
  [
    'booking',
    (s, signal) => s.book({ hotelSearchCode: rateKey, guests: [{ firstName: 'Ana', lastName: 'Lima' }], reference: 'fail-2' }, { signal }),
  ],
  ['booking-detail', (s, signal) => s.getBooking!(locator, { signal })],
  ['cancel', (s, signal) => s.cancel(locator, { signal })],
  ['destinations', (s, signal) => s.searchDestinations('Lis', 5, { signal })],
];

const expected: [StandInFault, string, string][] = [
  ['credentials', 'credentials', 'Hotelbeds rejected the API key or signature'],
  ['quota', 'unavailable', 'Hotelbeds quota exceeded'],
  ['server-error', 'unavailable', 'Hotelbeds error (HTTP 500)'],
  ['malformed', 'unavailable', 'Hotelbeds sent an unreadable answer'],
  ['unexpected-shape', 'unavailable', 'Hotelbeds sent an answer of an unexpected shape'],
];

describe('Hotelbeds failures, for every call the adapter makes', () => {
  describe.each(calls)('%s', (operation, run) => {
    it.each(expected)('%s: kind %s', async (fault, kind, message) => {
      standIn.fail(fault, { on: operation });
      const error = await failure(run(hotelbeds(standIn)));
      expect([error.kind, error.message]).toEqual([kind, message]);
      expect(standIn.requests.at(-1)!.operation).toBe(operation);
    });

    it("a hang past our timeout (the caller's signal) is kind timeout, given up on time", async () => {
      standIn.fail('hang', { on: operation });
      const started = performance.now();
      const error = await failure(run(hotelbeds(standIn), AbortSignal.timeout(250)));
      expect([error.kind, error.message]).toEqual(['timeout', 'Hotelbeds did not answer in time']);
      expect(performance.now() - started).toBeLessThan(2_000);
    });
  });

  /** Answers no Hotelbeds page describes, over our pooled transport (undici) and a plain fetch (tests', scripts'). */
  describe.each([
    ['pooled transport', {}],
    ['plain fetch', { fetch }],
  ])('answers Hotelbeds never sends, over the %s', (_, options) => {
    it.each(calls)('%s: a redirect is kind unavailable with its status, its Location never called', async (operation, run) => {
      standIn.fail('redirect', { on: operation });
      const error = await failure(run(hotelbeds(standIn, options)));
      expect(elsewhereGot).toEqual([]);
      expect([error.kind, error.message, error.details.status]).toEqual([
        'unavailable',
        'Hotelbeds redirected the call (HTTP 301), not followed',
        301,
      ]);
      expect(standIn.requests.at(-1)!.operation).toBe(operation);
    });

    it.each(calls)('%s: a body in a coding not asked for (br), or a corrupt gzip, is an unreadable answer', async (operation, run) => {
      for (const fault of ['unknown-encoding', 'corrupt-gzip'] as const) {
        standIn.fail(fault, { on: operation });
        const error = await failure(run(hotelbeds(standIn, options)));
        expect([fault, error.kind, error.message, error.details.status]).toEqual([
          fault,
          'unavailable',
          'Hotelbeds sent an unreadable answer',
          200,
        ]);
      }
    });
  });

  it("the adapter's own timeout applies when the caller gives no signal", async () => {
    standIn.fail('hang', { on: 'availability' });
    const error = await failure(hotelbeds(standIn, { timeoutMs: 200 }).search(saoQuery(), {}));
    expect(error.kind).toBe('timeout');
  });

  it('an already aborted call sends nothing', async () => {
    const error = await failure(hotelbeds(standIn).search(saoQuery(), { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('timeout');
    expect(standIn.requests).toEqual([]);
  });

  it('a wrong secret is refused by the signature check (401): kind credentials', async () => {
    const wrong = createHotelbedsHotelSupplier({ ...standIn.credentials, secret: 'not-the-secret' }, { now });
    const error = await failure(wrong.search(saoQuery(), {}));
    expect(error.kind).toBe('credentials');
  });

  it('a signature from another minute (clock skew past 5 minutes) is refused', async () => {
    const skewed = hotelbeds(standIn, { now: () => new Date(now().getTime() - 10 * 60_000) });
    expect((await failure(skewed.search(saoQuery(), {}))).kind).toBe('credentials');
  });

  it('the team account passed with the call (username = API key, password = secret) is used', async () => {
    const noAccount = createHotelbedsHotelSupplier({ apiKey: 'other', secret: 'other', baseUrl: standIn.url }, { now });
    await expect(
      noAccount.search(saoQuery(), { credentials: { username: standIn.apiKey, password: standIn.secret } }),
    ).resolves.toMatchObject({ currency: 'EUR' });
    expect((await failure(noAccount.search(saoQuery(), { credentials: { username: standIn.apiKey, password: 'x' } }))).kind).toBe(
      'credentials',
    );
  });

  it('an unreachable Hotelbeds is unavailable', async () => {
    const gone = await HotelbedsStandIn.start({ now });
    await gone.close();
    const error = await failure(hotelbeds(gone).search(saoQuery(), {}));
    expect([error.kind, error.message]).toEqual(['unavailable', 'Hotelbeds unreachable']);
  });

  it('listing destinations meets the same failures', async () => {
    standIn.fail('quota', { on: 'destinations' });
    const pages = listHotelbedsDestinations(standIn.credentials, { now });
    const error = await failure(pages.next());
    expect([error.kind, error.details]).toEqual(['unavailable', { status: 403, supplierCode: 'ERR_403_DEVELOPER_OVER_RATE' }]);
  });
});
