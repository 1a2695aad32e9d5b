import { createServer, request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './drain';

// A real node:http server whose answers wait for the test: shows what a stopping instance does with
// the requests it is answering, with new connections, and with idle keep-alive sockets.
async function slowServer() {
  const release: Array<() => void> = [];
  const server = createServer((req, res) => {
    if (req.url === '/slow') release.push(() => res.end('slow done'));
    else res.end('fast');
  });
  const requests = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, requests, release, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

let agent: Agent | undefined;
afterEach(() => agent?.destroy());

describe('trackRequests().drain', () => {
  it('finishes the request in flight, refuses new connections, closes an idle keep-alive socket, and resolves with nothing cut', async () => {
    const { requests, release, port } = await slowServer();
    agent = new Agent({ keepAlive: true, maxSockets: 2 });
    expect(await get(port, '/fast', agent)).toMatchObject({ status: 200, body: 'fast' }); // leaves an idle keep-alive socket
    const slow = get(port, '/slow', agent);
    await until(() => release.length === 1);
    expect(requests.open).toBe(1);

    let drained = false;
    const drain = requests.drain(5_000).then((cut) => ((drained = true), cut));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(false);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release[0]!();
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' });
    expect(await drain).toBe(0);
    expect(requests.open).toBe(0);
  });

  it('cuts what still runs at the deadline and says how many', async () => {
    const { requests, release, port } = await slowServer();
    const slow = get(port, '/slow');
    await until(() => release.length === 1);
    const started = Date.now();
    expect(await requests.drain(300)).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('resolves at once when nothing is running', async () => {
    const { requests } = await slowServer();
    const started = Date.now();
    expect(await requests.drain(5_000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
