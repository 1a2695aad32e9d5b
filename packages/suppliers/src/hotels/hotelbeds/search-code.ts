/**
 * Our hotelSearchCode for a Hotelbeds rate: `hb1|<rooms>|<rateKey>`. Hotelbeds says the rateKey is
 * opaque (its layout may change without notice) and must be sent back exactly as received, so we never
 * read anything out of it: what booking needs besides it (how many rooms the guests are spread over)
 * travels next to it, and the rateKey itself is carried untouched to CheckRates and Booking.
 * https://developer.hotelbeds.com/documentation/hotels/booking-api/workflow/
 */
const PREFIX = 'hb1';

export interface HotelbedsSearchCode {
  rateKey: string;
  /** Rooms the rate covers (Hotelbeds' `rooms` on the rate), for the guests' `roomId` at booking. */
  rooms: number;
}

export function toSearchCode(code: HotelbedsSearchCode): string {
  return `${PREFIX}|${code.rooms}|${code.rateKey}`;
}

/**
 * Reads our code back. Anything else (a code issued before this format, or not ours at all) is taken
 * as a bare rateKey for one room: Hotelbeds itself judges it, and answers an unknown one as invalid.
 */
export function fromSearchCode(hotelSearchCode: string): HotelbedsSearchCode {
  const match = /^hb1\|([1-9]\d?)\|(.+)$/s.exec(hotelSearchCode);
  if (!match) return { rateKey: hotelSearchCode, rooms: 1 };
  return { rooms: Number(match[1]), rateKey: match[2]! };
}
