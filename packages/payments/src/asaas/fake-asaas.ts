import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test double of the Asaas API on 127.0.0.1: records every request, answers from a route table. */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Answer only after this long, to exercise client timeouts. */
  delayMs?: number;
}

export type StandInAnswer = (method: string, path: string, body: unknown) => FakeReply | undefined;

export class FakeAsaas {
  readonly requests: RecordedRequest[] = [];
  readonly #routes = new Map<string, FakeReply>();
  readonly #server: Server;
  url = '';

  private constructor(answer?: StandInAnswer) {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const method = req.method ?? 'GET';
        const path = req.url ?? '/';
        const body: unknown = text ? JSON.parse(text) : undefined;
        this.requests.push({ method, path, headers: req.headers, body });
        const reply = answer?.(method, path, body) ??
          this.#routes.get(`${method} ${path}`) ?? {
            status: 404,
            body: { errors: [{ code: 'not_found', description: 'Not found' }] },
          };
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
        }, reply.delayMs ?? 0);
      });
    });
  }

  /** `answer`: a stateful stand-in (the invoices one) answering first where it knows the path. */
  static async start(answer?: StandInAnswer): Promise<FakeAsaas> {
    const fake = new FakeAsaas(answer);
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.#server.address() as AddressInfo).port}`;
    return fake;
  }

  on(method: string, path: string, reply: FakeReply): this {
    this.#routes.set(`${method} ${path}`, reply);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.#routes.clear();
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
