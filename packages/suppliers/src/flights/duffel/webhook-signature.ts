// Duffel signs each webhook event with the webhook's secret: header `X-Duffel-Signature:
// t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Sources: the guide
// https://duffel.com/docs/guides/receiving-webhooks (verify over the raw body with the secret shown when the
// webhook is created) and Duffel's own Ruby library, `DuffelAPI::WebhookEvent.genuine?`
// (https://www.rubydoc.info/gems/duffel_api/DuffelAPI/WebhookEvent: header `\At=(.+),v1=(.+)\z`, HMAC-SHA256
// hex over `timestamp.body`, secure compare). Duffel publishes no tolerance for `t`: ours is five minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DUFFEL_SIGNATURE_HEADER = 'x-duffel-signature';
/** How far `t` may be from our clock before a delivery is refused as stale (a replay of an old capture). */
export const DUFFEL_SIGNATURE_TOLERANCE_SECONDS = 300;

export type DuffelSignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

const hmac = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');

/** The header Duffel would send for `rawBody` at `at` (the stand-in signs with it; tests forge with it). */
export function signDuffelWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Whether `header` signs exactly `rawBody` with `secret`, within the tolerance of `now`; compared in constant time. */
export function verifyDuffelWebhook(header: string | undefined, rawBody: string, secret: string, now: Date): DuffelSignatureCheck {
  if (!header) return 'missing';
  const match = SIGNATURE.exec(header.trim());
  if (!match) return 'malformed';
  const [, timestamp, given] = match as unknown as [string, string, string];
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > DUFFEL_SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'ok' : 'mismatch';
}
