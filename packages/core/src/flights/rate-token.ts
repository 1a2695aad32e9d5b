import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FlightGroup } from '@tas/suppliers';
import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { open, seal } from '../lib/crypto';
import { ZExchangeRateUsed } from '../exchange/offer-fields';
import { toCents, toMinor } from '../lib/money';
import type { SoldFlightOffer } from './offer-in-reais';
import { ZItinerary } from './response-schemas';

/** DESIGN.md: a flight offer can be rated, prebooked and booked for 30 minutes after the search. */
export const RATE_TOKEN_VALIDITY_MS = 30 * 60_000;

/**
 * What a rateToken holds, sealed with AES-256-GCM (lib/crypto.ts): the offer as searched, for the
 * team that searched it. Prices in cents; the sealed form is opaque and tamper-evident.
 */
export const ZRatedOffer = z.object({
  teamId: z.string(),
  offerId: z.string(),
  provider: z.enum(['online_supplier', 'offline_supplier']),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  cabinClass: z.string(),
  fareClass: z.string(),
  passengers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  /** The children's and infants' ages priced (passenger-ages.ts); absent in tokens made before: the defaults. */
  ages: z.object({ children: z.array(z.number()), infants: z.array(z.number()) }).optional(),
  price: z.object({ totalCents: z.number(), baseCents: z.number(), taxesCents: z.number(), duCents: z.number(), currency: z.string() }),
  itineraries: z.array(ZItinerary),
  /** The token's own expiry: 30 minutes after the search, or the supplier's offer expiry when sooner. */
  expiresAt: z.string(),
  /** The online supplier that made the offer; absent in tokens made before there were several (the sandbox). */
  supplier: z.enum(['sandbox', 'duffel', 'offline']).optional(),
  /** When the supplier stops honouring the offer (Duffel's `expires_at`), if it says. */
  offerExpiresAt: z.string().optional(),
  /**
   * An offer priced abroad (#22): the supplier's own price in its minor units (what it is paid) and
   * the rate `price` was converted at.
   */
  supplierPrice: z
    .object({ totalMinor: z.number(), baseMinor: z.number(), taxesMinor: z.number(), commissionMinor: z.number(), currency: z.string() })
    .optional(),
  exchangeRate: ZExchangeRateUsed.optional(),
});

export type TRatedOffer = z.infer<typeof ZRatedOffer>;

export interface RateContext {
  teamId: string;
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string | null;
  passengers: TRatedOffer['passengers'];
  ages?: TRatedOffer['ages'];
  expiresAt: Date;
}

export function ratedOffer(
  context: RateContext,
  group: FlightGroup,
  offer: SoldFlightOffer,
  supplier?: TRatedOffer['supplier'],
): TRatedOffer {
  const { expiresAt: searchExpiry, ...trip } = context;
  const offerExpiry = offer.expiresAt ? new Date(offer.expiresAt) : null;
  const expiresAt = offerExpiry && offerExpiry.getTime() < searchExpiry.getTime() ? offerExpiry : searchExpiry;
  return {
    ...trip,
    ...(supplier && { supplier }),
    ...(offer.expiresAt && { offerExpiresAt: offer.expiresAt }),
    offerId: offer.id,
    provider: group.provider,
    cabinClass: offer.cabinClass,
    fareClass: offer.fareClass,
    price: {
      totalCents: toCents(offer.price.total),
      baseCents: toCents(offer.price.base),
      taxesCents: toCents(offer.price.taxes),
      duCents: toCents(offer.price.commission),
      currency: offer.price.currency,
    },
    itineraries: group.flightInfo.itineraries,
    expiresAt: expiresAt.toISOString(),
    ...(offer.supplierPrice &&
      offer.exchangeRate && {
        supplierPrice: supplierMinor(offer.supplierPrice),
        exchangeRate: offer.exchangeRate,
      }),
  };
}

function supplierMinor(price: NonNullable<SoldFlightOffer['supplierPrice']>): NonNullable<TRatedOffer['supplierPrice']> {
  const minor = (amount: number) => toMinor(amount, price.currency);
  return {
    totalMinor: minor(price.total),
    baseMinor: minor(price.base),
    taxesMinor: minor(price.taxes),
    commissionMinor: minor(price.commission),
    currency: price.currency,
  };
}

// Deflated before sealing: a round-trip search carries a hundred tokens, and the itineraries compress well.
export function sealRateToken(offer: TRatedOffer): string {
  return seal(deflateRawSync(JSON.stringify(offer)).toString('base64'));
}

const invalid = () => new ApiError(400, 'RATE_TOKEN_INVALID', 'Rate token invalid');

/** The offer a token holds: 400 when it is not ours (tampered, garbage, another team's), 410 once expired. */
export function openRateToken(token: string, teamId: string, now: Date): TRatedOffer {
  const plain = open(token.trim());
  if (plain === null) throw invalid();
  let parsed: ReturnType<typeof ZRatedOffer.safeParse>;
  try {
    parsed = ZRatedOffer.safeParse(JSON.parse(inflateRawSync(Buffer.from(plain, 'base64')).toString('utf8')));
  } catch {
    throw invalid();
  }
  if (!parsed.success || parsed.data.teamId !== teamId) throw invalid();
  if (Date.parse(parsed.data.expiresAt) <= now.getTime()) throw new ApiError(410, 'RATE_TOKEN_EXPIRED', 'Rate token expired: search again');
  return parsed.data;
}
