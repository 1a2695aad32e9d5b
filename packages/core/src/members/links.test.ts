import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareUrl } from '../quotes/present';
import { panelLink } from './links';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('links into the panel and share links', () => {
  it('without PUBLIC_BASE_URL they point at this server’s PORT, as every other absolute URL does', () => {
    vi.stubEnv('PUBLIC_BASE_URL', '');
    vi.stubEnv('PORT', '4123');
    expect(panelLink('/invite/abc')).toBe('http://localhost:4123/invite/abc');
    expect(shareUrl('tok')).toBe('http://localhost:4123/q/tok');
  });

  it('PUBLIC_BASE_URL wins, without its trailing slash', () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://agencia.example/');
    vi.stubEnv('PORT', '4123');
    expect(panelLink('/reset-password/x')).toBe('https://agencia.example/reset-password/x');
    expect(shareUrl('tok')).toBe('https://agencia.example/q/tok');
  });
});
