import { centsToReais } from '../../lib/money';
import { RecentAnswers } from '../../lib/freeze';
import type { HotelOffer, RoomBasis } from '../port';
import { amountToCents } from './amounts';
import { roomBasisOf } from './boards';
import { cancellationTerms, type CancellationTerms } from './cancellation';
import type { TAvailabilityHotel, TRate } from './schemas';
import { toSearchCode } from './search-code';

/** What an offer was when Hotelbeds last priced it: enough to prebook a BOOKABLE rate without a call. */
export interface PricedRate extends CancellationTerms {
  rateKey: string;
  rateType: TRate['rateType'];
  paymentType: string;
  hotelId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  roomBasis: RoomBasis;
  roomNames: string[];
  rooms: number;
  adults: number;
  children: number;
  /** The children's ages of the whole stay the rate is priced for (each room's, room after room), when Hotelbeds says. */
  childrenAges?: number[];
  netCents: number;
  currency: string;
  /** The rate's comments as Hotelbeds wrote them (CheckRates, bookings) ... */
  rateComments?: string;
  /** ... or, in availability, the id of their texts in the Content API (types/ratecommentdetails). */
  rateCommentsId?: string;
}

/**
 * Rates priced by this process, by rateKey. Only a saving: a rate not found here (another instance
 * searched, or it was evicted) is valued again with CheckRates, so nothing depends on it.
 */
export class PricedRates {
  readonly #rates = new RecentAnswers<PricedRate>(20_000);
  get = (rateKey: string) => this.#rates.get(rateKey);
  remember = (rate: PricedRate) => this.#rates.set(rate.rateKey, rate);
}

/**
 * Every rate of a Hotelbeds hotel, priced. Hotelbeds' occupancy is per room, so a rate's `adults` and
 * `children` are per room too; the port counts the whole stay.
 */
export function pricedRates(hotel: TAvailabilityHotel, stay: { checkIn: string; checkOut: string }, now: Date): PricedRate[] {
  return hotel.rooms.flatMap((room) =>
    room.rates.map((rate) => ({
      rateKey: rate.rateKey,
      rateType: rate.rateType,
      paymentType: rate.paymentType ?? 'AT_WEB',
      hotelId: String(hotel.code),
      hotelName: hotel.name,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      roomBasis: roomBasisOf(rate.boardCode, rate.boardName),
      roomNames: Array.from({ length: rate.rooms }, () => room.name),
      rooms: rate.rooms,
      adults: rate.adults * rate.rooms,
      children: rate.children * rate.rooms,
      ...stayChildrenAges(rate),
      netCents: amountToCents(rate.net),
      currency: hotel.currency,
      ...(rate.rateComments ? { rateComments: rate.rateComments } : {}),
      ...(rate.rateCommentsId ? { rateCommentsId: rate.rateCommentsId } : {}),
      ...cancellationTerms(rate, now),
    })),
  );
}

/** The offer's hotelSearchCode carries the rateKey untouched, with the rooms booking spreads the guests over. */
export const searchCodeOf = (rate: Pick<PricedRate, 'rateKey' | 'rooms'>) => toSearchCode({ rateKey: rate.rateKey, rooms: rate.rooms });

export function toOffer(rate: PricedRate): HotelOffer {
  return {
    hotelSearchCode: searchCodeOf(rate),
    roomBasis: rate.roomBasis,
    rooms: rate.roomNames,
    netPrice: centsToReais(rate.netCents),
    currency: rate.currency,
    nonRefundable: rate.nonRefundable,
    cancellationDeadline: rate.cancellationDeadline,
    cancellationPolicies: rate.cancellationPolicies,
  };
}

/** A rate's `childrenAges` (one room's, `"4,6"`) as the whole stay's ages; nothing when absent or unreadable. */
function stayChildrenAges(rate: TRate): { childrenAges?: number[] } {
  if (!rate.childrenAges || rate.children === 0) return {};
  const ages = rate.childrenAges.split(/[,~]/).map((age) => Number(age.trim()));
  if (ages.length !== rate.children || ages.some((age) => !Number.isInteger(age))) return {};
  return { childrenAges: Array.from({ length: rate.rooms }, () => ages).flat() };
}
