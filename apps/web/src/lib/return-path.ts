// Where the login sends an agent back to. Only a path of this site: an open redirect would let a
// phishing link borrow our login page (`//evil.com`, `/\evil.com`, `http://x//evil.com` all leave it).

const HOME = '/';
// Browsers drop tabs and newlines inside URLs and read `\` as `/`: refuse them rather than guess.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\\u2028\u2029]/;
const PLACEHOLDER_ORIGIN = 'http://panel.invalid';

/**
 * The same-origin path (with query and fragment) `raw` names, or `/`. An absolute URL is kept only
 * when its origin is `origin` (the panel's own); anything else, and the login page itself, gives `/`.
 */
export function safeReturnPath(raw: string | null | undefined, origin?: string): string {
  if (!raw || UNSAFE_CHARACTERS.test(raw)) return HOME;
  const path = raw.startsWith('/') ? raw : pathOfOwnUrl(raw, origin);
  // `//host` is a protocol-relative URL: another site.
  if (!path || !path.startsWith('/') || path.startsWith('//')) return HOME;
  let url: URL;
  try {
    url = new URL(path, PLACEHOLDER_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return HOME;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

function pathOfOwnUrl(raw: string, origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(raw);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
