import { callSupplier } from '../suppliers/supplier-call';
import { sandboxHotelSupplier } from '../suppliers/hotel-supplier';

/**
 * City autocomplete. The catalogue of destinations needs no agency account, so it also serves the
 * public endpoint; `query` echoes the text as searched (trimmed).
 */
export async function searchDestinations(q: string, limit: number) {
  const supplier = sandboxHotelSupplier();
  const destinations = await callSupplier('search', (signal) => supplier.searchDestinations(q, limit, { signal }));
  return { destinations, count: destinations.length, query: q };
}
