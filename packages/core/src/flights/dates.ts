import { dateIn } from '../lib/zod-helpers';

// Agencies sell Brazilian calendar days; Brazil has kept UTC-3 all year since 2019.
const brazilDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

// Formatting a date in a time zone costs several µs, on every search: the day is formatted once per
// minute of the clock (Brazil's offset is whole hours, so a day starts on a minute: still exact).
let lastDay = { minute: Number.NaN, day: '' };

/** Today in Brazil as `YYYY-MM-DD` (the sandbox suppliers count days the same way). */
export function todayInBrazil(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay.minute !== minute) lastDay = { minute, day: brazilDay.format(now) };
  return lastDay.day;
}

/** Full years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, day: string): number {
  const birth = dateIn(birthDate);
  const on = dateIn(day);
  let years = on.getUTCFullYear() - birth.getUTCFullYear();
  const before =
    on.getUTCMonth() < birth.getUTCMonth() || (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate());
  if (before) years -= 1;
  return years;
}
