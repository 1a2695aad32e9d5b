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

/**
 * The currencies the Banco Central publishes PTAX for (Olinda's `Moedas` resource,
 * https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/Moedas): any other one sells at the
 * agency's own rate only.
 */
export const PTAX_CURRENCIES = ['AUD', 'CAD', 'CHF', 'DKK', 'EUR', 'GBP', 'JPY', 'NOK', 'SEK', 'USD'] as const;

/** Every ISO 4217 currency the runtime knows (lib/money.ts takes its minor digits from the same place), reais apart. */
export const ISO_CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency').filter((c) => c !== 'BRL');

/** The currencies a policy can be saved for, for the panel: PTAX's, then the rest (the agency's rate only). */
export function policyCurrencies() {
  const ptax: readonly string[] = PTAX_CURRENCIES;
  return { ptax: [...ptax], agency_only: ISO_CURRENCIES.filter((c) => !ptax.includes(c)) };
}

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
