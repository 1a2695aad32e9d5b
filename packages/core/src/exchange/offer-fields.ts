import { z } from 'zod';
import type { RateInForce, SellingRate } from './rates-in-force';

/*
 * The additive fields a foreign-currency offer carries once sold in reais: the supplier's own price
 * and the rate it was converted at. Every contract field (totalPrice, netPrice, price, currency)
 * stays in BRL.
 */

export const ZSupplierPrice = z
  .object({ amount: z.number(), currency: z.string() })
  .meta({ description: "The supplier's own price (before markup or DU) in its currency; the contract fields are its value in reais." });

export const ZExchangeRateUsed = z
  .object({
    rate: z.string().describe('reais per unit as the source gave it'),
    appliedRate: z.string().describe('rate x (1 + spreadPercent/100), every digit kept: what the supplier price was multiplied by'),
    spreadPercent: z.string(),
    source: z.enum(['ptax', 'agency']),
    date: z.string().describe('YYYY-MM-DD of the rate'),
  })
  .meta({ description: "The agency's exchange rate this offer was converted at (Configurações › Câmbio); locked at prebook." });

export type TExchangeRateUsed = z.infer<typeof ZExchangeRateUsed>;

export function exchangeRateUsed(selling: SellingRate): TExchangeRateUsed {
  return {
    rate: selling.rate.value,
    appliedRate: selling.applied,
    spreadPercent: selling.spreadPercent,
    source: selling.rate.source,
    date: selling.rate.date,
  };
}

/** The same, as the snake_case prebook answers carry it. */
export function exchangeRateAnswer(used: TExchangeRateUsed) {
  return { rate: used.rate, applied_rate: used.appliedRate, spread_percent: used.spreadPercent, source: used.source, date: used.date };
}

export const ZExchangeRateAnswer = z
  .object({ rate: z.string(), applied_rate: z.string(), spread_percent: z.string(), source: z.enum(['ptax', 'agency']), date: z.string() })
  .meta({ description: 'The exchange rate locked by this prebook: the booking is charged the reais it gave.' });

export const ZSupplierPriceAnswer = z
  .object({ amount: z.number(), currency: z.string() })
  .meta({ description: "The supplier's own price in its currency, as confirmed at prebook." });

/** Counts offers left unsold per currency, and says why in one `meta.suppliers[].note`. */
export class UnsoldOffers {
  readonly #byCurrency = new Map<string, { count: number; reason: string }>();

  add(refused: Extract<RateInForce, { sells: false }>, count = 1): void {
    const seen = this.#byCurrency.get(refused.currency);
    if (seen) seen.count += count;
    else this.#byCurrency.set(refused.currency, { count, reason: refused.reason });
  }

  get count(): number {
    let total = 0;
    for (const { count } of this.#byCurrency.values()) total += count;
    return total;
  }

  /** e.g. "12 offers in EUR not sold: EUR PTAX of 2030-02-25 is 6 business days old (the policy allows 2)". */
  note(): string | undefined {
    if (this.#byCurrency.size === 0) return undefined;
    return [...this.#byCurrency.entries()]
      .map(([currency, { count, reason }]) => `${count} offers in ${currency} not sold: ${reason}`)
      .join('; ');
  }
}
