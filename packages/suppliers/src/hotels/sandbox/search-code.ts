import { compactDate, parseCompactDate } from '../../lib/dates';
import { checksum } from '../../lib/prng';
import type { Stay } from './stay';

/**
 * The hotelSearchCode carries hotel, rate and stay, so details, prebook and
 * book need no search state: `<hotelId>-<rateKey>-<checkIn>-<nights>-<adults>-<children>-<rooms>-<check>`,
 * e.g. `33045570042-0BBr-20260310-5-2-0-1-k3f9`.
 */
export interface DecodedSearchCode {
  hotelId: string;
  rateKey: string;
  stay: Stay;
}

/** The stay's part of the code, computed once per search and shared by every offer. */
export function stayPart(stay: Stay): string {
  return `${compactDate(stay.checkInDay)}-${stay.nights}-${stay.adults}-${stay.children}-${stay.rooms}`;
}

export function encodeSearchCode(hotelId: string, rateKey: string, stay: Stay | string): string {
  const part = typeof stay === 'string' ? stay : stayPart(stay);
  return `${hotelId}-${rateKey}-${part}-${checksum(part, hotelId, rateKey)}`;
}

const SHAPE = /^(\d{8,12})-(\d[A-Z]{2}[rn])-(\d{8})-(\d{1,2})-(\d)-(\d)-(\d)-([0-9a-z]{4})$/;

/** null when the code is malformed or was not issued by this sandbox. */
export function decodeSearchCode(code: string): DecodedSearchCode | null {
  const match = SHAPE.exec(code);
  if (!match) return null;
  const [, hotelId, rateKey, date, nights, adults, children, rooms, check] = match;
  const part = code.slice(hotelId!.length + rateKey!.length + 2, code.lastIndexOf('-'));
  if (checksum(part, hotelId!, rateKey!) !== check) return null;
  const checkInDay = parseCompactDate(date!);
  if (checkInDay === null) return null;
  return {
    hotelId: hotelId!,
    rateKey: rateKey!,
    stay: { checkInDay, nights: Number(nights), adults: Number(adults), children: Number(children), rooms: Number(rooms) },
  };
}
