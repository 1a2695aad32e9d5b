import { redactCardNumbers } from '@tas/payments';

/**
 * The one gate every audit `details` object passes: the audit log is read by every owner and admin,
 * so it must never hold a secret, token, key, password or card data, whatever a caller hands it.
 * Fields named like a secret keep only the fact that they were there; values shaped like one
 * (an API key, an opaque token, a URL's credentials or query) are cut, card-number-like digit runs
 * masked to their last four (the payments package's rule); and the whole is kept small (depth,
 * lengths, counts).
 */
export const REDACTED = '[redacted]';

export type AuditDetails = Record<string, unknown>;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const SECRET_FIELD =
  /(secret|token|passw|pwd|api_?key|apikey|access_?key|private|credential|authori[sz]ation|cookie|signature|hash|salt|cvv|cvc|card_?number|cardnumber|pan$|^key$|sealed)/i;
const API_KEY_VALUE = /\btak_(live|test)_[0-9A-Za-z]{16,}/;
const BEARER_VALUE = /\bbearer\s+\S+/i;
// A long run of letters and digits with no spaces: a token or key, not something people read.
const OPAQUE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_\-+/=.]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const MAX_DEPTH = 4;
const MAX_KEYS = 30;
const MAX_ITEMS = 20;
const MAX_STRING = 200;

export function sanitiseDetails(details: AuditDetails | undefined): { [key: string]: Json } {
  if (!details) return {};
  const clean = sanitiseValue(details, 0);
  return clean && typeof clean === 'object' && !Array.isArray(clean) ? clean : {};
}

function sanitiseValue(value: unknown, depth: number): Json | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return sanitiseString(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    // Prisma Decimal and the like: their JSON form.
    return sanitiseValue((value as { toJSON: () => unknown }).toJSON(), depth);
  }
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).flatMap((item) => {
      const clean = sanitiseValue(item, depth + 1);
      return clean === undefined ? [] : [clean];
    });
  }
  if (typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) {
      if (item === undefined) continue;
      if (SECRET_FIELD.test(key)) {
        out[key] = REDACTED;
        continue;
      }
      const clean = sanitiseValue(item, depth + 1);
      if (clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return undefined;
}

function sanitiseString(value: string): string {
  // Our ids: kept whole (the digits of a random UUID can read as a card number across its hyphens).
  if (UUID.test(value)) return value;
  if (API_KEY_VALUE.test(value) || BEARER_VALUE.test(value)) return REDACTED;
  if (OPAQUE.test(value)) return REDACTED;
  const url = withoutUrlSecrets(redactCardNumbers(value));
  return url.length > MAX_STRING ? `${url.slice(0, MAX_STRING)}…` : url;
}

// A URL keeps its origin and path: credentials and query strings often carry tokens.
function withoutUrlSecrets(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    if (!url.username && !url.password && !url.search && !url.hash) return value;
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return value;
  }
}
