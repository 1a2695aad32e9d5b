import { rawQuery, type Db, type KeyMode, type Plan } from '@tas/db';
import { ASYNC_COMMIT, rateLimitWindow, type RateLimitGroup } from '../rest/rate-limit';
import { hashApiKey, parseBearerKey, type KeyResolution } from './api-key';

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

interface KeyRow {
  id: string;
  prefix: string;
  mode: KeyMode;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  team_id: string;
  team_name: string;
  plan: Plan;
  settings: unknown;
  bookings_list_version: string;
  rate_count: number | null;
}

// One round trip: the live key and its team (with the version bookings lists are cached under),
// last_used_at at most once a minute, and the team's fixed-window counter. No key is cached, so a
// revoked key is refused on its next request.
// The writes (a counter, a timestamp) commit asynchronously: no wait for the WAL flush, at the risk
// of losing the last fraction of a second of counts if PostgreSQL crashes (see ASYNC_COMMIT).
const AUTHENTICATE = `
WITH key AS (
  SELECT k.id, k.prefix, k.mode::text AS mode, k.scopes, k.created_at, k.last_used_at,
         t.id AS team_id, t.name AS team_name, t.plan::text AS plan, t.settings,
         t.bookings_list_version::text AS bookings_list_version
  FROM api_keys k JOIN teams t ON t.id = k.team_id
  WHERE k.hash = $1 AND k.revoked_at IS NULL
), touched AS (
  UPDATE api_keys SET last_used_at = $2::timestamptz FROM key
  WHERE api_keys.id = key.id AND (key.last_used_at IS NULL OR key.last_used_at < $2::timestamptz - interval '60 seconds')
), hit AS (
  INSERT INTO rate_limit_counters (key, window_start, count)
  SELECT $3::text || key.team_id::text, $4::timestamptz, 1 FROM key
  WHERE $3::text IS NOT NULL AND (NOT $5::boolean OR key.plan = 'pro') AND (NOT $6::boolean OR 'write' = ANY (key.scopes))
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
  RETURNING count
)
SELECT key.*, (SELECT count FROM hit)::int AS rate_count, ${ASYNC_COMMIT} FROM key`;

/** Resolves `Authorization: Bearer <key>` and, when asked, counts the request against the team's limit. */
export async function authenticate(db: Db, authorization: string | undefined, now: Date, counted: CountedRequest | null): Promise<Authentication> {
  const parsed = parseBearerKey(authorization);
  if (!parsed.ok) return { resolution: parsed, rateCount: null };
  const params = [
    hashApiKey(parsed.key),
    now.toISOString(),
    counted ? `${counted.group}:team:` : null,
    rateLimitWindow(now).start.toISOString(),
    counted?.requirePro ?? false,
    counted?.requireWrite ?? false,
  ];
  const [row] = await rawQuery<KeyRow>(db, AUTHENTICATE, params, { prepared: true });
  if (!row) return { resolution: { ok: false, reason: 'invalid' }, rateCount: null };
  const key = {
    id: row.id,
    prefix: row.prefix,
    mode: row.mode,
    scopes: row.scopes,
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at && new Date(row.last_used_at),
    team: { id: row.team_id, name: row.team_name, plan: row.plan, settings: row.settings, bookingsListVersion: row.bookings_list_version },
  };
  return { resolution: { ok: true, key }, rateCount: row.rate_count === null ? null : Number(row.rate_count) };
}

/** The key alone, counted nowhere (the panel's tests and tools). */
export async function resolveApiKey(db: Db, authorization: string | undefined, now: Date): Promise<KeyResolution> {
  return (await authenticate(db, authorization, now, null)).resolution;
}
