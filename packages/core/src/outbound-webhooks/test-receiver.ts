import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() when the body had arrived. */
  at: number;
}

/** An integrator's receiver on 127.0.0.1 answering `status` (or the next of `status()`) and keeping what it got. */
export async function startReceiver(status: number | (() => number)) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      const code = typeof status === 'number' ? status : status();
      res.writeHead(code, { 'content-type': 'text/plain' }).end(code < 300 ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
