import type { Caller } from '../context';
import { clock } from '../lib/clock';
import { fromCents } from '../lib/money';
import { openRateToken } from './rate-token';
import type { TFlightRateInput } from './schemas';

/** Rate: the offer's price as sealed at search, with no supplier call (availability is checked at book). */
export function rateFlight(caller: Caller, input: TFlightRateInput) {
  const offer = openRateToken(input.rateToken, caller.teamId, clock.now());
  const { price } = offer;
  return {
    rateToken: input.rateToken,
    pricing: {
      total: fromCents(price.totalCents),
      base_fare: fromCents(price.baseCents),
      du: fromCents(price.duCents),
      taxes: fromCents(price.taxesCents),
      fees: 0,
      currency: price.currency,
    },
    note: `Price as offered at search; availability is validated only at book. This rate token expires at ${offer.expiresAt}; after that, search again.`,
  };
}
