import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelbedsTransport } from './transport';

// Bodies as Hotelbeds may send them: gzip (small and large), zlib deflate, or as they are.
const small = JSON.stringify({ hotels: { total: 2 } });
const large = JSON.stringify({ hotels: Array.from({ length: 20_000 }, (_, code) => ({ code, name: `Hotel ${code}` })) });
const bodies: Record<string, { encoding?: string; body: Buffer }> = {
  '/small-gzip': { encoding: 'gzip', body: gzipSync(small) },
  '/large-gzip': { encoding: 'gzip', body: gzipSync(large) },
  '/deflate': { encoding: 'deflate', body: deflateSync(small) },
  '/plain': { body: Buffer.from(small) },
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const { encoding, body } = bodies[req.url!]!;
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-mashery-error-code': 'none',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Hotelbeds transport answers', () => {
  it('are read decompressed whatever the encoding and size, with their status and headers', async () => {
    const transport = new HotelbedsTransport();
    const send = transport.sendWith();
    const get = (path: string) =>
      send(`${base}${path}`, { method: 'GET', headers: { 'Accept-Encoding': 'gzip' }, signal: AbortSignal.timeout(5_000) });
    expect(bodies['/large-gzip']!.body.length).toBeGreaterThan(32 * 1024);
    for (const path of ['/small-gzip', '/deflate', '/plain']) expect((await get(path)).text).toBe(small);
    const answer = await get('/large-gzip');
    expect(answer.text).toBe(large);
    expect(answer.status).toBe(200);
    expect(answer.header('X-Mashery-Error-Code')).toBe('none');
    expect(answer.header('x-absent')).toBeNull();
    await transport.close();
  });
});
