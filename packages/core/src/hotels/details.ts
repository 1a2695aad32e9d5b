import type { HotelDetails } from '@tas/suppliers';
import type { Caller } from '../context';
import { publicUrl } from '../rest/public-url';
import { hotelSupplierFor } from '../suppliers/hotel-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { assertSameHotel } from './hotel-id';
import { withMarkup } from './markup';
import { offerProvider } from './offer-provider';
import type { THotelDetailsInput } from './schemas';

/**
 * Hotel details for an offer: the supplier's description, gallery and per-night net prices, plus
 * the stay total with the team's markup (`price_breakdown.TotalPrice`), the price prebook expects.
 */
export async function hotelDetails(caller: Caller, input: THotelDetailsInput) {
  const settings = readSettings(caller.team.settings);
  const provider = offerProvider(settings, caller.mode, input.hotel_search_code, input.hotel_id);
  const { supplier, credentials } = hotelSupplierFor(settings, provider, caller.mode);
  const details: HotelDetails = await callSupplier(
    'search',
    (signal) => supplier.details({ hotelSearchCode: input.hotel_search_code, language: input.language }, { credentials, signal }),
    'hotel_search_code',
  );
  assertSameHotel(input.hotel_id, supplier.provider, details.hotel_id);
  const breakdown = details.price_breakdown;
  return {
    ...details,
    pictures: details.pictures.map(publicUrl),
    price_breakdown: {
      ...breakdown,
      TotalPrice: withMarkup(breakdown.Room.TotalNetPrice, settings.markupPercent),
      Currency: breakdown.Room.Currency,
    },
  };
}
