import { civilDate } from '../../lib/dates';

/**
 * Local wall-clock time at airports, from IANA zones through Intl (DST
 * included): timetables are local, durations are real.
 */
const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

const QUARTER_MS = 15 * MINUTE_MS;
const DAY_MS = 1440 * MINUTE_MS;
/** Offset of a zone over a whole UTC day, or null on the days it changes (DST). */
const dayOffsets = new Map<string, number | null>();
const quarterOffsets = new Map<string, number>();

/** Minutes the zone is ahead of UTC at that instant (negative west of Greenwich). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  // Intl is slow (tens of µs a call) and offsets rarely change: memoise per day,
  // and per quarter hour (zones only change on one) on the days they do.
  const day = Math.floor(utcMs / DAY_MS);
  const dayKey = `${timeZone}|${day}`;
  let offset = dayOffsets.get(dayKey);
  if (offset === undefined) {
    const start = computeOffset(timeZone, day * DAY_MS);
    offset = start === computeOffset(timeZone, (day + 1) * DAY_MS - QUARTER_MS) ? start : null;
    if (dayOffsets.size > 50_000) dayOffsets.clear();
    dayOffsets.set(dayKey, offset);
  }
  if (offset !== null) return offset;
  const quarter = Math.floor(utcMs / QUARTER_MS);
  const quarterKey = `${timeZone}|${quarter}`;
  let exact = quarterOffsets.get(quarterKey);
  if (exact === undefined) {
    exact = computeOffset(timeZone, quarter * QUARTER_MS);
    if (quarterOffsets.size > 50_000) quarterOffsets.clear();
    quarterOffsets.set(quarterKey, exact);
  }
  return exact;
}

function computeOffset(timeZone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(utcMs)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute);
  return Math.round((asUtc - utcMs) / MINUTE_MS);
}

/** The instant of a local wall-clock time (epoch day + minutes after midnight) in a zone. */
export function localToUtc(timeZone: string, epochDay: number, minuteOfDay: number): number {
  const wall = (epochDay * 1440 + minuteOfDay) * MINUTE_MS;
  // Two passes settle the offset across a DST change.
  const first = wall - zoneOffsetMinutes(timeZone, wall) * MINUTE_MS;
  return wall - zoneOffsetMinutes(timeZone, first) * MINUTE_MS;
}

export interface LocalTime {
  epochDay: number;
  minuteOfDay: number;
  /** `YYYY-MM-DDTHH:mm:ss`, no zone, as the contract wants. */
  iso: string;
}

export function utcToLocal(timeZone: string, utcMs: number): LocalTime {
  const localMinutes = Math.floor(utcMs / MINUTE_MS) + zoneOffsetMinutes(timeZone, utcMs);
  const epochDay = Math.floor(localMinutes / 1440);
  const minuteOfDay = localMinutes - epochDay * 1440;
  const { year, month, day } = civilDate(epochDay);
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${year}-${pad(month)}-${pad(day)}T${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}:00`;
  return { epochDay, minuteOfDay, iso };
}
