import { HotelbedsStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../lib/clock';
import { hotelbedsCityCode } from '../hotels/hotelbeds-city-code';
import { syncHotelbedsDestinations } from '../hotels/hotelbeds-destinations';
import { panelCaller, startHotelApi, STAY, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';
import { resetSupplierBreakers } from './fan-out';

// Every Hotelbeds call leaves under the outbound address rule of webhooks, the gateway and Duffel, and
// the destinations every team reads come from the operator's catalogue account alone.
let api: RestServer;
const standIns: HotelbedsStandIn[] = [];
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
});
afterAll(async () => {
  await api.close();
  await Promise.all(standIns.map((s) => s.close()));
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetSupplierBreakers();
});

/** A stand-in of this test's own (pooled keep-alive connections never carry over from another test). */
async function newStandIn(): Promise<HotelbedsStandIn> {
  const standIn = await HotelbedsStandIn.start({ now: () => clock.now(), currency: 'BRL' });
  standIns.push(standIn);
  return standIn;
}

/** A team selling Hotelbeds at `baseUrl`, saved outside production (tests may use this machine). */
async function hotelbedsTeam(standIn: HotelbedsStandIn, baseUrl = standIn.url): Promise<TestTeam> {
  const team = await api.team({ name: 'Hotelbeds agency' });
  await panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({
    hotelSuppliers: ['hotelbeds'],
    hotelbedsCredentials: { ...standIn.credentials, baseUrl },
  });
  return team;
}

const searchRio = (team: TestTeam) =>
  api.post('/api/v1/hotels/search', { key: team.key, body: { ...STAY, adults: 2, cityCode: hotelbedsCityCode('RIO') } });

function useCatalogue(standIn: HotelbedsStandIn) {
  vi.stubEnv('HOTELBEDS_CATALOGUE_API_KEY', standIn.apiKey);
  vi.stubEnv('HOTELBEDS_CATALOGUE_SECRET', standIn.secret);
  vi.stubEnv('HOTELBEDS_CATALOGUE_BASE_URL', standIn.url);
}

describe('Hotelbeds calls and the outbound address rule', () => {
  it('in production, a stored Hotelbeds URL that reaches a private address is never called (a name: refused at connect; a literal: before)', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const standIn = await newStandIn();
      const team = await hotelbedsTeam(standIn, `http://${host}:${new URL(standIn.url).port}`);
      vi.stubEnv('NODE_ENV', 'production');
      const res = await searchRio(team);
      const tested = await panelCaller(api, team.id, 'owner').team.testHotelSupplier({ provider: 'hotelbeds' });
      vi.unstubAllEnvs();
      expect(res.status, host).toBe(502);
      expect(tested, host).toMatchObject({ ok: false, reason: 'unavailable' });
      expect(standIn.requests, host).toHaveLength(0);
    }
  }, 90_000);

  it('outside production the same stand-in on this machine is called', async () => {
    const standIn = await newStandIn();
    const team = await hotelbedsTeam(standIn, `http://localhost:${new URL(standIn.url).port}`);
    expect((await searchRio(team)).status).toBe(200);
    expect(standIn.requests.some((r) => r.operation === 'availability')).toBe(true);
  });

  it('in production, the destinations sync does not reach a catalogue URL on a private address either', async () => {
    const catalogue = await newStandIn();
    useCatalogue(catalogue);
    vi.stubEnv('NODE_ENV', 'production');
    await expect(syncHotelbedsDestinations(api.db, clock.now())).rejects.toThrow();
    expect(catalogue.requests).toHaveLength(0);
  });
});

describe('Hotelbeds destinations every team reads', () => {
  it("come from the operator's catalogue account only: a team's account (and its URL) neither feeds nor wipes them", async () => {
    const catalogue = await newStandIn();
    const teams = await newStandIn();
    await hotelbedsTeam(teams);
    useCatalogue(catalogue);
    const filled = await syncHotelbedsDestinations(api.db, clock.now());
    expect(filled.stored).toBeGreaterThan(0);
    expect(catalogue.requests.every((r) => r.operation === 'destinations')).toBe(true);
    expect(teams.requests).toHaveLength(0);

    // No catalogue account: nothing is asked of anyone, and what is stored stays.
    vi.unstubAllEnvs();
    const count = await api.db.hotelDestination.count({ where: { provider: 'hotelbeds' } });
    expect(await syncHotelbedsDestinations(api.db, new Date(clock.now().getTime() + 86_400_000))).toEqual({ stored: 0, removed: 0 });
    expect(teams.requests).toHaveLength(0);
    expect(await api.db.hotelDestination.count({ where: { provider: 'hotelbeds' } })).toBe(count);
  });
});
