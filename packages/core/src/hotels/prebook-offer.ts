import type { Prisma } from '@tas/db';
import { z } from 'zod';
import { ZExchangeRateUsed } from '../exchange/offer-fields';

/** What a hotel prebook holds (prebooks.offer): the supplier-confirmed stay and its prices, in cents. */
export const ZPrebookOffer = z.object({
  provider: z.string(),
  hotelSearchCode: z.string(),
  searchSessionId: z.string().nullable(),
  hotelId: z.string(),
  hotelName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  adults: z.number(),
  children: z.number(),
  /** Each child's age at check-in as priced (absent on prebooks made before ages were kept: then 8 each). */
  childrenAges: z.array(z.number()).optional(),
  rooms: z.number(),
  roomBasis: z.string(),
  roomNames: z.array(z.string()),
  netCents: z.number(),
  markupPercent: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  /** A foreign offer (#22): the supplier's net in its minor units, and the rate locked at prebook. */
  supplierNetMinor: z.number().int().optional(),
  supplierCurrency: z.string().optional(),
  exchangeRate: ZExchangeRateUsed.optional(),
  nonRefundable: z.boolean(),
  cancellationDeadline: z.string().nullable(),
  /** The supplier's cancellation charges (Hotelbeds gives them); kept on the booking item for the panel. */
  cancellationPolicies: z.array(z.object({ amount: z.number(), from: z.string() })).optional(),
  /** The supplier's comments on the rate (Hotelbeds rate comments), for the panel and the voucher. */
  rateComments: z.string().optional(),
});

export type TPrebookOffer = z.infer<typeof ZPrebookOffer>;

export function readPrebookOffer(json: Prisma.JsonValue): TPrebookOffer {
  return ZPrebookOffer.parse(json);
}
