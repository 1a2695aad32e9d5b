import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { converterToReais, toCents, toMinor } from '../lib/money';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';
import { exchangeRateUsed, type TExchangeRateUsed } from './offer-fields';
import { ratesInForce } from './rates-in-force';

/** A supplier's price in reais cents; for a foreign price, what it was converted from and at. */
export interface PriceInReais {
  cents: number;
  foreign?: { minor: number; currency: string; rate: TExchangeRateUsed };
}

/**
 * Prices confirmed by a supplier (prebook), in reais at the team's rate in force now: the rate a
 * prebook locks. A currency without a rate in force is refused (400), never sold as reais.
 */
export class TeamPricing {
  #inForce: ReturnType<typeof ratesInForce> | undefined;

  constructor(
    private readonly db: Db,
    private readonly teamId: string,
    private readonly field: string,
  ) {}

  async inReais(amount: number, currency: string): Promise<PriceInReais> {
    if (currency === SOLD_CURRENCY) return { cents: toCents(amount) };
    const rate = (await (this.#inForce ??= ratesInForce(this.db, this.teamId, clock.now())))(currency);
    if (!rate.sells) {
      throw ApiError.validation(
        `Validation error: ${this.field}: the offer is priced in ${currency}, which is not sold now (${rate.reason})`,
      );
    }
    const minor = toMinor(amount, currency);
    return {
      cents: converterToReais(currency, rate.selling.applied)(minor),
      foreign: { minor, currency, rate: exchangeRateUsed(rate.selling) },
    };
  }
}
