import type { HotelPrebookResult } from '@tas/suppliers';

/**
 * The rate's conditions as the prebook answer adds them (#21, additive and optional): the supplier's
 * own comments on the rate (Hotelbeds rate comments: check-in age, key collection, what the rate
 * excludes), which Hotelbeds requires be shown to the agent before booking, and its cancellation
 * charges, each from the moment it applies, in the currency the supplier priced in (what the
 * supplier keeps; the agency's own cancellation fee is not in it).
 */
export function rateConditions(valued: Pick<HotelPrebookResult, 'rateComments' | 'cancellationPolicies' | 'currency'>) {
  return {
    ...(valued.rateComments && { rate_comments: valued.rateComments }),
    ...(valued.cancellationPolicies?.length && {
      cancellation_policies: valued.cancellationPolicies.map((policy) => ({
        amount: policy.amount,
        currency: valued.currency,
        from: policy.from,
      })),
    }),
  };
}
