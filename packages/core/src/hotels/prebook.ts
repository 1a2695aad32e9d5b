import type { Db } from '@tas/db';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toCents } from '../lib/money';
import { isSupplierPriceChangedError } from '@tas/suppliers';
import { hotelSupplierFor } from '../suppliers/hotel-supplier';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { assertSameHotel } from './hotel-id';
import { withMarkupCents } from './markup';
import { offerProvider } from './offer-provider';
import type { TPrebookOffer } from './prebook-offer';
import { newPrebookToken, PREBOOK_VALIDITY_MS } from '../prebooks/prebook-token';
import type { THotelPrebookInput } from './schemas';
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

/**
 * The net a stay total stands for with the team's markup: the cent amount whose markup gives exactly
 * `unitPrice`, or undefined when none does (then assertPrice answers the mismatch).
 */
function netOfTotal(unitPrice: number, markupPercent: number): number | undefined {
  const totalCents = toCents(unitPrice);
  const guess = Math.round(totalCents / (1 + markupPercent / 100));
  const net = [guess, guess - 1, guess + 1].find((cents) => withMarkupCents(cents, markupPercent) === totalCents);
  return net === undefined ? undefined : net / 100;
}

const priceMismatch = (totalCents: number, netCents: number, currency: string) =>
  new ApiError(
    400,
    'PRICE_MISMATCH',
    `Price changed: the confirmed stay total is ${money(totalCents)} ${currency} (net ${money(netCents)})`,
  );

/** The supplier's price moved since search: the same 400 PRICE_MISMATCH, naming the new total as we would charge it. */
function priceChanged(netPrice: number, markupPercent: number, currency: string): ApiError {
  const netCents = toCents(netPrice);
  return priceMismatch(withMarkupCents(netCents, markupPercent), netCents, currency);
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
  // The net price the integrator was shown: a supplier that re-values the rate says when it moved.
  const expectedNetPrice = input.net_price ?? netOfTotal(input.unit_price, settings.markupPercent);
  const valued = await callSupplier(
    'search',
    (signal) =>
      supplier
        .prebook({ hotelSearchCode: input.hotel_search_code, stay, expectedNetPrice }, { credentials, signal })
        .catch((error: unknown) => {
          throw isSupplierPriceChangedError(error) ? priceChanged(error.netPrice, settings.markupPercent, error.currency) : error;
        }),
    'hotel_search_code',
  );
  assertSameHotel(input.hotel_id, supplier.provider, valued.hotelId);
  // The children's ages priced: the supplier's word when its rate carries them, else those given.
  const agesPriced = valued.childrenAges ?? input.children_ages;
  if (valued.currency !== SOLD_CURRENCY) {
    throw ApiError.validation(
      `Validation error: hotel_search_code: the offer is priced in ${valued.currency}; only offers in ${SOLD_CURRENCY} are sold`,
    );
  }
  if (input.room_basis && input.room_basis !== valued.roomBasis) {
    throw ApiError.validation(`Validation error: room_basis: the offer is ${valued.roomBasis}`);
  }
  const netCents = toCents(valued.netPrice);
  const totalCents = withMarkupCents(netCents, settings.markupPercent);
  assertPrice(input, netCents, totalCents, valued.currency);

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
    currency: valued.currency,
    nonRefundable: valued.nonRefundable,
    cancellationDeadline: valued.cancellationDeadline,
    ...(valued.cancellationPolicies && {
      cancellationPolicies: valued.cancellationPolicies.map((p) => ({ amount: p.amount, from: p.from })),
    }),
  };
  const expiresAt = new Date(now.getTime() + PREBOOK_VALIDITY_MS);
  const prebook = await db.prebook.create({
    data: {
      teamId: caller.teamId,
      token: newPrebookToken('hotel'),
      kind: 'hotel',
      offer,
      totalCents,
      currency: valued.currency,
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
    currency: valued.currency,
    expires_at: expiresAt.toISOString(),
  };
}
