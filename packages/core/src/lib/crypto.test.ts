import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { keyFromSecret, open, seal } from './crypto';

const saved = process.env.APP_ENCRYPTION_KEY;
afterEach(() => {
  process.env.APP_ENCRYPTION_KEY = saved;
});

describe('AES-256-GCM sealing with APP_ENCRYPTION_KEY', () => {
  it('a base64 value of 32 bytes is the key itself; another secret of 32+ characters is hashed to 32 bytes', () => {
    const raw = randomBytes(32);
    expect(keyFromSecret(raw.toString('base64')).equals(raw)).toBe(true);
    expect(keyFromSecret('correct horse battery staple, twice over')).toHaveLength(32);
    expect(() => keyFromSecret('too short')).toThrow(/at least 32 characters/);
  });

  it('seals to v1.<iv>.<tag>.<ciphertext>, differently each time, and opens back', () => {
    process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString('base64');
    const a = seal('sandbox-password');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seal('sandbox-password')).not.toBe(a);
    expect(a).not.toContain('sandbox-password');
    expect(open(a)).toBe('sandbox-password');
  });

  it('a value sealed under another key, tampered with, or not sealed at all opens to null', () => {
    process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString('base64');
    const sealed = seal('secret');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(open([v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(open('plain text')).toBeNull();
    process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString('base64');
    expect(open(sealed)).toBeNull();
  });
});
