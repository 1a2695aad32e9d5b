import type { Db } from '@tas/db';
import type { FlightGroup, FlightSearchQuery } from '@tas/suppliers';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { randomToken } from '../lib/random';
import { fanOut, type CallSignal, type FanOutOutcome } from '../suppliers/fan-out';
import { teamFlightSupplier, teamOnlineFlightSuppliers, type TeamFlightSupplier } from '../suppliers/flight-supplier';
import { UnsoldOffers } from '../exchange/offer-fields';
import { ratesInForce, teamRatesHeldForMs, type RateInForce } from '../exchange/rates-in-force';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { pricedAges } from './passenger-ages';
import { RATE_TOKEN_VALIDITY_MS, ratedOffer, sealRateToken, type RateContext } from './rate-token';
import { offerInReais } from './offer-in-reais';
import type { TFlightSearchInput } from './schemas';
import { SearchAnswers, teamSearchKey, type ReusableAnswer } from '../suppliers/search-answers';

const GROUPS_KEY = Buffer.from('{"flightGroups":');

/** A flight search's answer as kept for the same search repeated within seconds (suppliers/search-answers.ts). */
interface FlightSearchAnswer extends ReusableAnswer {
  /** `flightGroups` as UTF-8 JSON, rate tokens included. */
  groupsJson: Buffer;
  /** What follows the groups: `,"searchId":…,"searchParams":…,"meta":…}` (the query is the answer's key). */
  rest: Buffer;
}

const answers = new SearchAnswers<FlightSearchAnswer>(64);

interface SupplierGroups {
  groups: FlightGroup[];
  /** Offers left out for a currency without a rate in force, with why. */
  unsold: UnsoldOffers | null;
}

type TeamRates = () => Promise<(currency: string) => RateInForce>;

/**
 * Flight search at the provider the caller chose, answered as UTF-8 JSON in parts (a
 * TFlightSearchResult). `online_supplier` asks every online supplier the team enabled (the sandbox,
 * Duffel) at once, each under its own deadline and circuit breaker (suppliers/fan-out.ts), and merges
 * their groups cheapest first; `data.meta.suppliers` says how each one did. One failing still answers
 * the others; all failing is the first one's error (502 when down or too slow). Each group names its
 * `supplier`; every offer gets a sealed rateToken for rate, prebook and book. The same search repeated
 * within seconds reuses its answer (suppliers/search-answers.ts).
 */
