/**
 * The age of a rate in business days, Monday to Friday: the weekdays after the rate's day up to and
 * including today. Friday's PTAX is 1 day old on Monday. National holidays are not known here, so a
 * holiday counts as one more day (a rate may stop a day early after a holiday, never a day late).
 */
export function businessDaysSince(rateDay: string, today: string): number {
  let days = 0;
  const end = Date.parse(`${today}T00:00:00Z`);
  for (let t = Date.parse(`${rateDay}T00:00:00Z`) + 86_400_000; t <= end; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/** The day `days` calendar days before a `YYYY-MM-DD` day. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
