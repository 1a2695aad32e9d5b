import { createHash } from 'node:crypto';
import type { Db, KeyMode, Plan } from '@tas/db';
import { randomString } from '../lib/random';

// tak_live_<32 base62> / tak_test_<32 base62>; only the SHA-256 and the first 12 characters are kept.
const KEY_PATTERN = /^tak_(live|test)_[0-9A-Za-z]{32}$/;
const PREFIX_LENGTH = 12;

export function generateApiKey(mode: KeyMode) {
  const key = `tak_${mode}_${randomString(32)}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface ResolvedApiKey {
  id: string;
  prefix: string;
  mode: KeyMode;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  team: { id: string; name: string; plan: Plan; settings: unknown };
}

export type KeyResolution = { ok: true; key: ResolvedApiKey } | { ok: false; reason: 'missing' | 'invalid' };

// last_used_at is refreshed at most once a minute so reads stay reads.
const LAST_USED_RESOLUTION_MS = 60_000;

export async function resolveApiKey(db: Db, authorization: string | undefined, now: Date): Promise<KeyResolution> {
  if (!authorization) return { ok: false, reason: 'missing' };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  const key = match?.[1];
  if (!key || !KEY_PATTERN.test(key)) return { ok: false, reason: 'invalid' };
  const row = await db.apiKey.findUnique({
    where: { hash: hashApiKey(key) },
    include: { team: { select: { id: true, name: true, plan: true, settings: true } } },
  });
  if (!row || row.revokedAt) return { ok: false, reason: 'invalid' };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return {
    ok: true,
    key: {
      id: row.id,
      prefix: row.prefix,
      mode: row.mode,
      scopes: row.scopes,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
      team: row.team,
    },
  };
}
