import { z } from 'zod';
import { ZExchangeRateAnswer, ZExchangeRateUsed, ZSupplierPrice, ZSupplierPriceAnswer } from '../exchange/offer-fields';
import { ZPaymentResult } from '../payments/present-payment';

/** Response contracts of the hotel endpoints, field for field as the contract names them. */

export const ZDestination = z.object({
  code: z.string(),
  label: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  value: z.string(),
});

export const ZDestinations = z.object({ destinations: z.array(ZDestination), count: z.number(), query: z.string() });

const ZCoordinates = z.object({ latitude: z.number(), longitude: z.number() });

export const ZOffer = z.object({
  hotelSearchCode: z.string(),
  roomBasis: z.enum(['RO', 'BB', 'HB', 'FB', 'AI']),
  rooms: z.array(z.string()),
  totalPrice: z.number(),
  netPrice: z.number(),
  currency: z.string(),
  nonRefundable: z.boolean(),
  cancellationDeadline: z.string().nullable(),
  /** Additive (#22): only on an offer the supplier priced in another currency, converted to reais. */
  supplierPrice: ZSupplierPrice.optional(),
  exchangeRate: ZExchangeRateUsed.optional(),
});

export const ZHotel = z.object({
  id: z.string(),
  name: z.string(),
  hotelId: z.string(),
  hotelSearchCode: z.string(),
  location: z.object({ address: z.string(), city: z.string(), country: z.string(), countryCode: z.string(), coordinates: ZCoordinates }),
  rating: z.number(),
  stars: z.number(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  price: z.object({ amount: z.number(), currency: z.string(), perNight: z.literal(true), total: z.number() }),
  availability: z.object({ checkIn: z.string(), checkOut: z.string(), nights: z.number(), roomsAvailable: z.number() }),
  description: z.string(),
  provider: z.string(),
  offersCount: z.number(),
  offers: z.array(ZOffer),
  searchSessionId: z.string(),
  netPrice: z.number(),
});

export const ZSearchSummary = z.object({ totalResults: z.number(), minPrice: z.number(), maxPrice: z.number(), duration: z.number() });

/**
 * How one supplier did in a search (additive to the contract's `meta`): `timeout` past its deadline,
 * `error` when it failed, with `note: circuit_open` when it was skipped after failing repeatedly.
 */
export const ZSupplierOutcome = z
  .object({
    provider: z.string(),
    status: z.enum(['ok', 'timeout', 'error']),
    ms: z.number(),
    count: z.number(),
    note: z.string().optional(),
  })
  .meta({
    description:
      "How one hotel supplier answered this search; `count` is its hotels in `hotels`. `note`: `circuit_open` when skipped after repeated failures, or `<n> offers in <currency> not sold: <why>` when the agency's exchange rate for that currency is missing or older than its policy allows (offers priced in another currency are otherwise sold in reais at that rate). Added to the contract's meta; one supplier failing still answers the others' hotels.",
  });

export type TSupplierOutcome = z.infer<typeof ZSupplierOutcome>;

export const ZHotelSearchResult = z.object({
  hotels: z.array(ZHotel),
  summary: ZSearchSummary,
  searchSessionId: z.string(),
  meta: z.object({
    searchParams: z.object({
      checkIn: z.string(),
      checkOut: z.string(),
      adults: z.number(),
      children: z.number(),
      rooms: z.number(),
      nationality: z.string(),
      cityCode: z.string().nullable(),
    }),
    teamId: z.string(),
    suppliers: z.array(ZSupplierOutcome),
  }),
});

export const ZHotelDetails = z.object({
  hotel_name: z.string(),
  hotel_id: z.string(),
  address: z.string(),
  city_code: z.string(),
  phone: z.string(),
  stars: z.number(),
  description: z.string(),
  facilities: z.array(z.string()),
  room_facilities: z.array(z.string()),
  pictures: z.array(z.string()),
  coordinates: ZCoordinates.nullable(),
  price_breakdown: z.object({ HotelName: z.string(), Room: z.record(z.string(), z.unknown()) }).loose(),
});

export const ZHotelPrebookResult = z.object({
  prebook_token: z.string(),
  hotel_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number(),
  unit_price: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  /** Additive (#21): the supplier's own conditions of the rate (Hotelbeds rate comments), to show before booking. */
  rate_comments: z
    .string()
    .optional()
    .describe("The supplier's comments on the rate (e.g. minimum check-in age, key collection). Show them to the customer before booking."),
  /** Additive (#21): what cancelling costs, from when, in the supplier's currency. */
  cancellation_policies: z
    .array(z.object({ amount: z.number(), currency: z.string(), from: z.string() }))
    .optional()
    .describe("The supplier's cancellation charges: from `from` (ISO 8601 with offset) it keeps `amount` in `currency` (the supplier's)."),
  /** Additive (#22): only for an offer the supplier priced in another currency. */
  supplier_price: ZSupplierPriceAnswer.optional(),
  exchange_rate: ZExchangeRateAnswer.optional(),
});

export const ZHotelBookResult = z.object({
  booking: z.object({
    id: z.string(),
    booking_number: z.string(),
    locator: z.string(),
    status: z.enum(['pending', 'confirmed']),
    total_amount: z.number(),
    currency: z.string(),
  }),
  payment: ZPaymentResult,
});

export { ZSupplierIssue, type TSupplierIssue } from '../suppliers/supplier-issue';

export type THotel = z.infer<typeof ZHotel>;
export type TOffer = z.infer<typeof ZOffer>;
export type THotelSearchResult = z.infer<typeof ZHotelSearchResult>;
export type THotelBookResult = z.infer<typeof ZHotelBookResult>;
