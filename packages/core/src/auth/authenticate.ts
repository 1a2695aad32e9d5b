import { rawQuery, type Db } from '@tas/db';
import { ASYNC_COMMIT, countRequest } from '../rest/rate-counts';
import { limitOf, rateLimitWindow, type RateLimitGroup } from '../rest/rate-limit';
import { hashApiKey, parseBearerKey, type KeyResolution } from './api-key';
import { lookUpKey } from './key-lookups';

/** The rate-limit counter to bump with the key lookup, and the checks that must pass first. */
export interface CountedRequest {
  group: RateLimitGroup;
  /** Starter keys on pro endpoints are refused (403) before they are counted. */
  requirePro: boolean;
  /** Read-only keys on mutations are refused (403) before they are counted. */
  requireWrite: boolean;
}

export interface Authentication {
  resolution: KeyResolution;
  /** The team's count in the current window after this request, when it was counted here. */
  rateCount: number | null;
}

const TOUCH_EVERY_MS = 60_000;

const TOUCH = `
UPDATE api_keys SET last_used_at = $2::timestamptz
WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '60 seconds')
RETURNING ${ASYNC_COMMIT}`;

// Keys this process has just touched: the requests that arrive with the old last_used_at while the
// update runs do not repeat it.
const touchedAt = new Map<string, number>();

async function touch(db: Db, keyId: string, lastUsedAt: Date | null, now: Date): Promise<void> {
  const at = now.getTime();
  if (lastUsedAt && at - lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  const previous = touchedAt.get(keyId);
  if (previous !== undefined && Math.abs(at - previous) < TOUCH_EVERY_MS) return;
  touchedAt.set(keyId, at);
  if (touchedAt.size > 10_000) touchedAt.clear();
  await rawQuery(db, TOUCH, [keyId, now.toISOString()], { prepared: true });
}

/** Resolves `Authorization: Bearer <key>` and, when asked, counts the request against the team's limit. */
export async function authenticate(
  db: Db,
  authorization: string | undefined,
  now: Date,
  counted: CountedRequest | null,
  fresh = false,
): Promise<Authentication> {
  const parsed = parseBearerKey(authorization);
  if (!parsed.ok) return { resolution: parsed, rateCount: null };
  // From the key cache, or the one statement of a request (but for one that takes its process's next
  // batch of rate-limit slots, about once a second, and a last_used_at at most once a minute per key),
  // shared with the requests that arrive with it.
  const row = await lookUpKey(db, hashApiKey(parsed.key), fresh);
  if (!row) return { resolution: { ok: false, reason: 'invalid' }, rateCount: null };
  const lastUsedAt = row.last_used_at_ms === null ? null : new Date(row.last_used_at_ms);
  await touch(db, row.id, lastUsedAt, now);
  const key = {
    id: row.id,
    prefix: row.prefix,
    mode: row.mode,
    scopes: row.scopes,
    createdAt: new Date(row.created_at_ms),
    lastUsedAt,
    team: { id: row.team_id, name: row.team_name, plan: row.plan, settings: row.settings, bookingsListVersion: row.bookings_list_version },
  };
  // Requests the plan or scope gate refuses (403) are not counted.
  const countable = counted && (!counted.requirePro || row.plan === 'pro') && (!counted.requireWrite || row.scopes.includes('write'));
  const rateCount = countable
    ? await countRequest(db, `${counted.group}:team:${row.team_id}`, rateLimitWindow(now), limitOf(counted.group))
    : null;
  return { resolution: { ok: true, key }, rateCount };
}

/** The key alone, counted nowhere (the panel's tests and tools). */
export async function resolveApiKey(db: Db, authorization: string | undefined, now: Date): Promise<KeyResolution> {
  return (await authenticate(db, authorization, now, null)).resolution;
}
