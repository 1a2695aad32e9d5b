import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { loadEnv } from './env';

/**
 * AES-256-GCM for secrets at rest (supplier passwords, gateway keys, webhook tokens).
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

let cached: { secret: string; key: Buffer } | null = null;
let keptSecret: string | undefined;

/** A base64 value of exactly 32 bytes is the key itself; any other secret of 32+ characters is hashed to one. */
export function keyFromSecret(secret: string): Buffer {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(secret) ? Buffer.from(secret, 'base64') : null;
  if (decoded?.length === 32) return decoded;
  if (secret.length < 32) throw new Error('APP_ENCRYPTION_KEY must be 32 bytes in base64 or a secret of at least 32 characters');
  return createHash('sha256').update(secret, 'utf8').digest();
}

// The server exports the key at start; a CLI run without it shares the server's key kept under DATA_DIR
// (read once per process, so a file rewritten meanwhile cannot switch keys under sealed values).
function encryptionKey(): Buffer {
  const secret = process.env.APP_ENCRYPTION_KEY || (keptSecret ??= loadEnv().appEncryptionKey);
  if (cached?.secret !== secret) cached = { secret, key: keyFromSecret(secret) };
  return cached.key;
}

export function seal(plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext, or null when the value was sealed under another key, tampered with or is not sealed at all. */
export function open(sealed: string): string | null {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A keyed digest (HMAC-SHA256 under the app key): fingerprints of values that may hold card data are not plain hashes. */
export function keyedDigestHex(value: string): string {
  return createHmac('sha256', encryptionKey()).update(value, 'utf8').digest('hex');
}
