import type { Db } from '@tas/db';
import { appliedRate, type Rate } from '../lib/money';
import { todayInBrazil } from '../flights/dates';
import { businessDaysSince, daysBefore } from './business-days';
import { teamPolicies, type TeamExchangePolicy } from './policies';

/** A currency the team sells now: the rate, its spread, and the rate charged (every digit kept). */
export interface SellingRate {
  currency: string;
  rate: Rate;
  spreadPercent: string;
  /** rate x (1 + spread/100), decimal text. */
  applied: string;
}

/** Whether a currency sells now, and why not when it does not (said in meta.suppliers and at prebook). */
export type RateInForce =
  | { sells: true; selling: SellingRate }
  | { sells: false; currency: string; reason: string; /** the rate that is too old, if any */ rate: Rate | null };

interface TeamRates {
  policies: TeamExchangePolicy[];
  /** The newest stored PTAX per currency. */
  ptax: Map<string, { date: string; sellingRate: string }>;
}

// A search must not cost two queries: each process keeps the team's policies and the newest PTAX for a
// few seconds. A policy saved on this instance is seen at once (forgetTeamRates); another instance
// sees it within TEAM_RATES_TTL_MS. What a prebook locks is what it shows, so a stale read is never
// charged silently: book charges the prebook's reais.
const TEAM_RATES_TTL_MS = 10_000;
// PTAX older than this is too old for any policy (max age is at most 10 business days).
const PTAX_LOOKBACK_DAYS = 20;
type RatesLookup = (currency: string) => RateInForce;
interface CachedRates {
  until: number;
  rates: Promise<TeamRates>;
  /** The rates judged on a day, once per read. */
  judged?: { today: string; lookup: RatesLookup };
}
const cache = new Map<string, CachedRates>();

async function loadTeamRates(db: Db, teamId: string, today: string): Promise<TeamRates> {
  const policies = await teamPolicies(db, teamId);
  const currencies = policies.filter((p) => p.source === 'ptax').map((p) => p.currency);
  const rows = await db.ptaxRate.findMany({
    where: { currency: { in: currencies }, date: { gte: new Date(`${daysBefore(today, PTAX_LOOKBACK_DAYS)}T00:00:00Z`) } },
    orderBy: { date: 'desc' },
    select: { currency: true, date: true, sellingRate: true },
  });
  const ptax = new Map<string, { date: string; sellingRate: string }>();
  for (const row of rows)
    if (!ptax.has(row.currency)) ptax.set(row.currency, { date: row.date.toISOString().slice(0, 10), sellingRate: row.sellingRate });
  return { policies, ptax };
}

function teamRates(db: Db, teamId: string, today: string): CachedRates {
  const at = performance.now();
  const cached = cache.get(teamId);
  if (cached && cached.until > at) return cached;
  const entry: CachedRates = { until: at + TEAM_RATES_TTL_MS, rates: loadTeamRates(db, teamId, today) };
  cache.set(teamId, entry);
  entry.rates.catch(() => cache.delete(teamId));
  return entry;
}

// How many times this process forgot the rates (all teams', and each team's): search answers kept for
// the same search repeated (suppliers/search-answers.ts) are keyed by it, so a policy saved or a new
// PTAX prices the next search.
let forgottenAll = 0;
const forgotten = new Map<string, number>();

/** Drops this process's copy of a team's rates (all teams' without an id): after a policy or PTAX change. */
export function forgetTeamRates(teamId?: string): void {
  if (teamId) {
    cache.delete(teamId);
    forgotten.set(teamId, (forgotten.get(teamId) ?? 0) + 1);
  } else {
    cache.clear();
    forgottenAll += 1;
  }
}

/** Moves whenever this process forgets the team's rates (forgetTeamRates): part of a search answer's key. */
export function teamRatesVersion(teamId: string): string {
  return `${forgottenAll}.${forgotten.get(teamId) ?? 0}`;
}

/**
 * How much longer this process keeps the team's rates as read (0 when it holds none): an answer priced
 * at them is reused no longer, so a policy saved on another instance reaches it as it reaches the rates.
 */
export function teamRatesHeldForMs(teamId: string): number {
  const cached = cache.get(teamId);
  return cached ? Math.max(0, cached.until - performance.now()) : 0;
}

function judge(policy: TeamExchangePolicy, ptax: TeamRates['ptax'], today: string): RateInForce {
  const { currency } = policy;
  const rate: Rate | null =
    policy.source === 'agency'
      ? policy.agencyRate && policy.agencyRateDate
        ? { value: policy.agencyRate, source: 'agency', date: policy.agencyRateDate }
        : null
      : ptax.has(currency)
        ? { value: ptax.get(currency)!.sellingRate, source: 'ptax', date: ptax.get(currency)!.date }
        : null;
  if (!rate) {
    const reason = policy.source === 'agency' ? `no agency rate entered for ${currency}` : `no PTAX rate for ${currency}`;
    return { sells: false, currency, reason, rate: null };
  }
  const age = businessDaysSince(rate.date, today);
  if (age > policy.maxAgeBusinessDays) {
    const what = rate.source === 'ptax' ? 'PTAX' : 'agency rate';
    return {
      sells: false,
      currency,
      reason: `${currency} ${what} of ${rate.date} is ${age} business days old (the policy allows ${policy.maxAgeBusinessDays})`,
      rate,
    };
  }
  return {
    sells: true,
    selling: { currency, rate, spreadPercent: policy.spreadPercent, applied: appliedRate(rate.value, policy.spreadPercent) },
  };
}

/**
 * The team's rates as they stand now, by currency. A currency without a policy does not sell
 * (`rateInForce` answers why); nor does one whose rate is missing or older than its policy allows.
 */
export async function ratesInForce(db: Db, teamId: string, now: Date): Promise<RatesLookup> {
  const today = dayOf(now);
  const entry = teamRates(db, teamId, today);
  const { policies, ptax } = await entry.rates;
  // Judged once per cached read and day, the same objects each search: the search's hot path
  // (hotels/sold-offers.ts reuses what it sold at the same rates by their identity).
  if (entry.judged?.today === today) return entry.judged.lookup;
  const judged = new Map(policies.map((policy) => [policy.currency, judge(policy, ptax, today)]));
  const lookup: RatesLookup = (currency) =>
    judged.get(currency) ?? { sells: false, currency, reason: `no exchange policy for ${currency}`, rate: null };
  entry.judged = { today, lookup };
  return lookup;
}

// The day in Brazil per minute of the clock (its offset is whole hours, so a day starts on a minute):
// formatting a date in a time zone costs more than the rest of a search's rates.
let lastDay = { minute: Number.NaN, day: '' };
function dayOf(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastDay.minute !== minute) lastDay = { minute, day: todayInBrazil(now) };
  return lastDay.day;
}
