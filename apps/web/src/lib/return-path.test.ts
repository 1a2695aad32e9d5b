import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://panel.example';

describe('the path the login returns to', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/clients')).toBe('/clients');
    expect(safeReturnPath('/quotes/123?tab=items#top')).toBe('/quotes/123?tab=items#top');
    expect(safeReturnPath('/clients/%2F%2Fevil.com')).toBe('/clients/%2F%2Fevil.com');
  });

  it('keeps an absolute URL of this site as its path', () => {
    expect(safeReturnPath('https://panel.example/bookings?page=2', ORIGIN)).toBe('/bookings?page=2');
  });

  it('falls back to the home page when there is nothing to return to, or the login itself', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/login?callbackUrl=/x')).toBe('/');
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'http://x//evil.com',
    'http://panel.example//evil.com',
    'https://panel.example//evil.com',
    'https://evil.com',
    'https://evil.com/clients',
    'http://panel.example.evil.com/',
    'https://panel.example@evil.com/',
    'HTTPS://EVIL.COM',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    ' //evil.com',
    '/%09/evil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%2F/evil.com',
    'evil.com',
    'clients',
    '/\u0000/evil.com',
    '/\u2028/evil.com',
  ])('never leaves the site for %j', (input) => {
    const path = safeReturnPath(input, ORIGIN);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(path).not.toMatch(/\\/);
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    // What a browser does with it: the same origin.
    expect(new URL(path, `${ORIGIN}/login`).origin).toBe(ORIGIN);
  });

  it('refuses, rather than repairs, what is not a plain path of this site', () => {
    for (const input of ['//evil.com', '/\\evil.com', 'http://x//evil.com', 'https://evil.com', 'javascript:alert(1)', '/\t/evil.com']) {
      expect(safeReturnPath(input, ORIGIN)).toBe('/');
    }
  });
});
