import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { todayInBrazil } from '../flights/dates';
import { clock } from '../lib/clock';
import { normalDecimal } from '../lib/money';
import { defaultPolicy, policyOf } from './policies';
import { presentExchangePolicies } from './present-policies';
import { forgetTeamRates } from './rates-in-force';
import type { TExchangePolicyInput } from './schemas';

/**
 * Saves one currency's policy, audited (settings.changed, with the fields that changed). An agency rate
 * is dated the day it is entered (its age counts from then); re-saving the same rate keeps its day.
 */
export async function updateExchangePolicy(db: Db, teamId: string, input: TExchangePolicyInput, actor: AuditActor) {
  const now = clock.now();
  const spreadPercent = normalDecimal(input.spread_percent);
  const agencyRate = input.agency_rate === undefined ? null : normalDecimal(input.agency_rate);
  await db.$transaction(async (tx) => {
    const row = await tx.exchangePolicy.findUnique({ where: { teamId_currency: { teamId, currency: input.currency } } });
    const before = row ? policyOf(row) : defaultPolicy(input.currency);
    const keepsDay = agencyRate !== null && agencyRate === before.agencyRate && before.agencyRateDate !== null;
    const agencyRateDate = agencyRate === null ? null : keepsDay ? before.agencyRateDate! : todayInBrazil(now);
    const after = {
      ...before,
      source: input.source,
      spreadPercent,
      maxAgeBusinessDays: input.max_age_business_days,
      agencyRate,
      agencyRateDate,
    };
    const data = {
      source: after.source,
      spreadPercent,
      maxAgeBusinessDays: after.maxAgeBusinessDays,
      agencyRate,
      agencyRateDate: agencyRateDate ? new Date(`${agencyRateDate}T00:00:00Z`) : null,
      updatedAt: now,
    };
    await tx.exchangePolicy.upsert({
      where: { teamId_currency: { teamId, currency: input.currency } },
      create: { teamId, currency: input.currency, ...data, createdAt: now },
      update: data,
    });
    const fields = (['source', 'spreadPercent', 'maxAgeBusinessDays', 'agencyRate', 'agencyRateDate'] as const).filter(
      (key) => before[key] !== after[key],
    );
    if (fields.length === 0) return;
    await recordAudit(tx, actor, {
      action: 'settings.changed',
      subject: { type: 'exchange_policy', id: input.currency },
      details: {
        changed: fields.map((key) => `exchange.${input.currency}.${key}`),
        from: Object.fromEntries(fields.map((key) => [`exchange.${input.currency}.${key}`, before[key]])),
        to: Object.fromEntries(fields.map((key) => [`exchange.${input.currency}.${key}`, after[key]])),
      },
    });
  });
  forgetTeamRates(teamId);
  return presentExchangePolicies(db, teamId);
}
