import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { clientAddress, stampClientAddress, CLIENT_ADDRESS_HEADER } from './client-address';
import { clock } from './clock';
import { loadEnv } from './env';

const SECRETS = { APP_ENCRYPTION_KEY: 'k'.repeat(32), NEXTAUTH_SECRET: 'n'.repeat(32), OPERATOR_SECRET: 'o'.repeat(32) };

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
  ])('%j trusts %i proxy hops', (value, hops) => {
    expect(loadEnv({ ...SECRETS, NODE_ENV: 'test', TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.1', 'loopback'])('%j is refused at start', (value) => {
    expect(() => loadEnv({ ...SECRETS, NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be false, true or a number of proxy hops/,
    );
  });
});

describe('the client address', () => {
  it('without a trusted proxy is the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', 0)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', undefined, 0)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1', '203.0.113.9', 0)).toBe('2001:db8::1');
    expect(clientAddress(undefined, '203.0.113.9', 0)).toBe('unknown');
  });

  it('behind N proxies is the address N hops from the right of X-Forwarded-For', () => {
    // The client may forge anything left of what our own proxies appended.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.0.0.3', 2)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', ['1.1.1.1, 203.0.113.9', '10.0.0.3'], 2)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '::ffff:203.0.113.9', 1)).toBe('203.0.113.9');
    // A shorter chain than the configured hops: its first entry, written by a proxy of ours.
    expect(clientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('behind a proxy with no or a malformed X-Forwarded-For is the socket address', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', ' , ', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '1.1.1.1, not-an-address', 1)).toBe('10.0.0.2');
  });
});

describe('the panel (Next) gets the address from the one front server', () => {
  async function stampedBy(headers: Record<string, string>, trustProxyHops = 0): Promise<string | undefined> {
    let seen: IncomingMessage | null = null;
    const server = createServer((req, res) => {
      stampClientAddress(req, trustProxyHops);
      seen = req;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return (seen as IncomingMessage | null)?.headers[CLIENT_ADDRESS_HEADER] as string | undefined;
  }

  it('overwrites a forged address header and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await stampedBy({ 'x-forwarded-for': '203.0.113.9', [CLIENT_ADDRESS_HEADER]: '203.0.113.10' })).toBe('127.0.0.1');
  });

  it('takes the forwarded address with TRUST_PROXY', async () => {
    const { trustProxyHops } = loadEnv({ ...SECRETS, NODE_ENV: 'test', TRUST_PROXY: 'true' });
    expect(await stampedBy({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9', [CLIENT_ADDRESS_HEADER]: '203.0.113.10' }, trustProxyHops)).toBe(
      '203.0.113.9',
    );
  });
});

describe('the public per-address limit on the REST facade (60 a minute)', () => {
  let api: RestServer;
  // The same facade behind one proxy of ours (TRUST_PROXY=1, as loadEnv reads it at start).
  let proxied: RestServer;
  let restoreClock: () => void = () => undefined;
  beforeAll(async () => {
    api = await startRestServer();
    proxied = await startRestServer({ trustProxyHops: loadEnv({ ...SECRETS, NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxyHops });
  });
  afterEach(() => restoreClock());
  afterAll(async () => {
    await api?.close();
    await proxied?.close();
  });

  const quoteThrough = (server: RestServer, i: number, forwardedFor: string) =>
    server.get(`/api/public/quotes/no-such-token-${i}`, { headers: { 'x-forwarded-for': forwardedFor } });
  const quote = (i: number, forwardedFor: string) => quoteThrough(api, i, forwardedFor);

  it('without TRUST_PROXY a forged X-Forwarded-For does not escape it', async () => {
    restoreClock = clock.set(() => new Date('2031-03-01T10:00:30Z'));
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => quote(i, `203.0.113.${i + 1}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(404));
    expect((await quote(61, '198.51.100.77')).status).toBe(429);
  });

  it('with TRUST_PROXY the forwarded address is the one counted', async () => {
    const quote = (i: number, forwardedFor: string) => quoteThrough(proxied, i, forwardedFor);
    restoreClock = clock.set(() => new Date('2031-03-01T10:01:30Z'));
    // Forged entries left of the proxy's do not make a new address.
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => quote(i, `10.9.${i}.1, 203.0.113.5`)));
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(404));
    expect((await quote(61, '203.0.113.5')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await quote(62, '198.51.100.77')).status).toBe(404);
  });
});
