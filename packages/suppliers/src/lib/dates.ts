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

/**
 * Year, month and day of an epoch day by integer arithmetic (H. Hinnant's
 * civil_from_days): searches format thousands of dates, and Date is slow at it.
 */
export function civilDate(epochDay: number): { year: number; month: number; day: number } {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

const isoCache = new Map<number, string>();

/** Memoised: a search formats the same few deadline dates thousands of times. */
export function formatIsoDate(epochDay: number): string {
  let iso = isoCache.get(epochDay);
  if (iso === undefined) {
    iso = formatCivil(epochDay);
    if (isoCache.size > 20_000) isoCache.clear();
    isoCache.set(epochDay, iso);
  }
  return iso;
}

function formatCivil(epochDay: number): string {
  const { year, month, day } = civilDate(epochDay);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Month 1-12 of an epoch day. */
export function monthOf(epochDay: number): number {
  return civilDate(epochDay).month;
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
  const { year, month, day } = civilDate(epochDay);
  return `${String(year).padStart(4, '0')}${pad2(month)}${pad2(day)}`;
}

export function parseCompactDate(value: string): number | null {
  return /^\d{8}$/.test(value) ? parseIsoDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`) : null;
}
