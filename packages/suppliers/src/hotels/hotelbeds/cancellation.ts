import { formatIsoDate, parseIsoDate, todayInBrazil } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import type { HotelCancellationPolicy } from '../port';
import { amountToCents } from './amounts';
import type { TRate } from './schemas';

export interface CancellationTerms {
  nonRefundable: boolean;
  cancellationDeadline: string | null;
  cancellationPolicies: HotelCancellationPolicy[];
}

/**
 * Hotelbeds says from which moment each charge applies; the contract wants the last day of free
 * cancellation. That is the day before the first charge's date (read in the hotel's own offset), so
 * the agency never promises a free day the hotel may not honour. Non-refundable when the rate class
 * is NRF, when a charge already applies, or when Hotelbeds gives no policy at all (nothing to promise).
 */
export function cancellationTerms(rate: Pick<TRate, 'rateClass' | 'cancellationPolicies'>, now: Date): CancellationTerms {
  const cancellationPolicies = (rate.cancellationPolicies ?? [])
    .map((policy) => ({ amount: centsToReais(amountToCents(policy.amount)), from: policy.from }))
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  const first = cancellationPolicies[0];
  const firstDay = first ? parseIsoDate(first.from.slice(0, 10)) : null;
  const charging = !first || firstDay === null || Date.parse(first.from) <= now.getTime() || rate.rateClass === 'NRF';
  // A charge starting later today or tomorrow leaves no whole free day to promise.
  if (charging || firstDay - 1 < todayInBrazil(now)) return { nonRefundable: true, cancellationDeadline: null, cancellationPolicies };
  return { nonRefundable: false, cancellationDeadline: formatIsoDate(firstDay - 1), cancellationPolicies };
}
