import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tests only: a stand-in for the Asaas v3 API on 127.0.0.1, answering from a route table and recording requests. */
export interface AsaasRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export async function startAsaasServer() {
  const requests: AsaasRequest[] = [];
  const routes = new Map<string, { status: number; body: unknown; delayMs: number }>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const key = `${req.method} ${req.url}`;
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const reply = routes.get(key) ?? { status: 404, body: { errors: [{ code: 'not_found', description: 'Not found' }] }, delayMs: 0 };
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      }, reply.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** `delayMs`: the answer comes that much later (the request is recorded at once), to hold a call open. */
    on(method: string, path: string, status: number, body: unknown, delayMs = 0) {
      routes.set(`${method} ${path}`, { status, body, delayMs });
    },
    reset() {
      requests.length = 0;
      routes.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
