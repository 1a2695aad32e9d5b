import { SupplierError } from '../../lib/errors';
import type { FlightCancellationQuote } from '../../lib/cancellation-quote';
import { centsToReais } from '../../lib/money';
import type { FlightProvider } from '../port';
import { reprice } from './booking';
import { FLIGHT_CURRENCY } from './search';

/*
 * The sandbox airline's fare rules for a cancellation, the same for everyone on every day (#23):
 * - a non-refundable family (Light, Standard, Premium Economy, Business) gives back only the taxes:
 *   airport charges are refunded for a flight not flown, the fare is kept;
 * - a refundable family (Flex, Business Flex, First) gives everything back until DEADLINE_DAYS before
 *   departure; from then on the airline keeps FEE_CENTS per seated passenger and direction (never more
 *   than the fare), the rest comes back.
 * The DU the online supplier adds is the agency's, never the airline's: it is outside these figures.
 */
export const DEADLINE_DAYS = 7;
export const FEE_CENTS = 25_000;

export interface SandboxCancellationTerms {
  /** What the airline keeps, in cents. */
  penaltyCents: number;
  /** What it gives back to the agency: fare and taxes less the penalty, in cents. */
  refundCents: number;
}

/** The terms of cancelling, on `today`, a reservation sold from offer `offerId`. */
export function cancellationTerms(offerId: string, provider: FlightProvider, today: number): SandboxCancellationTerms {
  const { ref, offer } = reprice(offerId, provider);
  const baseCents = Math.round(offer.price.base * 100);
  const paidCents = baseCents + Math.round(offer.price.taxes * 100);
  if (ref.departureDay < today) throw new SupplierError('The flight has left: nothing can be cancelled', 'unavailable');
  let penaltyCents = baseCents;
  if (offer.refundable) {
    const directions = ref.returnDay === null ? 1 : 2;
    const fee = FEE_CENTS * (ref.passengers.adults + ref.passengers.children) * directions;
    penaltyCents = ref.departureDay - today >= DEADLINE_DAYS ? 0 : Math.min(fee, baseCents);
  }
  return { penaltyCents, refundCents: paidCents - penaltyCents };
}

/** The online supplier's answer to "what does cancelling now give back", as Duffel's quote says it. */
export function sandboxCancellationQuote(
  locator: string,
  offerId: string,
  provider: FlightProvider,
  today: number,
): FlightCancellationQuote {
  const { refundCents } = cancellationTerms(offerId, provider, today);
  return { quoteId: `SBX-${locator}`, refundAmount: centsToReais(refundCents), currency: FLIGHT_CURRENCY, expiresAt: null };
}
