import { DUFFEL_STAND_IN_TOKEN, HotelbedsStandIn, startDuffelStandIn, type DuffelStandIn, type PtaxStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetTeamRates } from '../exchange/rates-in-force';
import { refreshFrom, startPtax } from '../exchange/test-fixtures';
import { panelCaller, startHotelApi, type TestTeam } from '../hotels/test-fixtures';
import { clock } from '../lib/clock';
import { resetSupplierBreakers } from '../suppliers/fan-out';
import type { RestServer } from './rest-server';

/** What a team of the world sells abroad: a spread (percent over PTAX) per supplier it sells from. */
export interface ForeignTeamOptions {
  name?: string;
  /** Hotelbeds hotels priced in EUR, at PTAX plus this spread. */
  eurSpread?: string;
  /** Duffel flights priced in USD, at PTAX plus this spread. */
  usdSpread?: string;
  /** The online flight suppliers beside Duffel (the sandbox's by default, so the sandbox's fares are there too). */
  flightSuppliers?: ('sandbox' | 'duffel')[];
}

/** The world's parts (set before the file's tests run) and the teams it makes. */
export interface ForeignCurrencyWorld {
  api: RestServer;
  /** Only when asked for (`hotelbeds: true`): prices in EUR, its default, as Hotelbeds' evaluation accounts. */
  hotelbeds: HotelbedsStandIn;
  /** Only when asked for (`duffel: true`): prices in USD. */
  duffel: DuffelStandIn;
  ptax: PtaxStandIn;
  /** A new team selling from the world's suppliers in their currencies, at PTAX plus the given spreads. */
  team(options: ForeignTeamOptions): Promise<TestTeam>;
  /** A team selling Hotelbeds hotels in EUR at PTAX plus `spread` (2.5% unless told). */
  eurHotelbedsTeam(spread?: string): Promise<TestTeam>;
  /** A team selling Duffel flights (and the sandbox's) in USD at PTAX plus 3%. */
  usdDuffelTeam(): Promise<TestTeam>;
}

let teams = 0;

/**
 * The #22 test world, for a vitest file: the app over REST on a fresh database (the hotel test clock
 * is the file's own, useHotelClock), the supplier stand-ins the file asks for (a Hotelbeds account
 * pricing in EUR, a Duffel account pricing in USD) and the Banco Central's PTAX from its stand-in at the
 * given closing rates on PTAX_DAY, fetched once before the tests (not when no rate is given). Call it at
 * the top of the file: it registers its hooks, and each test starts with the stand-ins reset, no
 * stubbed environment, closed circuit breakers and no cached team rates.
 */
export function useForeignCurrencyWorld(options: { hotelbeds?: boolean; duffel?: boolean; ptax?: { EUR?: number; USD?: number } }) {
  const world = {} as ForeignCurrencyWorld;
  const rates = options.ptax ?? {};

  beforeAll(async () => {
    world.api = await startHotelApi();
    if (options.hotelbeds) world.hotelbeds = await HotelbedsStandIn.start({ now: () => clock.now() });
    if (options.duffel) world.duffel = await startDuffelStandIn({ now: () => clock.now(), currency: 'USD' });
    world.ptax = await startPtax(rates);
    if (Object.keys(rates).length > 0) await refreshFrom(world.api, world.ptax);
  });
  afterAll(async () => {
    await world.api?.close();
    await world.hotelbeds?.close();
    await world.duffel?.close();
    await world.ptax?.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    world.hotelbeds?.reset();
    world.duffel?.reset();
    world.ptax?.restore();
    resetSupplierBreakers();
    forgetTeamRates();
  });

  world.team = async ({ name, eurSpread, usdSpread, flightSuppliers = ['sandbox'] }) => {
    teams += 1;
    const team = await world.api.team({ name: name ?? `Foreign currency agency ${teams}` });
    const owner = panelCaller(world.api, team.id, 'owner');
    if (eurSpread !== undefined) {
      await owner.team.updateHotelSuppliers({ hotelSuppliers: ['hotelbeds'], hotelbedsCredentials: world.hotelbeds.credentials });
      await owner.exchange.updatePolicy({ currency: 'EUR', source: 'ptax', spread_percent: eurSpread, max_age_business_days: 2 });
    }
    if (usdSpread !== undefined) {
      await owner.team.updateSalesSettings({
        flightOnlineSuppliers: [...flightSuppliers, 'duffel'],
        duffelCredentials: { accessToken: DUFFEL_STAND_IN_TOKEN, baseUrl: world.duffel.url },
      });
      await owner.exchange.updatePolicy({ currency: 'USD', source: 'ptax', spread_percent: usdSpread, max_age_business_days: 2 });
    }
    return team;
  };
  world.eurHotelbedsTeam = (spread = '2.5') => world.team({ name: `EUR agency ${teams + 1}`, eurSpread: spread });
  world.usdDuffelTeam = () => world.team({ name: `USD Duffel agency ${teams + 1}`, usdSpread: '3' });
  return world;
}
