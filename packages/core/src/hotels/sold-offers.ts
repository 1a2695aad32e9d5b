import type { HotelSearchResult } from '@tas/suppliers';
import { UnsoldOffers } from '../exchange/offer-fields';
import type { RateInForce, SellingRate } from '../exchange/rates-in-force';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';

export interface SoldHotels {
  /** The offers that sell: in BRL, or in a currency with a rate in force (converted in search-listing.ts). */
  result: HotelSearchResult;
  /** The rate of each foreign currency kept. */
  selling: ReadonlyMap<string, SellingRate>;
  /** Offers left out for a currency without a rate in force, with why. */
  unsold: UnsoldOffers | null;
}

const NO_RATES: ReadonlyMap<string, SellingRate> = new Map();

// Supplier answers are cached, frozen objects (the sandbox's): each answer's foreign currencies are
// found once, and an answer all in BRL is returned as it is, so its serialised listing is reused
// (search-listing.ts).
const foreignCurrencies = new WeakMap<HotelSearchResult, readonly string[]>();

function currenciesAbroad(result: HotelSearchResult): readonly string[] {
  let currencies = foreignCurrencies.get(result);
  if (currencies === undefined) {
    const found = new Set<string>();
    for (const hotel of result.hotels) for (const offer of hotel.offers) if (offer.currency !== SOLD_CURRENCY) found.add(offer.currency);
    foreignCurrencies.set(result, (currencies = [...found]));
  }
  return currencies;
}

/** Whether an answer has any offer priced in another currency than BRL. */
export function pricedAbroad(result: HotelSearchResult): boolean {
  return currenciesAbroad(result).length > 0;
}

// What an answer priced abroad sells depends only on the answer and how its currencies are judged now:
// kept per answer with that judgement, so the same answer at the same rates gives the same object and
// its listing and gzip are reused as an answer in reais's are (#22's bench: without it every search
// in EUR serialised and compressed its 1 MB listing again, 400x the search in BRL).
const soldAbroad = new WeakMap<HotelSearchResult, { rates: readonly RateInForce[]; judged: string; sold: SoldHotels }>();

/** Everything about the rates that shows in a sold answer: the applied rate and its fields, or why not sold. */
function judgement(currencies: readonly string[], rates: readonly RateInForce[]): string {
  return rates
    .map((rate, i) => {
      if (!rate.sells) return `${currencies[i]}!${rate.reason}`;
      const { selling } = rate;
      return `${currencies[i]}=${selling.applied}|${selling.rate.value}|${selling.spreadPercent}|${selling.rate.source}|${selling.rate.date}`;
    })
    .join(';');
}

/** The answer without the offers in a currency that does not sell now, and why they went. */
function withoutUnsold(result: HotelSearchResult, byCurrency: ReadonlyMap<string, RateInForce>) {
  const unsold = new UnsoldOffers();
  const hotels = result.hotels.flatMap((hotel) => {
    const offers = hotel.offers.filter((offer) => {
      if (offer.currency === SOLD_CURRENCY) return true;
      const rate = byCurrency.get(offer.currency)!;
      if (!rate.sells) unsold.add(rate);
      return rate.sells;
    });
    return offers.length > 0 ? [{ ...hotel, offers }] : [];
  });
  return { result: { ...result, hotels }, unsold: unsold.count > 0 ? unsold : null };
}

/**
 * A supplier's answer with only the offers that can be sold in reais now; a hotel left without offers
 * goes too. `inForce` (the team's rates) is needed only for an answer priced abroad.
 */
export function soldHotels(result: HotelSearchResult, inForce: ((currency: string) => RateInForce) | null): SoldHotels {
  const currencies = currenciesAbroad(result);
  if (currencies.length === 0) return { result, selling: NO_RATES, unsold: null };
  // Never sold as if it were reais.
  if (!inForce) throw new Error('an answer priced abroad needs the team rates');
  const rates = currencies.map((currency) => inForce(currency));
  const kept = soldAbroad.get(result);
  // The same judged rates (rates-in-force.ts keeps them while its read is fresh): nothing to compare.
  if (kept && rates.every((rate, i) => rate === kept.rates[i])) return kept.sold;
  const judged = judgement(currencies, rates);
  if (kept?.judged === judged) {
    kept.rates = rates;
    return kept.sold;
  }
  const byCurrency = new Map(currencies.map((currency, i) => [currency, rates[i]!]));
  const selling = new Map<string, SellingRate>();
  for (const [currency, rate] of byCurrency) if (rate.sells) selling.set(currency, rate.selling);
  // Every currency sells: the answer as it is, its hotels not copied.
  const sold = selling.size === currencies.length ? { result, selling, unsold: null } : { ...withoutUnsold(result, byCurrency), selling };
  soldAbroad.set(result, { rates, judged, sold });
  return sold;
}
