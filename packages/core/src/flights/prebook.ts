import type { Db, Prisma } from '@tas/db';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { exchangeRateAnswer } from '../exchange/offer-fields';
import { ratesInForce } from '../exchange/rates-in-force';
import { fromCents, fromMinor, toCents } from '../lib/money';
import { reaisCentsOf } from './offer-in-reais';
import { newPrebookToken, PREBOOK_VALIDITY_MS } from '../prebooks/prebook-token';
import { teamFlightSupplier } from '../suppliers/flight-supplier';
import { readSettings } from '../teams/settings';
import type { TFlightPrebookOffer } from './prebook-offer';
import { pricedAges, sameAges } from './passenger-ages';
import { openRateToken, type TRatedOffer } from './rate-token';
import { refreshOffer } from './refresh-offer';
import type { TFlightPrebookResult } from './response-schemas';
import type { TFlightPrebookInput } from './schemas';

const differs = (field: string, expected: string | number | null) =>
  ApiError.validation(`Validation error: ${field}: does not match the rate token (${expected ?? 'none'})`);

/** The prebook must describe the offer the token names: same provider, route, dates, cabin and passengers. */
function assertSameTrip(input: TFlightPrebookInput, offer: TRatedOffer): void {
  if (input.provider !== offer.provider) throw differs('provider', offer.provider);
  if (input.origin !== offer.origin) throw differs('origin', offer.origin);
  if (input.destination !== offer.destination) throw differs('destination', offer.destination);
  if (input.departure_date !== offer.departureDate) throw differs('departure_date', offer.departureDate);
  if ((input.return_date ?? null) !== offer.returnDate) throw differs('return_date', offer.returnDate);
  if (input.cabin_class !== undefined && input.cabin_class !== offer.cabinClass) throw differs('cabin_class', offer.cabinClass);
  for (const kind of ['adults', 'children', 'infants'] as const) {
    if (input[kind] !== offer.passengers[kind]) throw differs(kind, offer.passengers[kind]);
  }
  // Ages, when given, must be those searched (the offer was priced for them).
  const priced = offer.ages ?? pricedAges(offer.passengers);
  if (input.children_ages && !sameAges(input.children_ages, priced.children)) throw differs('children_ages', priced.children.join(', '));
  if (input.infants_ages && !sameAges(input.infants_ages, priced.infants)) throw differs('infants_ages', priced.infants.join(', '));
}

/** total_price is what the integrator showed the customer: the token's price, to the cent. */
function assertPrice(input: TFlightPrebookInput, offer: TRatedOffer): void {
  if (input.currency !== offer.price.currency)
    throw ApiError.validation(`Validation error: currency: the offer is priced in ${offer.price.currency}`);
  if (toCents(input.total_price) !== offer.price.totalCents) {
    throw new ApiError(
      400,
      'PRICE_MISMATCH',
      `Price mismatch: the offer's total is ${fromCents(offer.price.totalCents).toFixed(2)} ${offer.price.currency}`,
    );
  }
}

/**
 * An offer priced abroad is sold at the rate its token was searched with only while that is still the
 * team's rate: prebook locks it. A currency no longer sold is refused; a rate moved since the search is
 * 400 PRICE_MISMATCH naming the new total in reais (search again for a token at the new rate).
 */
async function assertRateInForce(db: Db, caller: Caller, rated: TRatedOffer, duPercent: number, now: Date): Promise<void> {
  const abroad = rated.supplierPrice;
  if (!abroad || !rated.exchangeRate) return;
  const rate = (await ratesInForce(db, caller.teamId, now))(abroad.currency);
  if (!rate.sells) {
    throw ApiError.validation(
      `Validation error: rate_token: the offer is priced in ${abroad.currency}, which is not sold now (${rate.reason})`,
    );
  }
  if (rate.selling.applied === rated.exchangeRate.appliedRate) return;
  const cents = reaisCentsOf(abroad, rate.selling.applied, duPercent);
  throw new ApiError(
    400,
    'PRICE_MISMATCH',
    `Price changed: the ${abroad.currency} exchange rate moved since the search (${rated.exchangeRate.appliedRate} -> ${rate.selling.applied}); the offer's total is now ${fromCents(cents.totalCents).toFixed(2)} BRL; search again for a new rate token`,
  );
}

const offerExpired = () =>
  new ApiError(410, 'RATE_TOKEN_EXPIRED', 'Rate token expired: the airline offer is no longer available, search again');

/**
 * Prebook: checks the rate token against the request and holds the offer for 20 minutes as an `fpbk_`
 * token (less when the supplier's offer expires sooner). A real supplier (Duffel) is asked for the
 * offer's current price first.
 */
export async function prebookFlight(db: Db, caller: Caller, input: TFlightPrebookInput): Promise<TFlightPrebookResult> {
  const now = clock.now();
  const rated = openRateToken(input.rate_token, caller.teamId, now);
  assertSameTrip(input, rated);
  assertPrice(input, rated);
  // A test key never reaches a real supplier: its tokens name the sandbox.
  if (caller.mode === 'test' && rated.supplier === 'duffel') throw new ApiError(400, 'RATE_TOKEN_INVALID', 'Rate token invalid');
  const settings = readSettings(caller.team.settings);
  // A provider the team no longer sells fails here, not at book.
  const account = teamFlightSupplier(settings, rated.provider, caller.mode, rated.supplier === 'duffel' ? 'duffel' : 'sandbox');
  await assertRateInForce(db, caller, rated, settings.duPercent, now);
  await refreshOffer(account, rated, settings.duPercent, offerExpired);

  const { teamId: _team, expiresAt: rateExpiresAt, ...trip } = rated;
  const offer: TFlightPrebookOffer = { ...trip, rateExpiresAt, airline: input.airline ?? null, auditSegments: input.segments ?? null };
  // Ages given at prebook only (they equal the defaults searched, checked above) are kept to check at book too.
  if (!offer.ages && (input.children_ages || input.infants_ages)) offer.ages = pricedAges(rated.passengers);
  const held = now.getTime() + PREBOOK_VALIDITY_MS;
  const expiresAt = new Date(rated.offerExpiresAt ? Math.min(held, Date.parse(rated.offerExpiresAt)) : held);
  const prebook = await db.prebook.create({
    data: {
      teamId: caller.teamId,
      token: newPrebookToken('flight'),
      kind: 'flight',
      offer: offer as unknown as Prisma.InputJsonObject,
      totalCents: rated.price.totalCents,
      currency: rated.price.currency,
      expiresAt,
      createdAt: now,
    },
  });
  const { price } = rated;
  return {
    prebook_token: prebook.token,
    provider: rated.provider,
    origin: rated.origin,
    destination: rated.destination,
    departure_date: rated.departureDate,
    return_date: rated.returnDate,
    passengers: rated.passengers,
    total_price: fromCents(price.totalCents),
    currency: price.currency,
    pricing: {
      base_fare: fromCents(price.baseCents),
      du: fromCents(price.duCents),
      taxes: fromCents(price.taxesCents),
      total: fromCents(price.totalCents),
      currency: price.currency,
    },
    expires_at: expiresAt.toISOString(),
    ...(rated.supplierPrice &&
      rated.exchangeRate && {
        supplier_price: {
          amount: fromMinor(rated.supplierPrice.totalMinor - rated.supplierPrice.commissionMinor, rated.supplierPrice.currency),
          currency: rated.supplierPrice.currency,
        },
        exchange_rate: exchangeRateAnswer(rated.exchangeRate),
      }),
  };
}
