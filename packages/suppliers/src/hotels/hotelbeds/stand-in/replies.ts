import { randomUUID } from 'node:crypto';

/**
 * What a stand-in handler answers; `raw` is sent as is (HTML error pages, broken JSON), `bytes` as is
 * and never gzipped again (a body in a coding of its own, named in `headers`).
 */
export interface StandInReply {
  status: number;
  body?: unknown;
  raw?: string;
  bytes?: Buffer;
  headers?: Record<string, string>;
}

export const auditData = (now: Date) => ({
  processTime: '12',
  timestamp: now.toISOString().replace('T', ' ').slice(0, 23),
  requestHost: '127.0.0.1',
  serverId: 'hotelbeds-stand-in',
  environment: '[int]',
  release: 'stand-in',
  token: randomUUID().replace(/-/g, '').toUpperCase(),
});

/** Hotelbeds' formatted errors: `{ auditData, error: { code, message } }`. */
export const apiError = (status: number, code: string, message: string, now: Date): StandInReply => ({
  status,
  body: { auditData: auditData(now), error: { code, message } },
});

export const ok = (body: unknown): StandInReply => ({ status: 200, body });
