import { ApiError } from '../lib/api-error';

/** `hotel_id` may be the search result's `id` (`<provider>:<hotelId>`) or the bare supplier id. */
export function assertSameHotel(sent: string | undefined, provider: string, hotelId: string): void {
  if (sent === undefined) return;
  const bare = sent.startsWith(`${provider}:`) ? sent.slice(provider.length + 1) : sent;
  if (bare !== hotelId) throw ApiError.validation('Validation error: hotel_id: is not the hotel of hotel_search_code');
}
