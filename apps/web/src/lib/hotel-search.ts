import type { RouterInputs, RouterOutputs } from '@/trpc/types';

// The search answer goes out as JSON text from core (JsonText); over tRPC it arrives as this plain object.
type SearchOutput = RouterOutputs['hotels']['search'];
export type HotelSearchResult = SearchOutput extends { toJSON(): infer T } ? T : SearchOutput;
export type Hotel = HotelSearchResult['hotels'][number];
export type HotelOffer = Hotel['offers'][number];
export type RoomBasis = HotelOffer['roomBasis'];
export type HotelSearchInput = RouterInputs['hotels']['search'];
export type HotelBookResult = RouterOutputs['hotels']['book'];
export type HotelPrebookResult = RouterOutputs['hotels']['prebook'];

export const ROOM_BASIS_LABELS: Record<RoomBasis, string> = {
  RO: 'Somente hospedagem',
  BB: 'Café da manhã',
  HB: 'Meia pensão',
  FB: 'Pensão completa',
  AI: 'All inclusive',
};

export interface HotelFilters {
  minStars: number;
  roomBasis: RoomBasis | '';
  refundableOnly: boolean;
  /** Highest total price of the stay, in reais; null: any. */
  maxPrice: number | null;
  /** One supplier's hotels only (`sandbox`, `hotelbeds`); '': every supplier's. */
  provider: string;
}

export const NO_HOTEL_FILTERS: HotelFilters = { minStars: 0, roomBasis: '', refundableOnly: false, maxPrice: null, provider: '' };

export function offerMatches(offer: HotelOffer, filters: HotelFilters): boolean {
  if (filters.roomBasis && offer.roomBasis !== filters.roomBasis) return false;
  if (filters.refundableOnly && offer.nonRefundable) return false;
  if (filters.maxPrice !== null && offer.totalPrice > filters.maxPrice) return false;
  return true;
}

/** The hotels with at least one offer that fits, each keeping only its fitting offers, cheapest first. */
export function filterHotels(hotels: readonly Hotel[], filters: HotelFilters): Hotel[] {
  const shown: Hotel[] = [];
  for (const hotel of hotels) {
    if (hotel.stars < filters.minStars || (filters.provider && hotel.provider !== filters.provider)) continue;
    const offers = hotel.offers.filter((offer) => offerMatches(offer, filters)).sort((a, b) => a.totalPrice - b.totalPrice);
    if (offers.length > 0) shown.push({ ...hotel, offers });
  }
  return shown;
}

/** Nights between two YYYY-MM-DD dates (0 when the range is empty or wrong). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}

/** YYYY-MM-DD `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
