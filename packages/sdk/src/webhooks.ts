import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VerifyWebhookOptions {
  /** How far `t` may be from now, either way, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Now, in unix seconds (for tests). */
  now?: number;
}

/**
 * Checks an outbound webhook's `X-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`
 * over the raw request body (the exact bytes received, before any JSON parsing). False when the
 * header is malformed, the signature differs, or `t` is outside the tolerance (a replayed delivery).
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | null | undefined,
  options: VerifyWebhookOptions = {},
): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    parts.set(name, [...(parts.get(name) ?? []), part.slice(at + 1).trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (options.toleranceSeconds ?? 300)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  // Several v1 values may come while a secret is being rotated: any match is enough.
  return (parts.get('v1') ?? []).some((hex) => {
    if (!/^[0-9a-f]+$/i.test(hex)) return false;
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
