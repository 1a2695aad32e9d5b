import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hotelbedsSignature } from '../signature';
import { HotelbedsStandIn } from './server';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await HotelbedsStandIn.start()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const signed = (extra: Record<string, string> = {}) => ({
  'Api-key': standIn.apiKey,
  'X-Signature': hotelbedsSignature(standIn.apiKey, standIn.secret, Math.floor(Date.now() / 1000)),
  ...extra,
});

describe('Hotelbeds stand-in', () => {
  it('answers only signed calls', async () => {
    const path = `${standIn.url}/hotel-api/1.0/status`;
    expect((await fetch(path, { headers: signed() })).status).toBe(200);
    expect((await fetch(path)).status).toBe(401);
    expect((await fetch(path, { headers: { ...signed(), 'X-Signature': 'f'.repeat(64) } })).status).toBe(401);
    expect((await fetch(path, { headers: { ...signed(), 'Api-key': 'other' } })).status).toBe(401);
  });

  it('gzips answers when asked to, as Hotelbeds does', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      const url = new URL(`${standIn.url}/hotel-api/1.0/status`);
      request(url, { headers: signed({ 'Accept-Encoding': 'gzip' }) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString())).toMatchObject({ status: 'OK' });
  });

  it('fails a single request named in X-Stand-In-Fault', async () => {
    const path = `${standIn.url}/hotel-api/1.0/status`;
    const quota = await fetch(path, { headers: signed({ 'X-Stand-In-Fault': 'quota' }) });
    expect([quota.status, quota.headers.get('x-mashery-error-code'), await quota.text()]).toEqual([
      403,
      'ERR_403_DEVELOPER_OVER_RATE',
      '<h1>Developer Over Rate</h1>',
    ]);
    expect((await fetch(path, { headers: signed() })).status).toBe(200);
  });

  it('answers the redirect fault with a 301 to itself under /moved, path and query kept', async () => {
    const path = '/hotel-api/1.0/status?x=1';
    const moved = await fetch(`${standIn.url}${path}`, { headers: signed({ 'X-Stand-In-Fault': 'redirect' }), redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `${standIn.url}/moved${path}`]);
  });

  it('is switched and read over HTTP when it runs as its own process', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${standIn.url}/__stand-in/${path}`, { method: body ? 'POST' : 'GET', body: body ? JSON.stringify(body) : undefined }).then(
        (r) => r.json(),
      );
    expect(await control('faults', { fault: 'server-error', on: 'status', times: 'always' })).toEqual({
      rates: { bookingFailRate: 0, bookingHangRate: 0 },
    });
    expect((await fetch(`${standIn.url}/hotel-api/1.0/status`, { headers: signed() })).status).toBe(500);
    expect((await fetch(`${standIn.url}/hotel-api/1.0/status`, { headers: signed() })).status).toBe(500);
    expect(await control('faults', { bookingFailRate: 0.25, bookingHangRate: 2 })).toEqual({
      rates: { bookingFailRate: 0.25, bookingHangRate: 1 },
    });
    expect(await control('reset', {})).toEqual({ reset: true });
    expect((await fetch(`${standIn.url}/hotel-api/1.0/status`, { headers: signed() })).status).toBe(200);
    expect(await control('bookings')).toEqual({ bookings: [] });
    expect((await fetch(`${standIn.url}/__stand-in/faults`, { method: 'POST', body: '{"fault":"nope"}' })).status).toBe(400);
  });

  it('pages destinations and refuses pages over 1000', async () => {
    const page = await fetch(`${standIn.url}/hotel-content-api/1.0/locations/destinations?from=2&to=3`, { headers: signed() }).then((r) =>
      r.json(),
    );
    expect(page).toMatchObject({ from: 2, to: 3, total: 5, destinations: [{ code: 'RIO' }, { code: 'LIS' }] });
    expect((await fetch(`${standIn.url}/hotel-content-api/1.0/locations/destinations?from=1&to=1001`, { headers: signed() })).status).toBe(
      400,
    );
  });
});
