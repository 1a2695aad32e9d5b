import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';

/** What a team's receiver got: every delivery of every event, and whether its signature held. */
export interface Received {
  eventId: string;
  type: string;
  validSignature: boolean;
  at: number;
}

/**
 * The integrators' webhook receiver: one path per team (`/hooks/<team>`), each verifying
 * `X-Signature: t=..,v1=HMAC-SHA256(secret, t.body)` with that team's secret, as the README tells
 * integrators to. It can be taken down and brought back on the same port (a receiver outage):
 * while down, every connection is reset and counted, which proves deliveries met the outage.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  readonly secrets = new Map<string, string>();
  /** Connections reset while the receiver was down: delivery attempts that met the outage. */
  attemptsDuringOutage = 0;
  #server: Server | null = null;
  #outage: TcpServer | null = null;

  constructor(readonly port: number) {}

  urlFor(team: string) {
    return `http://127.0.0.1:${this.port}/hooks/${team}`;
  }

  async up(): Promise<void> {
    if (this.#server) return;
    const outage = this.#outage;
    this.#outage = null;
    if (outage) await new Promise<void>((resolve) => outage.close(() => resolve()));
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const team = /^\/hooks\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
        const secret = this.secrets.get(team);
        const validSignature = Boolean(secret) && verify(secret!, body, String(req.headers['x-signature'] ?? ''));
        this.received.push({
          eventId: String(req.headers['x-webhook-id'] ?? ''),
          type: String(req.headers['x-webhook-type'] ?? ''),
          validSignature,
          at: Date.now(),
        });
        res.writeHead(validSignature ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.#server = server;
  }

  async down(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const outage = createTcpServer((socket) => {
      this.attemptsDuringOutage++;
      socket.resetAndDestroy();
    });
    await new Promise<void>((resolve) => outage.listen(this.port, '127.0.0.1', resolve));
    this.#outage = outage;
  }

  /** Stops listening altogether (the end of the run). */
  async close(): Promise<void> {
    await this.down();
    const outage = this.#outage;
    this.#outage = null;
    if (outage) await new Promise<void>((resolve) => outage.close(() => resolve()));
  }
}

function verify(secret: string, body: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  if (!/^\d+$/.test(parts.t ?? '') || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
