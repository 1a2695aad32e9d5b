import { sha256Hex } from '../lib/crypto';
import { randomToken } from '../lib/random';
import { publicBaseUrl } from '../rest/public-url';

/**
 * A secret link's token (invitations, password resets): 32 random bytes, base64url. Only its
 * SHA-256 is stored; the token itself travels in the e-mail alone.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomToken(32);
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return sha256Hex(token);
}

/** An absolute link into the panel's public pages (the same base as quote share links). */
export function panelLink(path: string): string {
  return `${publicBaseUrl()}${path}`;
}
