import type { Db } from '@tas/db';

/** How the agency turns one currency into reais (Configurações › Câmbio). */
export interface TeamExchangePolicy {
  currency: string;
  source: 'ptax' | 'agency';
  /** Decimal text, percent added to the rate. */
  spreadPercent: string;
  maxAgeBusinessDays: number;
  agencyRate: string | null;
  /** YYYY-MM-DD, the day the agency entered its rate. */
  agencyRateDate: string | null;
}

/** The currencies every agency has a policy for without saving one: PTAX, no spread, 2 business days. */
export const DEFAULT_POLICY_CURRENCIES = ['EUR', 'USD'] as const;
export const DEFAULT_MAX_AGE_BUSINESS_DAYS = 2;

export function defaultPolicy(currency: string): TeamExchangePolicy {
  return {
    currency,
    source: 'ptax',
    spreadPercent: '0',
    maxAgeBusinessDays: DEFAULT_MAX_AGE_BUSINESS_DAYS,
    agencyRate: null,
    agencyRateDate: null,
  };
}

/** An exchange_policies row, as far as a policy needs it. */
interface PolicyRow extends Omit<TeamExchangePolicy, 'agencyRateDate'> {
  agencyRateDate: Date | null;
}

export function policyOf(row: PolicyRow): TeamExchangePolicy {
  return {
    currency: row.currency,
    source: row.source,
    spreadPercent: row.spreadPercent,
    maxAgeBusinessDays: row.maxAgeBusinessDays,
    agencyRate: row.agencyRate,
    agencyRateDate: row.agencyRateDate ? row.agencyRateDate.toISOString().slice(0, 10) : null,
  };
}

/** The team's policies, the default ones included, by currency (alphabetical). */
export async function teamPolicies(db: Db, teamId: string): Promise<TeamExchangePolicy[]> {
  const rows = await db.exchangePolicy.findMany({ where: { teamId } });
  const byCurrency = new Map<string, TeamExchangePolicy>(DEFAULT_POLICY_CURRENCIES.map((c) => [c, defaultPolicy(c)]));
  for (const row of rows) byCurrency.set(row.currency, policyOf(row));
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
