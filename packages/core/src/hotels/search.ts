import type { Caller } from '../context';
import { clock } from '../lib/clock';
import { teamHotelSupplier } from '../suppliers/hotel-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import type { THotelSearchInput } from './schemas';
import { hotelListing } from './search-listing';
import { checkStay } from './stay';

const HOTELS_KEY = Buffer.from('{"hotels":');

/**
 * Hotel search at the team's supplier with the team's markup, answered as UTF-8 JSON in parts
 * (a THotelSearchResult). The hotel list is the hot path (about 1 MB for Rio de Janeiro): it is
 * serialised once per supplier answer and markup, and only the small per-request parts (duration,
 * meta) are written per call.
 */
export async function searchHotels(caller: Caller, input: THotelSearchInput): Promise<Buffer[]> {
  const started = performance.now();
  const nights = checkStay(input, { checkIn: 'checkIn', checkOut: 'checkOut', rooms: 'rooms' }, clock.now());
  const settings = readSettings(caller.team.settings);
  const { supplier, credentials } = teamHotelSupplier(settings, caller.mode);
  const { cityCode, hotelIds, checkIn, checkOut, adults, children, rooms, nationality } = input;
  const result = await callSupplier('search', (signal) =>
    supplier.search({ cityCode, hotelIds, checkIn, checkOut, adults, children, rooms, nationality }, { credentials, signal }),
  );
  const listing = hotelListing(result, supplier.provider, { checkIn, checkOut, nights }, settings.markupPercent);
  const summary = { totalResults: listing.totalResults, minPrice: listing.minPrice, maxPrice: listing.maxPrice, duration: Math.round(performance.now() - started) };
  const meta = { searchParams: { checkIn, checkOut, adults, children, rooms, nationality, cityCode: cityCode ?? null }, teamId: caller.teamId };
  const rest = `,"summary":${JSON.stringify(summary)},"searchSessionId":${JSON.stringify(result.searchSessionId)},"meta":${JSON.stringify(meta)}}`;
  return [HOTELS_KEY, listing.hotelsJson, Buffer.from(rest, 'utf8')];
}
