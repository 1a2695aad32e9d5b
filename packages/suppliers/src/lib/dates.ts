/**
 * Calendar dates as whole days since 1970-01-01 (UTC), so stays and
 * advance-purchase windows are integer arithmetic with no time-zone drift.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch day of a `YYYY-MM-DD` string, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

export function formatIsoDate(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** Month 1-12 of an epoch day. */
export function monthOf(epochDay: number): number {
  return new Date(epochDay * DAY_MS).getUTCMonth() + 1;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Today's date for Brazilian agencies (UTC-3, no daylight saving since 2019). */
export function todayInBrazil(now: Date): number {
  return Math.floor((now.getTime() - 3 * 3_600_000) / DAY_MS);
}

export function compactDate(epochDay: number): string {
  return formatIsoDate(epochDay).replaceAll('-', '');
}

export function parseCompactDate(value: string): number | null {
  return /^\d{8}$/.test(value) ? parseIsoDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`) : null;
}
