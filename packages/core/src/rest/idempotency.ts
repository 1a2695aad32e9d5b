import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { keyedDigestHex, open, seal } from '../lib/crypto';

const TTL_MS = 24 * 60 * 60_000;
/**
 * Longer than any request runs (a book: the charge, 60 s at most, then the supplier, 60 s at most).
 * A claim still unanswered after it belongs to a process that died mid-request: the same request is
 * run again rather than refused for 24 h (a book run again finds its booking through the prebook).
 */
export const ABANDONED_CLAIM_MS = 180_000;

export type IdempotencyStart = { kind: 'fresh' } | { kind: 'replay'; status: number; body: string };

/** Keyed, since a book request's body holds a card number. */
export function requestFingerprint(method: string, path: string, rawBody: string): string {
  return keyedDigestHex(`${method} ${path}\n${rawBody}`);
}

/**
 * Claims (team, key) for this request. The same key and body within 24 h replays the stored
 * response; another body, or the first request still running, is 409 CONFLICT.
 */
export async function startIdempotent(db: Db, scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyStart> {
  // An empty key is a client that forgot to fill the header, not a key all such requests share.
  if (key.trim() === '') throw ApiError.validation('Validation error: Idempotency-Key: must not be empty');
  if (key.length > 255) throw ApiError.validation('Validation error: Idempotency-Key: must be at most 255 characters');
  const expired = new Date(now.getTime() - TTL_MS);
  await db.idempotencyRecord.deleteMany({ where: { scope, key, createdAt: { lt: expired } } });
  const claimed = await db.$executeRaw`
    INSERT INTO idempotency_records (scope, key, request_hash, created_at) VALUES (${scope}, ${key}, ${fingerprint}, ${now})
    ON CONFLICT (scope, key) DO NOTHING`;
  if (claimed === 1) return { kind: 'fresh' };
  const existing = await db.idempotencyRecord.findUnique({ where: { scope_key: { scope, key } } });
  if (!existing) return startIdempotent(db, scope, key, fingerprint, now);
  if (existing.requestHash !== fingerprint) {
    throw ApiError.conflict('Idempotency-Key was already used with a different request');
  }
  if (existing.status === null || existing.body === null) {
    if (existing.createdAt.getTime() <= now.getTime() - ABANDONED_CLAIM_MS) {
      // One conditional update: of several repeats at once, one takes the claim over.
      const taken = await db.$executeRaw`
        UPDATE idempotency_records SET created_at = ${now}
        WHERE scope = ${scope} AND key = ${key} AND status IS NULL AND created_at = ${existing.createdAt}`;
      if (taken === 1) return { kind: 'fresh' };
    }
    throw ApiError.inProgress('A request with this Idempotency-Key is still being processed');
  }
  // Stored sealed: a response may carry a secret shown once (a webhook's signing secret).
  const body = open(existing.body);
  if (body === null) throw ApiError.conflict('The response stored for this Idempotency-Key cannot be replayed; use a new key');
  return { kind: 'replay', status: existing.status, body };
}

/**
 * An answer that asks for the same request again (a server error, a 429, a request still in
 * progress: they carry Retry-After) is not the request's outcome: the key is released so the repeat
 * runs. Any other answer is kept and replayed.
 */
export function isOutcome(status: number, headers: Record<string, string>): boolean {
  return status < 500 && status !== 429 && headers['Retry-After'] === undefined;
}

/** Keeps the final response; an answer that is not an outcome (isOutcome) releases the key so the client can retry. */
export async function finishIdempotent(db: Db, scope: string, key: string, status: number, body: string, outcome: boolean): Promise<void> {
  if (!outcome) {
    await db.idempotencyRecord.deleteMany({ where: { scope, key } });
    return;
  }
  await db.idempotencyRecord.update({ where: { scope_key: { scope, key } }, data: { status, body: seal(body) } });
}

export async function purgeIdempotencyRecords(db: Db, now: Date): Promise<number> {
  const { count } = await db.idempotencyRecord.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - TTL_MS) } } });
  return count;
}
