import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDuffelFlightSupplier } from './supplier';
import { bookRequest, call, passenger, query, useDuffelStandIn } from './test-support';

describe('Duffel stand-in: the HTTP surface itself', () => {
  const ctx = useDuffelStandIn();
  const headers = { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2', 'content-type': 'application/json' };

  it('answers gzip when asked, with a request id and ratelimit headers', async () => {
    const { request } = await import('node:http');
    const body = JSON.stringify({
      data: { slices: [{ origin: 'GRU', destination: 'GIG', departure_date: '2026-03-10' }], passengers: [{ type: 'adult' }] },
    });
    const res = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const req = request(
        `${ctx.standIn.url}/air/offer_requests`,
        { method: 'POST', headers: { ...headers, 'accept-encoding': 'gzip' } },
        resolve,
      );
      req.on('error', reject);
      req.end(body);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-request-id']).toMatch(/^req_standin_/);
    expect(res.headers['ratelimit-limit']).toBe('600');
    const json = JSON.parse(gunzipSync(Buffer.concat(chunks)).toString('utf8'));
    expect(json.data).toMatchObject({ id: expect.stringMatching(/^orq_/), live_mode: false, passengers: [{ type: 'adult' }] });
    expect(json.data.offers.length).toBeGreaterThan(0);
  });

  it('wants Duffel-Version v2 and bodies wrapped in data', async () => {
    const noVersion = await fetch(`${ctx.standIn.url}/air/offers/off_x`, { headers: { authorization: headers.authorization } });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ errors: [{ code: 'unsupported_version' }] });
    const unwrapped = await fetch(`${ctx.standIn.url}/air/orders`, { method: 'POST', headers, body: JSON.stringify({ type: 'instant' }) });
    expect(unwrapped.status).toBe(400);
    const invalid = await fetch(`${ctx.standIn.url}/air/offer_requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { slices: [], passengers: [] } }),
    });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ errors: [{ type: 'validation_error', code: 'invalid_field' }] });
  });

  it('lets offers expire after the configured TTL', async () => {
    const offer = (await ctx.supplier().search(query(), call)).flightGroups[0]!.offers[0]!;
    ctx.clock.now += 29 * 60_000;
    await expect(ctx.supplier().getOffer({ offerId: offer.id }, call)).resolves.toBeDefined();
    ctx.clock.now += 60_000;
    await expect(ctx.supplier().getOffer({ offerId: offer.id }, call)).rejects.toMatchObject({ kind: 'offer_expired' });
  });

  it('runs as a standalone process on the port from the environment, printing its URL', async () => {
    const main = fileURLToPath(new URL('./stand-in/main.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const child = spawn(tsx, [main], {
      env: { ...process.env, DUFFEL_STANDIN_PORT: '0', DUFFEL_STANDIN_TOKEN: 'duffel_test_demo', DUFFEL_STANDIN_OFFER_TTL_MS: '60000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let out = '';
      while (!/listening on (http:\/\/\S+)/.test(out)) {
        const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
        out += chunk.toString('utf8');
      }
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const supplier = createDuffelFlightSupplier({ credentials: { accessToken: 'duffel_test_demo', baseUrl: url } });
      const { flightGroups } = await supplier.search(query({ origin: 'GRU', destination: 'GIG' }), call);
      expect(flightGroups.length).toBeGreaterThan(0);
      const offer = flightGroups[0]!.offers[0]!;
      expect(Date.parse(offer.expiresAt!) - Date.now()).toBeLessThanOrEqual(60_000);

      // Control routes, for soaks and demos against the process: switch a fault, read the records.
      const control = (path: string, body?: unknown) =>
        fetch(`${url}/_standin/${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: 'Bearer duffel_test_demo', 'duffel-version': 'v2', 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then((r) => r.json() as Promise<Record<string, unknown[]>>);
      await control('faults', { fault: 'unavailable', method: 'POST', path: '/air/offer_requests', times: 1 });
      await expect(supplier.search(query(), call)).rejects.toMatchObject({ kind: 'unavailable', details: { status: 503 } });
      await expect(supplier.search(query(), call)).resolves.toBeDefined();
      await supplier.book(bookRequest(offer, [passenger('adult')]), call);
      const records = await control('records');
      expect(records.orders).toEqual([
        expect.objectContaining({ booking_reference: expect.any(String), total_amount: expect.any(String) }),
      ]);
      expect(records.cancellations).toEqual([]);
      await control('rates', { orderFailureRate: 1 });
      const next = (await supplier.search(query(), call)).flightGroups[0]!.offers[0]!;
      await expect(supplier.book(bookRequest(next, [passenger('adult')]), call)).rejects.toMatchObject({
        kind: 'unavailable',
        details: { status: 422 },
      });
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 30_000);
});
