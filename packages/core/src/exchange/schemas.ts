import { z } from 'zod';
import { isDecimal } from '../lib/money';
import { ISO_CURRENCIES, PTAX_CURRENCIES } from './policies';

const ZDecimalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .refine((s) => isDecimal(s) && Number(s) <= max, `must be a decimal number from 0 to ${max} written with a dot, e.g. 5.4321`)
    .describe(what);

/** Panel: saving one currency's policy (Configurações › Câmbio). */
export const ZExchangePolicyInput = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO currency code')
      .transform((c) => c.toUpperCase())
      .refine((c) => c !== 'BRL', 'reais need no exchange policy')
      .refine((c) => c === 'BRL' || ISO_CURRENCIES.includes(c), 'must be an ISO 4217 currency code'),
    source: z.enum(['ptax', 'agency']),
    spread_percent: ZDecimalText('percent added to the rate', 100),
    max_age_business_days: z.number().int().min(0).max(10),
    /** Required when source is agency: reais per unit. */
    agency_rate: ZDecimalText('reais per unit', 1000).optional(),
  })
  .refine((p) => p.source !== 'agency' || (p.agency_rate !== undefined && Number(p.agency_rate) > 0), {
    message: 'is required (above 0) when the source is agency',
    path: ['agency_rate'],
  })
  .refine((p) => p.source !== 'ptax' || (PTAX_CURRENCIES as readonly string[]).includes(p.currency), {
    message: `the Banco Central publishes PTAX for ${PTAX_CURRENCIES.join(', ')} only: use the agency's rate`,
    path: ['source'],
  });

export type TExchangePolicyInput = z.infer<typeof ZExchangePolicyInput>;

const ZRate = z.object({
  value: z.string().describe('reais per unit, decimal text with every digit the source gave'),
  source: z.enum(['ptax', 'agency']),
  date: z.string().describe('YYYY-MM-DD: the PTAX bulletin day, or the day the agency entered its rate'),
});

/** One currency's policy with the rate in force and whether foreign offers in it sell now. */
export const ZExchangePolicy = z.object({
  currency: z.string(),
  source: z.enum(['ptax', 'agency']),
  spread_percent: z.string(),
  max_age_business_days: z.number(),
  agency_rate: z.string().nullable(),
  agency_rate_date: z.string().nullable(),
  rate: ZRate.nullable().describe('the newest rate of the source, even when too old to sell'),
  applied_rate: z.string().nullable().describe('rate x (1 + spread/100), every digit kept; null when the currency does not sell'),
  sells: z.boolean(),
  reason: z.string().nullable().describe('why offers in this currency are not sold now'),
});

export type TExchangePolicy = z.infer<typeof ZExchangePolicy>;
