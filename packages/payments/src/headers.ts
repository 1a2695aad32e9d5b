import { createHash, timingSafeEqual } from 'node:crypto';

/** Fetch `Headers` or Node's `IncomingHttpHeaders`-style record: the webhook route may use either. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Constant-time token comparison; hashing first makes the lengths equal and hides them. */
export function tokensMatch(presented: string | undefined, expected: string): boolean {
  if (!presented || !expected) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function bodyText(rawBody: string | Uint8Array): string {
  return typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
}
