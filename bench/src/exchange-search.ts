import { bootDatabase, createTeam } from '@tas/core';
import { openDb, type DbHandle } from '@tas/db';
import { updateExchangePolicy } from '../../packages/core/src/exchange/update-policy';
import { ratesInForce } from '../../packages/core/src/exchange/rates-in-force';
import { hotelListing } from '../../packages/core/src/hotels/search-listing';
import { pricedAbroad, soldHotels } from '../../packages/core/src/hotels/sold-offers';
import { clock } from '../../packages/core/src/lib/clock';
import { gzipPartsWithCachedPart } from '../../packages/core/src/rest/compress';
import { sandboxHotelSupplier } from '../../packages/core/src/suppliers/hotel-supplier';
import type { HotelSearchQuery, HotelSearchResult } from '../../packages/suppliers/src/hotels/port';

/**
 * Issue #22's benchmark: the 300-hotel search (Rio de Janeiro, the sandbox's answer) sold once priced
 * in BRL and once priced in EUR and converted at the team's rate, alternating in one process, in one
 * run. Target: the EUR search's throughput within 1.1x of the BRL one's.
 *
 * No supplier the app can reach prices 300 hotels in EUR (the Hotelbeds stand-in lists a few dozen), so
 * this runs in-process what the search does once its supplier has answered (hotels/search.ts): the
 * team's rates (exchange/rates-in-force.ts, on an embedded database), the offers that sell
 * (sold-offers.ts), the hotel listing with markup and conversion (search-listing.ts), and the gzip of
 * the answer as the REST layer writes it (rest/compress.ts). The EUR supplier is the sandbox's own
 * answer with every net price in euros (at 6 reais to the euro), kept as the sandbox keeps its recent
 * answers. Without HTTP around it the conversion's share of a search is larger than over the wire:
 * the ratio is a stricter test than the app's.
 */

export const EXCHANGE_SEARCH = 'exchange (EUR vs BRL)';

interface Throughput {
  searches: number;
  seconds: number;
  /** The gzip answer's size. */
  bytes: number;
}

export interface ExchangeSearchReport {
  hotels: number;
  rounds: number;
  /** The supplier's answer as the sandbox gives it: cached, the same object for the same question. */
  cached: { brl: Throughput; eur: Throughput };
  /** A new answer each search, as the Hotelbeds adapter gives it: the listing is built every time. */
  fresh: { brl: Throughput; eur: Throughput };
}

const ROUNDS = Number(process.env.BENCH_EXCHANGE_ROUNDS ?? 20);
const ROUND_MS = Number(process.env.BENCH_EXCHANGE_ROUND_MS ?? 500);
const MARKUP_PERCENT = 10;
const HEAD = [Buffer.from('{"hotels":')];

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const stay = { checkIn: isoDate(30), checkOut: isoDate(34), nights: 4 };
const query: HotelSearchQuery = { cityCode: '3304557', ...stay, adults: 2, children: 0, rooms: 1, nationality: 'BR' };
const sandbox = sandboxHotelSupplier();
const credentials = { username: 'sandbox', password: 'sandbox' };

// The sandbox answer's twin priced in EUR, made once per answer as a caching supplier would answer it.
const inEuros = new WeakMap<HotelSearchResult, HotelSearchResult>();
function euroTwin(result: HotelSearchResult): HotelSearchResult {
  let twin = inEuros.get(result);
  if (!twin) {
    const hotels = result.hotels.map((hotel) =>
      Object.freeze({
        ...hotel,
        offers: Object.freeze(
          hotel.offers.map((o) => Object.freeze({ ...o, netPrice: Math.round(o.netPrice * (100 / 6)) / 100, currency: 'EUR' })),
        ),
      }),
    ) as unknown as HotelSearchResult['hotels'];
    inEuros.set(result, (twin = Object.freeze({ ...result, hotels, currency: 'EUR' })));
  }
  return twin;
}

