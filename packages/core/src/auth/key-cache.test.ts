import { setTimeout as sleep } from 'node:timers/promises';
import { rawQuery } from '@tas/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panelCaller } from '../hotels/test-fixtures';
import { clock } from '../lib/clock';
import { unannounced, untilCached } from '../testing/key-cache';
import { changeHeard } from './key-lookups';
import { startRestServer, type RestServer } from '../testing/rest-server';

/*
 * A process serves API keys from its cache while it hears every key change: triggers on api_keys and
 * teams NOTIFY at commit (migration key_change_notify) and the team's keys leave the cache. A change
 * made `unannounced` (triggers off) is seen only by a process that reads the key: that is how these
 * tests tell a cached answer from a read.
 */

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(() => api.close());

type Team = Awaited<ReturnType<RestServer['team']>>;

const me = (key: string) => api.get('/api/v1/me', { key });

const cached = (team: Team) => untilCached(api.db, team.id, async () => (await me(team.key)).body.data.team.name as string);

const revokeUnannounced = (team: Team) => unannounced(api.db, 'UPDATE api_keys SET revoked_at = now() WHERE team_id = $1::uuid', team.id);

describe('the API key cache', () => {
  it('serves a key while nothing announced changes it, and drops it on the next announced change of its team', async () => {
    const team = await api.team();
    await cached(team);
    await revokeUnannounced(team);
    expect((await me(team.key)).status).toBe(200);
    // Any announced change of the team (its settings, here) takes its keys out of the cache.
    await changeHeard(api.db, () => api.db.team.update({ where: { id: team.id }, data: { settings: { markupPercent: 5 } } }));
    expect((await me(team.key)).status).toBe(401);
  });

  it("answers a settings save from the panel once this instance has heard it: the team's next API request sees the new settings", async () => {
    const team = await api.team();
    await cached(team);
    await revokeUnannounced(team);
    await panelCaller(api, team.id, 'owner').team.updateSalesSettings({ markupPercent: 7 });
    expect((await me(team.key)).status).toBe(401);
  });

  it('leaves the other teams cached when one team changes', async () => {
    const [changed, untouched] = [await api.team(), await api.team()];
    await cached(changed);
    await cached(untouched);
    await revokeUnannounced(untouched);
    await changeHeard(api.db, () => api.db.team.update({ where: { id: changed.id }, data: { name: 'Renamed agency' } }));
    expect((await me(changed.key)).body.data.team.name).toBe('Renamed agency');
    expect((await me(untouched.key)).status).toBe(200);
  });

  it('is not used by routes that read the team as of their request (bookings list, dashboard)', async () => {
    const team = await api.team();
    await cached(team);
    await revokeUnannounced(team);
    expect((await api.get('/api/v1/bookings', { key: team.key })).status).toBe(401);
    expect((await api.get('/api/v1/dashboard', { key: team.key })).status).toBe(401);
    // The cached routes still answer from the cache: the read above put nothing back.
    expect((await me(team.key)).status).toBe(200);
  });

  it('serves a key at most 30 seconds without reading it again', async () => {
    const team = await api.team();
    await cached(team);
    await revokeUnannounced(team);
    const later = Date.now() + 31_000;
    const restore = clock.set(() => new Date(later));
    try {
      expect((await me(team.key)).status).toBe(401);
    } finally {
      restore();
    }
  });

  it('serves nothing from the cache once its listening connection is lost, and again once it listens', async () => {
    const team = await api.team();
    await cached(team);
    await revokeUnannounced(team);
    if (api.handle.target.kind !== 'postgres') {
      // An embedded PGlite is this process's own engine: its listener cannot be cut off.
      expect((await me(team.key)).status).toBe(200);
      return;
    }
    const cut = await rawQuery<{ cut: boolean }>(
      api.db,
      "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'tas-listen' AND datname = current_database()",
    );
    expect(cut.map((row) => row.cut)).toEqual([true]);
    // The loss shows once the client has read it: from then on every request reads its key.
    let status = 200;
    for (let waited = 0; status === 200 && waited < 5_000; waited += 20) {
      status = (await me(team.key)).status;
      if (status === 200) await sleep(20);
    }
    expect(status).toBe(401);
    // Back in effect (reconnected and listening): keys are cached again.
    await unannounced(api.db, 'UPDATE api_keys SET revoked_at = NULL WHERE team_id = $1::uuid', team.id);
    await cached(team);
  });
});
