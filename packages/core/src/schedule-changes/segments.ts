import type { ScheduleSegment } from '@tas/suppliers';
import { z } from 'zod';

/** A stored list of segments (schedule_changes.removed / added), as the supplier adapter mapped it. */
export const ZScheduleSegment = z.object({
  origin: z.string(),
  destination: z.string(),
  departingAt: z.string(),
  arrivingAt: z.string(),
  flight: z.string(),
});

export function segmentsOf(value: unknown): ScheduleSegment[] {
  const parsed = z.array(ZScheduleSegment).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** `2030-05-02T08:15:00` (the airport's local time, as airlines give it) as `02/05/2030 08:15`. */
export function localTime(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : value;
}

/** One line per flight: `LA3456 GRU → LIS, 02/05/2030 08:15 – 02/05/2030 20:40`. */
export const segmentLine = (s: ScheduleSegment) =>
  `${s.flight} ${s.origin} → ${s.destination}, ${localTime(s.departingAt)} – ${localTime(s.arrivingAt)}`;
