import { parseIsoDate } from '../../lib/dates';
import { SupplierError, SupplierPriceChangedError } from '../../lib/errors';
import { centsToReais } from '../../lib/money';
import type { HotelLanguage, HotelPrebookQuery, HotelPrebookResult } from '../port';
import { hotelbedsCall, type HotelbedsAccount } from './http';
import { hotelbedsLanguage } from './language';
import { sameAges } from './occupancy';
import { pricedRates, searchCodeOf, type PricedRate, type PricedRates } from './offers';
import { ZCheckRateAnswer } from './schemas';
import { fromSearchCode } from './search-code';
import { timeoutOf, type HotelbedsHttp } from './timeouts';

/** CheckRates: Hotelbeds' price of the rate right now (mandatory for RECHECK rates before booking). */
export async function checkRate(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  rateKey: string,
  language: HotelLanguage | undefined,
  signal?: AbortSignal,
): Promise<PricedRate> {
  const body = { language: hotelbedsLanguage(language), rooms: [{ rateKey }] };
  const { hotel } = await hotelbedsCall(http, account, {
    method: 'POST',
    path: '/hotel-api/1.0/checkrates',
    body,
    schema: ZCheckRateAnswer,
    signal,
    timeoutMs: timeoutOf(http, 'checkrates'),
  });
  const rate = pricedRates(hotel, hotel, http.now())[0];
  if (!rate) throw new SupplierError('The rate is no longer available, search again', 'not_found');
  return rate;
}

/**
 * The rate as it stands: a BOOKABLE rate this process priced keeps its price (Hotelbeds guarantees
 * it, and asks that CheckRates be called only for RECHECK rates); a RECHECK rate, or one this process
 * never priced (another instance searched), is valued with CheckRates. A re-valued rate at another
 * price than the offer's surfaces as SupplierPriceChangedError carrying the new price and code.
 */
export async function valuateRate(
  http: HotelbedsHttp,
  account: HotelbedsAccount,
  priced: PricedRates,
  query: HotelPrebookQuery,
  signal?: AbortSignal,
): Promise<PricedRate> {
  const { rateKey } = fromSearchCode(query.hotelSearchCode);
  const known = priced.get(rateKey);
  const expectedCents = query.expectedNetPrice !== undefined ? Math.round(query.expectedNetPrice * 100) : known?.netCents;
  if (known?.rateType === 'BOOKABLE') return samePrice(known, expectedCents);
  const checked = await checkRate(http, account, rateKey, query.language, signal);
  priced.remember(checked);
  return samePrice(checked, expectedCents);
}

function samePrice(rate: PricedRate, expectedCents: number | undefined): PricedRate {
  if (expectedCents === undefined || expectedCents === rate.netCents) return rate;
  throw new SupplierPriceChangedError({
    netPrice: centsToReais(rate.netCents),
    previousNetPrice: centsToReais(expectedCents),
    currency: rate.currency,
    hotelSearchCode: searchCodeOf(rate),
  });
}

/** `rateComments`: the rate's comments, which Hotelbeds requires be shown to the agent before booking. */
export function toPrebookResult(rate: PricedRate, query: HotelPrebookQuery, rateComments?: string): HotelPrebookResult {
  const nights = (parseIsoDate(rate.checkOut) ?? 0) - (parseIsoDate(rate.checkIn) ?? 0);
  const stay = { checkIn: rate.checkIn, checkOut: rate.checkOut, adults: rate.adults, children: rate.children, rooms: rate.rooms };
  if (query.stay && (Object.keys(stay) as (keyof typeof stay)[]).some((key) => query.stay![key] !== stay[key])) {
    throw new SupplierError('The stay does not match the hotelSearchCode', 'invalid_request');
  }
  const ages = rate.childrenAges ?? query.stay?.childrenAges;
  if (rate.childrenAges && query.stay?.childrenAges && !sameAges(rate.childrenAges, query.stay.childrenAges)) {
    throw new SupplierError(
      `The rate is priced for children of ${rate.childrenAges.join(', ')}: search again with those ages`,
      'invalid_request',
    );
  }
  return {
    hotelSearchCode: searchCodeOf(rate),
    hotelId: rate.hotelId,
    hotelName: rate.hotelName,
    ...stay,
    ...(ages && stay.children > 0 ? { childrenAges: [...ages] } : {}),
    nights,
    roomBasis: rate.roomBasis,
    roomNames: [...rate.roomNames],
    netPrice: centsToReais(rate.netCents),
    currency: rate.currency,
    nonRefundable: rate.nonRefundable,
    cancellationDeadline: rate.cancellationDeadline,
    cancellationPolicies: rate.cancellationPolicies.map((policy) => ({ ...policy })),
    ...(rateComments ? { rateComments } : {}),
  };
}
