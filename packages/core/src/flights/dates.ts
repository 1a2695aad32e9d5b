import { dateIn } from '../lib/zod-helpers';

// Agencies sell Brazilian calendar days; Brazil has kept UTC-3 all year since 2019.
const brazilDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Brazil as `YYYY-MM-DD` (the sandbox suppliers count days the same way). */
export function todayInBrazil(now: Date): string {
  return brazilDay.format(now);
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
