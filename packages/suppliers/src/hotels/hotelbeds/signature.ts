import { hash, timingSafeEqual } from 'node:crypto';
import type { HotelbedsClientCertificate } from './transport';

/** The agency's Hotelbeds account (APItude key pair) and where to reach it. */
export interface HotelbedsCredentials {
  apiKey: string;
  secret: string;
  /** `https://api.test.hotelbeds.com` (evaluation), `https://api.hotelbeds.com` (live) or a stand-in. */
  baseUrl: string;
  /** The agency's client certificate (mutual TLS), presented on every Booking API call. */
  certificate?: HotelbedsClientCertificate;
}

export const HOTELBEDS_TEST_BASE_URL = 'https://api.test.hotelbeds.com';

/** Hotelbeds' X-Signature: SHA-256 hex of apiKey + secret + Unix time in seconds (one-shot: every call signs). */
export function hotelbedsSignature(apiKey: string, secret: string, unixSeconds: number): string {
  return hash('sha256', `${apiKey}${secret}${unixSeconds}`, 'hex');
}

/** Compares two hex signatures in constant time (the stand-in checks them as Hotelbeds does). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
