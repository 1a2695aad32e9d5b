import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { HotelbedsTransport } from '@tas/suppliers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCa, type TestCa } from '../testing/test-ca';

// The pools themselves, against a bare https server that counts TLS handshakes and says whose
// certificate each request came with.
let ca: TestCa;
let server: Server;
let url: string;
let handshakes = 0;

beforeAll(async () => {
  ca = createTestCa('Pool test CA');
  server = createServer({ ...serverKeys(), ca: ca.certPem, requestCert: true, rejectUnauthorized: false }, (req, res) => {
    const peer = (req.socket as TLSSocket).getPeerCertificate();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ subject: peer?.subject?.CN ?? null }));
  });
  server.on('secureConnection', () => handshakes++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/hotel-api/1.0/status`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = () => ({ method: 'GET' as const, headers: {}, signal: AbortSignal.timeout(5_000) });

function serverKeys() {
  const { certPem, keyPem } = ca.server();
  return { cert: certPem, key: keyPem };
}

describe('Hotelbeds transport', () => {
  it('one keep-alive pool per client certificate: calls with the same certificate share one TLS session; another certificate gets its own', async () => {
    const transport = new HotelbedsTransport({ extraCa: ca.certPem });
    const first = ca.client('Agência Um');
    const second = ca.client('Agência Dois');
    const said = async (certificate?: typeof first) =>
      (JSON.parse((await transport.sendWith(certificate)(url, get())).text) as { subject: string | null }).subject;
    const before = handshakes;
    for (let i = 0; i < 6; i++) expect(await said(first)).toBe('Agência Um');
    // A call right after another may find the first connection not yet back in the pool and open a
    // second one (undici); from then on they are reused: never a handshake per call.
    const firstSessions = handshakes - before;
    expect(firstSessions).toBeGreaterThanOrEqual(1);
    expect(firstSessions).toBeLessThanOrEqual(2);
    expect(await said(second)).toBe('Agência Dois');
    expect(handshakes - before).toBeGreaterThan(firstSessions);
    const afterSecond = handshakes;
    // The same certificate again (another object): its idle pooled connection, no new handshake.
    expect(await said({ ...first })).toBe('Agência Um');
    expect(handshakes).toBe(afterSecond);
    expect(transport.poolCount).toBe(2);
    await transport.close();
  });

  it('a target the rule refuses is never connected to', async () => {
    const transport = new HotelbedsTransport({
      extraCa: ca.certPem,
      checkTarget: () => {
        throw Object.assign(new Error('refused'), { code: 'EPRIVATEADDRESS' });
      },
    });
    const before = handshakes;
    await expect(transport.sendWith(ca.client('Agência Três'))(url, get())).rejects.toThrow('refused');
    expect(handshakes).toBe(before);
    await transport.close();
  });
});