export async function searchFlights(db: Db, caller: Caller, input: TFlightSearchInput): Promise<Buffer[]> {
  const settings = readSettings(caller.team.settings);
  const accounts =
    input.provider === 'online_supplier'
      ? teamOnlineFlightSuppliers(settings, caller.mode)
      : [teamFlightSupplier(settings, input.provider, caller.mode)];
  const ages = pricedAges(input, input.childrenAges, input.infantsAges);
  const query: FlightSearchQuery = {
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
    ...(input.returnDate && { returnDate: input.returnDate }),
    adults: input.adults,
    children: input.children,
    infants: input.infants,
    // Airlines price children and infants by age: those given, else the documented defaults.
    ...(input.children + input.infants > 0 && { childrenAges: ages.children, infantsAges: ages.infants }),
    cabinClass: input.cabinClass,
    directOnly: input.directOnly,
    ...(input.maxStops !== undefined && { maxStops: input.maxStops }),
    duPercent: settings.duPercent,
  };
  // The accounts' digest covers the operator's offline account too (from the environment read at start).
  const key = `${teamSearchKey(caller, settings, `flight-search:${input.provider}`, () => accounts)}|${input.provider}|${JSON.stringify(query)}`;
  const now = clock.now();
  const answer = await answers.reuse(key, now.getTime(), async (): Promise<FlightSearchAnswer> => {
    const targets = accounts.map((account) => ({
      provider: account.name,
      scope: { teamId: caller.teamId, mode: caller.mode },
      supplier: account,
    }));
    // Offers priced abroad sell in reais at the team's rates, read once and only when one is there.
    let inForce: ReturnType<TeamRates> | undefined;
    const rates: TeamRates = () => (inForce ??= ratesInForce(db, caller.teamId, now));
    const outcomes = await fanOut(targets, (account, signal) => searchOne(account, query, rates, signal));
    const answered = outcomes.filter((o) => o.status === 'ok');
    if (answered.length === 0) throw await failureOf(outcomes[0]!);
    const context: RateContext = {
      teamId: caller.teamId,
      origin: input.origin,
      destination: input.destination,
      departureDate: input.departureDate,
      returnDate: input.returnDate ?? null,
      passengers: { adults: input.adults, children: input.children, infants: input.infants },
      // Ages the integrator gave are kept on the token and checked at book (a supplier pricing by age is checked anyway).
      ...((input.childrenAges || input.infantsAges) && { ages }),
      expiresAt: new Date(now.getTime() + RATE_TOKEN_VALIDITY_MS),
    };
    const flightGroups = answered
      .flatMap((o) => o.value!.groups.map((group) => ({ group, supplier: o.provider as TeamFlightSupplier['name'] })))
      .sort((a, b) => cheapest(a.group) - cheapest(b.group))
      .map(({ group, supplier }) => ({
        ...group,
        supplier,
        offers: group.offers.map((offer) => ({ ...offer, rateToken: sealRateToken(ratedOffer(context, group, offer, supplier)) })),
      }));
    const searchParams = {
      origin: input.origin,
      destination: input.destination,
      departureDate: input.departureDate,
      returnDate: input.returnDate ?? null,
      adults: input.adults,
      children: input.children,
      infants: input.infants,
      cabinClass: input.cabinClass,
      directOnly: input.directOnly,
      maxStops: input.maxStops ?? null,
      provider: input.provider,
    };
    const meta = { suppliers: outcomes.map(present) };
    const searchId = `fs_${randomToken(16)}`;
    return {
      groupsJson: Buffer.from(JSON.stringify(flightGroups), 'utf8'),
      rest: Buffer.from(
        `,"searchId":${JSON.stringify(searchId)},"searchParams":${JSON.stringify(searchParams)},"meta":${JSON.stringify(meta)}}`,
        'utf8',
      ),
      reusable: answered.length === outcomes.length,
      // Offers priced abroad: kept no longer than the rates they were priced at.
      ...(inForce && { keepMs: teamRatesHeldForMs(caller.teamId) }),
    };
  });
  return [GROUPS_KEY, answer.groupsJson, answer.rest];
}

async function searchOne(
  account: TeamFlightSupplier,
  query: FlightSearchQuery,
  rates: TeamRates,
  signal: CallSignal,
): Promise<SupplierGroups> {
  const found = await account.supplier.search(query, signal.withCredentials(account.credentials));
  const abroad = found.flightGroups.some((group) => group.offers.some((offer) => offer.price.currency !== SOLD_CURRENCY));
  if (!abroad) return { groups: found.flightGroups, unsold: null };
  const inForce = await rates();
  const unsold = new UnsoldOffers();
  const groups = found.flightGroups.flatMap((group) => {
    const offers = group.offers.flatMap((offer) => {
      if (offer.price.currency === SOLD_CURRENCY) return [offer];
      const rate = inForce(offer.price.currency);
      if (rate.sells) return [offerInReais(offer, rate.selling, query.duPercent ?? 0)];
      unsold.add(rate);
      return [];
    });
    return offers.length > 0 ? [{ ...group, offers }] : [];
  });
  return { groups, unsold: unsold.count > 0 ? unsold : null };
}

const cheapest = (group: FlightGroup) => Math.min(...group.offers.map((o) => o.price.total));

function present(outcome: FanOutOutcome<SupplierGroups>) {
  const count = outcome.value?.groups.reduce((n, g) => n + g.offers.length, 0) ?? 0;
  const note = outcome.note ?? outcome.value?.unsold?.note();
  return { provider: outcome.provider, status: outcome.status, ms: outcome.ms, count, ...(note && { note }) };
}

/** The contract's error for a search no supplier answered: as a single supplier's call would have failed. */
async function failureOf(outcome: FanOutOutcome<SupplierGroups>): Promise<unknown> {
  if (outcome.status === 'timeout') return new ApiError(502, 'SUPPLIER_ERROR', 'Flight supplier did not answer in time');
  if (outcome.note === 'circuit_open') return new ApiError(502, 'SUPPLIER_ERROR', 'Flight supplier unavailable, try again later');
  try {
    await callSupplier('search', () => Promise.reject(outcome.error as Error), undefined, 'Flight supplier');
  } catch (error) {
    return error;
  }
  return outcome.error;
}
