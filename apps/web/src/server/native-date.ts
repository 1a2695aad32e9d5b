/**
 * Next.js replaces the global Date with a wrapper whose every construction (and `Date.now()`) asks two
 * AsyncLocalStorages whether a cacheComponents prerender is reading the clock
 * (next/dist/server/node-environment-extensions/date.js, installed by `app.prepare()`). This app does
 * not enable cacheComponents, so the wrapper never acts; but every date of the REST facade (request
 * clock, envelope timestamp, rate-limit window) paid for it: 2.4% of the server's CPU under the
 * bench's /me load. Captured when this module loads, before Next; put back once Next is prepared.
 */
const NativeDate = Date;

export function restoreNativeDate(): void {
  if (globalThis.Date === NativeDate) return;
  globalThis.Date = NativeDate;
  Object.defineProperty(NativeDate.prototype, 'constructor', { value: NativeDate, writable: true, configurable: true, enumerable: false });
}
