import type { Db } from '@tas/db';
import type { HotelSearchQuery, HotelSearchResult } from '@tas/suppliers';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { fanOut, type FanOutOutcome } from '../suppliers/fan-out';
import { teamHotelSuppliers } from '../suppliers/hotel-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { SearchAnswers, teamSearchKey, type ReusableAnswer } from '../suppliers/search-answers';
import { readSettings, type HotelProvider } from '../teams/settings';
import type { TSupplierOutcome } from './response-schemas';
import type { THotelSearchInput } from './schemas';
import { hotelbedsDestinationOf } from './hotelbeds-city-code';
import { ratesInForce, teamRatesHeldForMs } from '../exchange/rates-in-force';
import { hotelListing, type Listing } from './search-listing';
import { pricedAbroad, soldHotels, type SoldHotels } from './sold-offers';
import { childrenAgesOf } from './children-ages';
import { checkStay } from './stay';
import { supplierCities, type SupplierCities } from './supplier-cities';

const HOTELS_KEY = Buffer.from('{"hotels":');

/**
 * When every supplier failed: the first refusal of the request or account (400, as one supplier would
 * answer), else 502 — timed out when they all ran out of time.
 */
async function allFailed(outcomes: FanOutOutcome<unknown>[]): Promise<never> {
  const answered = outcomes.find((o) => o.status === 'error' && o.note === undefined) ?? outcomes.find((o) => o.status === 'error');
  if (!answered || answered.note === 'circuit_open') {
    throw new ApiError(
      502,
      'SUPPLIER_ERROR',
      answered ? 'Hotel supplier unavailable, try again later' : 'Hotel supplier did not answer in time',
    );
  }
  // supplier-call words a supplier's failure as the contract's error (502, or the caller's 400).
  return callSupplier('search', () => Promise.reject(answered.error as Error));
}

const NOTHING: HotelSearchResult = Object.freeze({ hotels: [], searchSessionId: '', currency: 'BRL' });

/**
 * The search as one supplier understands it: its own code for the city (supplier-cities.ts: one
 * destination searches every supplier that lists it), or null when it does not list the city.
 */
function queryFor(provider: HotelProvider, query: HotelSearchQuery, cities: SupplierCities | null): HotelSearchQuery | null {
  if (!query.cityCode || !cities) return query;
  const cityCode = cities[provider];
  if (cityCode) return cityCode === query.cityCode ? query : { ...query, cityCode };
  return query.hotelIds?.length ? { ...query, cityCode: undefined } : null;
}

/** The hotels of several listings as one JSON array, without parsing them again (each is about 1 MB). */
function mergedHotelsJson(listings: Listing[]): Buffer[] {
  const parts = listings.filter((l) => l.totalResults > 0).map((l) => l.hotelsJson);
  if (parts.length === 0) return [Buffer.from('[]')];
  if (parts.length === 1) return [parts[0]!];
  const out: Buffer[] = [Buffer.from('[')];
  parts.forEach((json, i) => {
    if (i > 0) out.push(Buffer.from(','));
    out.push(json.subarray(1, json.length - 1));
  });
  out.push(Buffer.from(']'));
  return out;
}

/** A hotel search's answer as kept for the same search repeated within seconds (suppliers/search-answers.ts). */
interface HotelSearchAnswer extends ReusableAnswer {
  /** The hotels of every supplier as one JSON array, in parts (each supplier's list is kept with its answer). */
  hotels: Buffer[];
  /** `,"summary":{…,"duration":` up to the duration, which is each request's own. */
  summaryUpToDuration: string;
  /** The rest after the duration: `},"searchSessionId":…,"meta":…}`. */
  rest: Buffer;
}

// Up to 32 answers: each points at its suppliers' lists (about 1 MB for a large city), kept anyway with their answers.
const answers = new SearchAnswers<HotelSearchAnswer>(32);

/**
 * Hotel search at every supplier the team enabled, in parallel, each under its own deadline and circuit
 * breaker (suppliers/fan-out.ts), with the team's markup, answered as UTF-8 JSON in parts (a
 * THotelSearchResult). Hotels keep their supplier's order, supplier after supplier in the settings'
 * order; each keeps its `provider` and `<provider>:<hotelId>` id; the summary covers them all.
 * `meta.suppliers` says how each supplier did. One answering is enough; all failing is an error.
 * The hotel lists are the hot path (about 1 MB for Rio de Janeiro): each is serialised once per
 * supplier answer and markup, and only the small per-request parts are written per call. The same
 * search repeated within seconds reuses its answer (suppliers/search-answers.ts).
 */
