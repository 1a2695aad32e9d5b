import { z } from 'zod';
import { ZExchangeRateAnswer, ZExchangeRateUsed, ZSupplierPriceAnswer } from '../exchange/offer-fields';
import { ZPaymentResult } from '../payments/present-payment';

/** Response contracts of the flight endpoints, field for field as the contract names them. */

export const ZAirport = z.object({
  iata_code: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country_code: z.string(),
  is_international: z.boolean(),
  priority: z.number(),
});

export const ZAirports = z.object({ airports: z.array(ZAirport) });

const ZPoint = z.object({ airportCode: z.string(), dateTime: z.string() });

export const ZSegment = z.object({
  airline: z.object({ code: z.string(), name: z.string() }),
  flightNumber: z.string(),
  departure: ZPoint,
  arrival: ZPoint,
  /** Minutes (DESIGN.md). */
  duration: z.number(),
  aircraft: z.string(),
});

export const ZItinerary = z.object({ segments: z.array(ZSegment), stops: z.number(), duration: z.number() });

export const ZFlightPrice = z.object({
  total: z.number(),
  base: z.number(),
  taxes: z.number(),
  currency: z.string(),
  commission: z.number(),
});

export const ZFlightOffer = z.object({
  id: z.string(),
  rateToken: z.string(),
  price: ZFlightPrice,
  fareClass: z.string(),
  cabinClass: z.string(),
  bookingClass: z.string(),
  baggage: z.object({ carryOn: z.number(), checked: z.number() }),
  refundable: z.boolean(),
  seatsAvailable: z.number(),
  /** Additive: when the supplier stops honouring the offer (Duffel), if it says; the rate token expires no later. */
  expiresAt: z.string().optional(),
  /** Additive (#22): an offer the supplier priced in another currency, sold in reais: its own price (with the supplier's commission) and the rate. */
  supplierPrice: ZFlightPrice.optional(),
  exchangeRate: ZExchangeRateUsed.optional(),
});

export const ZFlightGroup = z.object({
  id: z.string(),
  provider: z.string(),
  /** Additive: which online supplier made the group (`sandbox`, `duffel`), or `offline`. */
  supplier: z.string().optional(),
  offers: z.array(ZFlightOffer),
  flightInfo: z.object({ itineraries: z.array(ZItinerary) }),
});

export const ZFlightSearchResult = z.object({
  flightGroups: z.array(ZFlightGroup),
  searchId: z.string(),
  searchParams: z.object({
    origin: z.string(),
    destination: z.string(),
    departureDate: z.string(),
    returnDate: z.string().nullable(),
    adults: z.number(),
    children: z.number(),
    infants: z.number(),
    cabinClass: z.string(),
    directOnly: z.boolean(),
    maxStops: z.number().nullable(),
    provider: z.string(),
  }),
  /** Additive: how each supplier asked did (`provider` here names the supplier: sandbox, duffel, offline). */
  meta: z
    .object({
      suppliers: z.array(
        z.object({
          provider: z.string(),
          status: z.enum(['ok', 'timeout', 'error']),
          ms: z.number(),
          count: z.number(),
          note: z.string().optional(),
        }),
      ),
    })
    .optional(),
});

export const ZFlightRateResult = z.object({
  rateToken: z.string(),
  pricing: z.object({
    total: z.number(),
    base_fare: z.number(),
    du: z.number(),
    taxes: z.number(),
    fees: z.number(),
    currency: z.string(),
  }),
  note: z.string(),
});

export const ZFlightPrebookResult = z.object({
  prebook_token: z.string(),
  provider: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure_date: z.string(),
  return_date: z.string().nullable(),
  passengers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  total_price: z.number(),
  currency: z.string(),
  pricing: z.object({ base_fare: z.number(), du: z.number(), taxes: z.number(), total: z.number(), currency: z.string() }),
  expires_at: z.string(),
  /** Additive (#22): only for an offer priced in another currency; the supplier's price before DU. */
  supplier_price: ZSupplierPriceAnswer.optional(),
  exchange_rate: ZExchangeRateAnswer.optional(),
});

export const ZFlightBookResult = z.object({
  booking: z.object({
    id: z.string(),
    booking_number: z.string(),
    locator: z.string(),
    external_locator: z.string().nullable(),
    status: z.enum(['pending', 'confirmed']),
    total_amount: z.number(),
    currency: z.string(),
  }),
  flight: z.object({
    provider: z.string(),
    origin: z.string(),
    destination: z.string(),
    departure_date: z.string(),
    return_date: z.string().nullable(),
  }),
  payment: ZPaymentResult,
});

export const ZIssueOfflineResult = z.object({
  id: z.string(),
  booking_number: z.string(),
  status: z.string(),
  external_locator: z.string(),
});

export type TFlightSearchResult = z.infer<typeof ZFlightSearchResult>;
export type TFlightPrebookResult = z.infer<typeof ZFlightPrebookResult>;
export type TFlightBookResult = z.infer<typeof ZFlightBookResult>;
