import type { Db } from '@tas/db';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toCents } from '../lib/money';
import { isSupplierPriceChangedError } from '@tas/suppliers';
import { hotelSupplierFor } from '../suppliers/hotel-supplier';
import { exchangeRateAnswer } from '../exchange/offer-fields';
import { TeamPricing, type PriceInReais } from '../exchange/price-in-reais';
import { fromMinor } from '../lib/money';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { assertSameHotel } from './hotel-id';
import { withMarkupCents } from './markup';
import { offerProvider } from './offer-provider';
import type { TPrebookOffer } from './prebook-offer';
import { newPrebookToken, PREBOOK_VALIDITY_MS } from '../prebooks/prebook-token';
import type { THotelPrebookInput } from './schemas';
import { rateConditions } from './rate-conditions';
import { checkStay } from './stay';

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * unit_price is what the integrator showed the customer. It must be the supplier's confirmed total
 * with the team's markup, to the cent; otherwise nothing is held and 400 PRICE_MISMATCH names the
 * confirmed total (prices move with the date; a new search shows the current one).
 */
function assertPrice(input: THotelPrebookInput, netCents: number, totalCents: number, currency: string): void {
  if (input.currency !== currency) throw ApiError.validation(`Validation error: currency: the offer is priced in ${currency}`);
  const netDiffers = input.net_price !== undefined && toCents(input.net_price) !== netCents;
  if (toCents(input.unit_price) !== totalCents || netDiffers) {
    throw priceMismatch(totalCents, netCents, currency);
  }
}

const priceMismatch = (totalCents: number, netCents: number, currency: string) =>
  new ApiError(
    400,
    'PRICE_MISMATCH',
    `Price changed: the confirmed stay total is ${money(totalCents)} ${currency} (net ${money(netCents)})`,
  );

/** The supplier's price moved since search: the same 400 PRICE_MISMATCH, naming the new total in reais as we would charge it. */
function priceChanged(net: PriceInReais, markupPercent: number): ApiError {
  return priceMismatch(withMarkupCents(net.cents, markupPercent), net.cents, SOLD_CURRENCY);
}

/** Valuation at the supplier, then a `pbk_` token holding the confirmed offer for 20 minutes. */
export async function prebookHotel(db: Db, caller: Caller, input: THotelPrebookInput) {
  const now = clock.now();
  const stay = {
    checkIn: input.check_in,
    checkOut: input.check_out,
    adults: input.adults,
    children: input.children,
    rooms: input.rooms,
    // Ages given are compared by a supplier whose rate carries them (Hotelbeds).
    ...(input.children > 0 && input.children_ages && { childrenAges: input.children_ages }),
  };
  checkStay(stay, { checkIn: 'check_in', checkOut: 'check_out', rooms: 'rooms' }, now);
  const settings = readSettings(caller.team.settings);
  const provider = offerProvider(settings, caller.mode, input.hotel_search_code, input.hotel_id);
  const { supplier, credentials } = hotelSupplierFor(settings, provider, caller.mode);
  // A supplier that re-values the rate compares in its own currency with the price it gave at search
  // (a price in reais would mean nothing to an account priced in EUR); the reais are compared below,
  // at the team's rate now: the rate this prebook locks.
  const pricing = new TeamPricing(db, caller.teamId, 'hotel_search_code');
  const valued = await callSupplier(
    'search',
    (signal) =>
      supplier.prebook({ hotelSearchCode: input.hotel_search_code, stay }, { credentials, signal }).catch(async (error: unknown) => {
        throw isSupplierPriceChangedError(error)
          ? priceChanged(await pricing.inReais(error.netPrice, error.currency), settings.markupPercent)
          : error;
      }),
    'hotel_search_code',
  );
  assertSameHotel(input.hotel_id, supplier.provider, valued.hotelId);
  // The children's ages priced: the supplier's word when its rate carries them, else those given.
  const agesPriced = valued.childrenAges ?? input.children_ages;
  if (input.room_basis && input.room_basis !== valued.roomBasis) {
    throw ApiError.validation(`Validation error: room_basis: the offer is ${valued.roomBasis}`);
  }
  const net = await pricing.inReais(valued.netPrice, valued.currency);
  const netCents = net.cents;
  const totalCents = withMarkupCents(netCents, settings.markupPercent);
  assertPrice(input, netCents, totalCents, SOLD_CURRENCY);

  const offer: TPrebookOffer = {
    provider: supplier.provider,
    hotelSearchCode: valued.hotelSearchCode,
    searchSessionId: input.search_session_id ?? null,
    hotelId: valued.hotelId,
    hotelName: valued.hotelName,
    checkIn: valued.checkIn,
    checkOut: valued.checkOut,
    nights: valued.nights,
    adults: valued.adults,
    children: valued.children,
    // The ages priced: a child guest's birth date at book must give one of them.
    ...(valued.children > 0 && agesPriced && { childrenAges: [...agesPriced] }),
    rooms: valued.rooms,
    roomBasis: valued.roomBasis,
    roomNames: [...valued.roomNames],
    netCents,
    markupPercent: settings.markupPercent,
    totalCents,
    currency: SOLD_CURRENCY,
    ...(net.foreign && { supplierNetMinor: net.foreign.minor, supplierCurrency: net.foreign.currency, exchangeRate: net.foreign.rate }),
    nonRefundable: valued.nonRefundable,
    cancellationDeadline: valued.cancellationDeadline,
    ...(valued.cancellationPolicies && {
      cancellationPolicies: valued.cancellationPolicies.map((p) => ({ amount: p.amount, from: p.from })),
    }),
    ...(valued.rateComments && { rateComments: valued.rateComments }),
  };
  const expiresAt = new Date(now.getTime() + PREBOOK_VALIDITY_MS);
  const prebook = await db.prebook.create({
    data: {
      teamId: caller.teamId,
      token: newPrebookToken('hotel'),
      kind: 'hotel',
      offer,
      totalCents,
      currency: SOLD_CURRENCY,
      expiresAt,
      createdAt: now,
    },
  });
  return {
    prebook_token: prebook.token,
    hotel_name: valued.hotelName,
    check_in: valued.checkIn,
    check_out: valued.checkOut,
    nights: valued.nights,
    unit_price: totalCents / 100,
    currency: SOLD_CURRENCY,
    expires_at: expiresAt.toISOString(),
    ...rateConditions(valued),
    ...(net.foreign && {
      supplier_price: { amount: fromMinor(net.foreign.minor, net.foreign.currency), currency: net.foreign.currency },
      exchange_rate: exchangeRateAnswer(net.foreign.rate),
    }),
  };
}