export async function searchHotels(db: Db, caller: Caller, input: THotelSearchInput): Promise<Buffer[]> {
  const started = performance.now();
  const nights = checkStay(input, { checkIn: 'checkIn', checkOut: 'checkOut', rooms: 'rooms' }, clock.now());
  const settings = readSettings(caller.team.settings);
  const suppliers = teamHotelSuppliers(settings, caller.mode);
  const { cityCode, hotelIds, checkIn, checkOut, adults, children, rooms, nationality } = input;
  const query: HotelSearchQuery = { cityCode, hotelIds, checkIn, checkOut, adults, children, rooms, nationality };
  // Suppliers price children by age: the ages given, else the documented default (children-ages.ts).
  if (children > 0) query.childrenAges = childrenAgesOf(children, input.childrenAges);
  // The markup is part of the key too: a new markup is priced again. Every field is validated (codes,
  // dates, counts), so none holds the separator; hotel ids as JSON.
  const team = teamSearchKey(caller, settings, 'hotel-search', () =>
    suppliers.map((s) => ({ name: s.provider, credentials: s.credentials })),
  );
  const key = `${team}|${settings.markupPercent}|${cityCode}|${hotelIds ? JSON.stringify(hotelIds) : ''}|${checkIn}|${checkOut}|${adults}|${children}|${query.childrenAges?.join(',') ?? ''}|${rooms}|${nationality}`;
  const answer = await answers.reuse(key, clock.now().getTime(), async (): Promise<HotelSearchAnswer> => {
    // A sandbox-only search of a sandbox city (the sandbox's own code) needs no matching.
    const matching = cityCode && (suppliers.some((s) => s.provider !== 'sandbox') || hotelbedsDestinationOf(cityCode));
    const cities = matching ? await supplierCities(db, cityCode) : null;
    const outcomes = await fanOut(
      suppliers.map((s) => ({ provider: s.provider, scope: { teamId: caller.teamId, mode: caller.mode }, supplier: s })),
      async ({ supplier, credentials, provider }, signal): Promise<HotelSearchResult> => {
        const asked = queryFor(provider, query, cities);
        return asked ? supplier.search(asked, signal.withCredentials(credentials)) : NOTHING;
      },
    );
    const answered = outcomes.filter((o) => o.status === 'ok');
    if (answered.length === 0) await allFailed(outcomes);

    // Offers priced abroad sell in reais at the team's rates; the rates are read only when one is there.
    const inForce = answered.some((o) => pricedAbroad(o.value!)) ? await ratesInForce(db, caller.teamId, clock.now()) : null;
    const sold = new Map<string, SoldHotels>(answered.map((o) => [o.provider, soldHotels(o.value!, inForce)]));
    const listings = new Map<string, Listing>();
    for (const [provider, { result, selling }] of sold)
      listings.set(provider, hotelListing(result, provider, { checkIn, checkOut, nights }, settings.markupPercent, selling));
    const all = [...listings.values()];
    const priced = all.filter((l) => l.totalResults > 0);
    const totalResults = all.reduce((sum, l) => sum + l.totalResults, 0);
    const minPrice = priced.length > 0 ? Math.min(...priced.map((l) => l.minPrice)) : 0;
    const maxPrice = priced.length > 0 ? Math.max(...priced.map((l) => l.maxPrice)) : 0;
    const supplierOutcomes: TSupplierOutcome[] = outcomes.map((o) => {
      const note = o.note ?? sold.get(o.provider)?.unsold?.note();
      return {
        provider: o.provider,
        status: o.status,
        ms: o.ms,
        count: listings.get(o.provider)?.totalResults ?? 0,
        ...(note && { note }),
      };
    });
    const meta = {
      searchParams: { checkIn, checkOut, adults, children, rooms, nationality, cityCode: cityCode ?? null },
      teamId: caller.teamId,
      suppliers: supplierOutcomes,
    };
    // Each hotel carries its own supplier's session; the answer's is the first supplier's that answered.
    const searchSessionId = (answered.find((o) => o.value!.searchSessionId) ?? answered[0]!).value!.searchSessionId;
    return {
      hotels: mergedHotelsJson(all),
      summaryUpToDuration: `,"summary":{"totalResults":${totalResults},"minPrice":${minPrice},"maxPrice":${maxPrice},"duration":`,
      rest: Buffer.from(`},"searchSessionId":${JSON.stringify(searchSessionId)},"meta":${JSON.stringify(meta)}}`, 'utf8'),
      reusable: answered.length === outcomes.length,
      // Offers priced abroad: kept no longer than the rates they were priced at.
      ...(inForce && { keepMs: teamRatesHeldForMs(caller.teamId) }),
    };
  });
  const summaryUpToNow = answer.summaryUpToDuration + Math.round(performance.now() - started);
  return [HOTELS_KEY, ...answer.hotels, Buffer.from(summaryUpToNow, 'utf8'), answer.rest];
}
