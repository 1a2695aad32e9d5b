import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { teamPolicies } from './policies';
import { ratesInForce } from './rates-in-force';
import type { TExchangePolicy } from './schemas';

/** The team's exchange policies, each with its rate in force, the rate charged, and whether it sells now. */
export async function presentExchangePolicies(db: Db, teamId: string): Promise<TExchangePolicy[]> {
  const [policies, inForce] = await Promise.all([teamPolicies(db, teamId), ratesInForce(db, teamId, clock.now())]);
  return policies.map((policy) => {
    const now = inForce(policy.currency);
    return {
      currency: policy.currency,
      source: policy.source,
      spread_percent: policy.spreadPercent,
      max_age_business_days: policy.maxAgeBusinessDays,
      agency_rate: policy.agencyRate,
      agency_rate_date: policy.agencyRateDate,
      rate: now.sells ? now.selling.rate : now.rate,
      applied_rate: now.sells ? now.selling.applied : null,
      sells: now.sells,
      reason: now.sells ? null : now.reason,
    };
  });
}
