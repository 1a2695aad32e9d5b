import { seal, sha256Hex } from '../lib/crypto';
import { randomToken } from '../lib/random';

/**
 * A team's inbound payment webhook token. The hash finds the team of a delivery; the sealed copy
 * lets the sandbox gateway sign its own deliveries and the panel show the token again.
 */
export function newWebhookToken() {
  const token = `whk_${randomToken(24)}`;
  return { token, hash: sha256Hex(token), sealed: seal(token) };
}

export function webhookTokenHash(token: string): string {
  return sha256Hex(token);
}