/** One search once the supplier answered, as hotels/search.ts and the REST layer do it; answers the gzip's length. */
async function search(db: DbHandle['db'], teamId: string, euros: boolean, fresh: boolean): Promise<number> {
  const answer = await sandbox.search(query, { credentials });
  const priced = euros ? euroTwin(answer) : answer;
  const result = fresh ? { ...priced } : priced;
  const started = performance.now();
  const inForce = pricedAbroad(result) ? await ratesInForce(db, teamId, clock.now()) : null;
  const sold = soldHotels(result, inForce);
  const listing = hotelListing(sold.result, 'sandbox', stay, MARKUP_PERCENT, sold.selling);
  if (listing.totalResults === 0) throw new Error('no hotel sold');
  const note = sold.unsold?.note();
  const summary = { totalResults: listing.totalResults, minPrice: listing.minPrice, maxPrice: listing.maxPrice };
  const meta = { suppliers: [{ provider: 'sandbox', status: 'ok', ms: 0, count: listing.totalResults, ...(note && { note }) }] };
  const duration = Math.round(performance.now() - started);
  const tail = `,"summary":${JSON.stringify({ ...summary, duration })},"searchSessionId":${JSON.stringify(result.searchSessionId)},"meta":${JSON.stringify(meta)}}`;
  return gzipPartsWithCachedPart(HEAD, listing.hotelsJson, [Buffer.from(tail, 'utf8')]).reduce((bytes, part) => bytes + part.length, 0);
}

async function searchesFor(ms: number, run: () => Promise<number>): Promise<Throughput> {
  const started = performance.now();
  let searches = 0;
  let bytes = 0;
  while (performance.now() - started < ms) {
    bytes = await run();
    searches += 1;
  }
  return { searches, seconds: (performance.now() - started) / 1000, bytes };
}

export async function measureExchangeSearch(): Promise<ExchangeSearchReport> {
  const handle = openDb({ kind: 'pglite', dataDir: null });
  try {
    await bootDatabase(handle);
    const { team_id: teamId } = await createTeam(handle.db, { name: 'Bench EUR Agency', plan: 'pro', sandbox: true });
    const actor = { teamId, userId: null, apiKeyId: null, label: 'bench', ip: null };
    await updateExchangePolicy(
      handle.db,
      teamId,
      { currency: 'EUR', source: 'agency', agency_rate: '6.0123', spread_percent: '3.5', max_age_business_days: 2 },
      actor,
    );
    const hotels = (await sandbox.search(query, { credentials })).hotels.length;
    const alternate = async (fresh: boolean) => {
      const brl = () => search(handle.db, teamId, false, fresh);
      const eur = () => search(handle.db, teamId, true, fresh);
      // Warm-up (JIT, the listings and their gzip), then rounds alternating, so both share the machine's load.
      await searchesFor(ROUND_MS, brl);
      await searchesFor(ROUND_MS, eur);
      const totals = { brl: { searches: 0, seconds: 0, bytes: 0 }, eur: { searches: 0, seconds: 0, bytes: 0 } };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['brl', 'eur'] as const) : (['eur', 'brl'] as const);
        for (const name of order) {
          const { searches, seconds, bytes } = await searchesFor(ROUND_MS, name === 'brl' ? brl : eur);
          totals[name].searches += searches;
          totals[name].seconds += seconds;
          totals[name].bytes = bytes;
        }
      }
      return totals;
    };
    return { hotels, rounds: ROUNDS, cached: await alternate(false), fresh: await alternate(true) };
  } finally {
    await handle.close();
  }
}

export function reportExchangeSearch(r: ExchangeSearchReport): void {
  const perSecond = (t: Throughput) => t.searches / t.seconds;
  const rows = [
    { answer: 'cached (as the sandbox answers): the target', ...r.cached },
    { answer: 'new each search (as Hotelbeds answers): information', ...r.fresh },
  ];
  console.log(
    `\nSearch priced in EUR vs BRL (#22): the ${r.hotels}-hotel search's answer, in-process, ${r.rounds} alternating rounds of ${ROUND_MS} ms each`,
  );
  console.log('\n| supplier answer | searches/s BRL / EUR | µs per search BRL / EUR | gzip bytes BRL / EUR | BRL ÷ EUR |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const brl = perSecond(row.brl);
    const eur = perSecond(row.eur);
    console.log(
      `| ${row.answer} | ${brl.toFixed(0)} / ${eur.toFixed(0)} | ${(1e6 / brl).toFixed(1)} / ${(1e6 / eur).toFixed(1)} | ${row.brl.bytes} / ${row.eur.bytes} | ${(brl / eur).toFixed(3)}x |`,
    );
  }
  const ratio = perSecond(r.cached.brl) / perSecond(r.cached.eur);
  console.log('\n| target | figure | met |');
  console.log('|---|---|---|');
  console.log(
    `| the 300-hotel search in EUR within 1.1x of the same in BRL (throughput) | ${ratio.toFixed(3)}x | ${ratio <= 1.1 ? 'yes' : 'NO'} |`,
  );
}
