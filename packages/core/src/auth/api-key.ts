import { hash } from 'node:crypto';
import type { KeyMode, Plan } from '@tas/db';
import { randomString } from '../lib/random';

// tak_live_<32 base62> / tak_test_<32 base62>; only the SHA-256 and the first 12 characters are kept.
const KEY_PATTERN = /^tak_(live|test)_[0-9A-Za-z]{32}$/;
const PREFIX_LENGTH = 12;

export function generateApiKey(mode: KeyMode) {
  const key = `tak_${mode}_${randomString(32)}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  // The one-shot hash: no Hash object per request.
  return hash('sha256', key, 'hex');
}

export interface ResolvedApiKey {
  id: string;
  prefix: string;
  mode: KeyMode;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  team: CallerTeam;
}

/**
 * The caller's team as read with the key (or the agent's session). `bookingsListVersion` (bigint as
 * text) moves with every change a bookings list could show: lists are cached under it.
 */
export interface CallerTeam {
  id: string;
  name: string;
  plan: Plan;
  settings: unknown;
  bookingsListVersion: string;
}

export type KeyResolution = { ok: true; key: ResolvedApiKey } | { ok: false; reason: 'missing' | 'invalid' };

/** The key in `Authorization: Bearer <key>`, when the header is there and the key well formed (no database needed). */
export function parseBearerKey(
  authorization: string | undefined,
): { ok: true; key: string } | { ok: false; reason: 'missing' | 'invalid' } {
  if (!authorization) return { ok: false, reason: 'missing' };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  const key = match?.[1];
  if (!key || !KEY_PATTERN.test(key)) return { ok: false, reason: 'invalid' };
  return { ok: true, key };
}
