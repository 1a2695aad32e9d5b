import type { Db } from '@tas/db';
import { open } from '../lib/crypto';
import { logger } from '../lib/logger';
import { PRIVATE_ADDRESS_REFUSED, postWebhook } from './post';
import { publicTargetsOnly, reachesPrivateAddress } from './private-address';
import { signWebhook } from './signature';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Retries stop this long after the event: the delivery is then failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
const BATCH = 50;
const CONCURRENCY = 8;
// A run stays well inside the queue's 15-minute expiry; a larger backlog continues next minute.
const MAX_BATCHES_PER_RUN = 10;
// Claimed rows are pushed this far ahead while being sent, so a crashed run's rows come back later.
const LEASE_MS = 5 * 60 * 1000;

export interface DeliveryRun {
  delivered: number;
  retried: number;
  failed: number;
}

interface ClaimedDelivery {
  id: string;
  payload: string;
  attempts: number;
  created_at: Date;
  url: string;
  secret: string;
  is_active: boolean;
}

/** After the n-th failed attempt: 1, 2, 4, ... minutes (capped at an hour), never past the retry window; null once it is over. */
export function nextAttemptAfterFailure(createdAt: Date, attempts: number, now: Date): Date | null {
  const deadline = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const backoff = Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return new Date(Math.min(now.getTime() + backoff, deadline));
}

/** Due pending deliveries, claimed with SKIP LOCKED (several app instances never send one twice at once). */
async function claimDue(db: Db, now: Date): Promise<ClaimedDelivery[]> {
  return db.$queryRaw<ClaimedDelivery[]>`
    WITH due AS (
      SELECT id FROM webhook_deliveries
      WHERE status = 'pending' AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE webhook_deliveries d SET next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
    FROM due, webhook_endpoints e
    WHERE d.id = due.id AND e.id = d.endpoint_id
    RETURNING d.id::text AS id, d.payload::text AS payload, d.attempts, d.created_at, e.url, e.secret, e.is_active`;
}

/** The body as receivers read it: `{ id, type, created_at, data }` in that order. */
function bodyOf(payload: string): string {
  const event = JSON.parse(payload) as { id: string; type: string; created_at: string; data: unknown };
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.created_at, data: event.data });
}

function describeFailure(error: unknown): string {
  const err = error as { name?: string; code?: string; message?: string };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `Timed out after ${DELIVERY_TIMEOUT_MS / 1000} s`;
  if (err?.code === 'EPRIVATEADDRESS') return PRIVATE_ADDRESS_REFUSED;
  return (err?.code ?? err?.message ?? String(error)).slice(0, 200);
}

/** One POST; the answer's status code, or the reason there was none. */
async function send(delivery: ClaimedDelivery, secret: string, now: Date): Promise<{ statusCode: number | null; error: string | null }> {
  const body = bodyOf(delivery.payload);
  const event = JSON.parse(body) as { id: string; type: string };
  const production = publicTargetsOnly();
  try {
    // Names are checked again on the address the connection uses (publicOnlyLookup); this catches
    // literal addresses and localhost before any connection is tried.
    if (production && (await reachesPrivateAddress(new URL(delivery.url).hostname))) {
      return { statusCode: null, error: PRIVATE_ADDRESS_REFUSED };
    }
    const statusCode = await postWebhook(delivery.url, {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'tas-webhooks/1',
        'X-Webhook-Id': event.id,
        'X-Webhook-Type': event.type,
        'X-Signature': signWebhook(secret, body, Math.floor(now.getTime() / 1000)),
      },
      body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      publicOnly: production,
    });
    return { statusCode, error: statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}` };
  } catch (error) {
    return { statusCode: null, error: describeFailure(error) };
  }
}

async function deliverOne(db: Db, delivery: ClaimedDelivery, now: Date): Promise<keyof DeliveryRun> {
  const secret = delivery.is_active ? open(delivery.secret) : null;
  const outcome = !delivery.is_active
    ? { statusCode: null, error: 'Endpoint disabled' }
    : secret === null
      ? { statusCode: null, error: 'Signing secret unreadable (APP_ENCRYPTION_KEY changed?)' }
      : await send(delivery, secret, now);
  const attempts = delivery.attempts + (delivery.is_active && secret !== null ? 1 : 0);
  if (outcome.error === null) {
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: 'delivered', attempts, lastStatusCode: outcome.statusCode, lastError: null, deliveredAt: now },
    });
    return 'delivered';
  }
  const next = delivery.is_active ? nextAttemptAfterFailure(delivery.created_at, attempts, now) : null;
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: {
      attempts,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(next ? { nextAttemptAt: next } : { status: 'failed', nextAttemptAt: now }),
    },
  });
  return next ? 'retried' : 'failed';
}

/**
 * The job behind `webhooks.deliver`, run when new deliveries commit (jobs/wake-on-commit.ts) and every
 * minute for retries: sends every due pending delivery, signed, a few at a time. 2xx is delivered;
 * anything else is retried with backoff until 24 h after the event.
 */
export async function deliverDueWebhooks(db: Db, now: Date): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
  for (let round = 1; ; round++) {
    const batch = await claimDue(db, now);
    const queue = [...batch];
    const worker = async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
        try {
          run[await deliverOne(db, delivery, now)]++;
        } catch (err) {
          // The lease brings it back in a few minutes.
          logger.error({ err, deliveryId: delivery.id }, 'webhook delivery could not be recorded');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
    if (batch.length < BATCH || round >= MAX_BATCHES_PER_RUN) return run;
  }
}
