import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { everyListenerCaughtUp, listen, type Subscription } from './listen';
import { rawQuery } from './raw-query';
import { createTestDb, outsideSession, secondClient } from './testing';

const SLOW = 120_000;
const postgres = Boolean(process.env.DATABASE_URL);

/** What one subscription heard: its payloads and its listening states, in order. */
function recorder() {
  const heard = { messages: [] as string[], states: [] as boolean[] };
  return { heard, handlers: { message: (p: string) => heard.messages.push(p), state: (l: boolean) => heard.states.push(l) } };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`listen (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let handle: DbHandle;
  const open: Subscription[] = [];
  beforeAll(async () => {
    handle = await createTestDb();
  }, SLOW);
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await handle?.close();
  });

  const listeningBackends = async () =>
    (
      await rawQuery<{ n: number }>(
        handle.db,
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'tas-listen' AND datname = current_database()",
      )
    )[0]!.n;

  it('hears every channel it subscribed to, through one listening connection per database handle', async () => {
    const a = recorder();
    const b = recorder();
    open.push(listen(handle.db, 'tas_test_a', a.handlers)!, listen(handle.db, 'tas_test_b', b.handlers)!);
    await until(() => a.heard.states.includes(true) && b.heard.states.includes(true), 'both listening');
    await rawQuery(handle.db, "SELECT pg_notify('tas_test_a', 'one'), pg_notify('tas_test_b', 'two')");
    await until(() => a.heard.messages.length > 0 && b.heard.messages.length > 0, 'both heard');
    expect(a.heard.messages).toEqual(['one']);
    expect(b.heard.messages).toEqual(['two']);
    if (postgres) expect(await listeningBackends()).toBe(1);
  });

  // An embedded PGlite is this process's own engine: its listener cannot be cut off.
  if (postgres)
    it(
      'tells every subscription at once when the connection is lost, and each again once its LISTEN is back',
      async () => {
        const a = recorder();
        const b = recorder();
        open.push(listen(handle.db, 'tas_test_c', a.handlers)!, listen(handle.db, 'tas_test_d', b.handlers)!);
        await until(() => a.heard.states.includes(true) && b.heard.states.includes(true), 'both listening');
        await rawQuery(
          handle.db,
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tas-listen' AND datname = current_database()",
        );
        await until(() => a.heard.states.includes(false) && b.heard.states.includes(false), 'both told of the loss');
        await until(() => a.heard.states.at(-1) === true && b.heard.states.at(-1) === true, 'both listening again');
        expect(a.heard.states).toEqual([true, false, true]);
        expect(await listeningBackends()).toBe(1);
        await rawQuery(handle.db, "SELECT pg_notify('tas_test_c', 'after'), pg_notify('tas_test_d', 'after')");
        await until(() => a.heard.messages.length > 0 && b.heard.messages.length > 0, 'both heard after the reconnection');
        expect([a.heard.messages, b.heard.messages]).toEqual([['after'], ['after']]);
      },
      SLOW,
    );

  it('everyListenerCaughtUp answers once every handle listening has heard what was committed before it', async () => {
    const other = secondClient(handle);
    try {
      const here = recorder();
      const there = recorder();
      open.push(listen(handle.db, 'tas_test_f', here.handlers)!);
      const away = listen(other.db, 'tas_test_f', there.handlers)!;
      await until(() => here.heard.states.includes(true) && there.heard.states.includes(true), 'both listening');
      for (let round = 1; round <= 5; round++) {
        await rawQuery(handle.db, "SELECT pg_notify('tas_test_f', $1)", [`change ${round}`]);
        await everyListenerCaughtUp(handle.db, 5_000);
        // Heard by the time it answers, not some moment later.
        expect(there.heard.messages.at(-1)).toBe(`change ${round}`);
      }
      await away.close();
    } finally {
      await other.close();
    }
  });

  // Another process's session can only be a PostgreSQL one.
  if (postgres)
    it('a listening connection that never answers holds everyListenerCaughtUp only for its bound', async () => {
      const a = recorder();
      open.push(listen(handle.db, 'tas_test_g', a.handlers)!);
      await until(() => a.heard.states.includes(true), 'listening');
      // A connection that looks like another instance's but hears nothing (an instance hung, or of a
      // version without barriers).
      const silent = await outsideSession(handle);
      try {
        await silent.query("SET application_name = 'tas-listen'");
        const started = performance.now();
        await everyListenerCaughtUp(handle.db, 300);
        expect(performance.now() - started).toBeGreaterThanOrEqual(290);
        expect(performance.now() - started).toBeLessThan(2_000);
      } finally {
        await silent.end();
      }
    });

  it('closes the connection with the last subscription, and opens one again for the next', async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    // The server drops the backend just after the client's goodbye.
    if (postgres) await until(async () => (await listeningBackends()) === 0, 'no listening connection left');
    const c = recorder();
    open.push(listen(handle.db, 'tas_test_e', c.handlers)!);
    await until(() => c.heard.states.includes(true), 'listening again');
    await rawQuery(handle.db, "SELECT pg_notify('tas_test_e', 'back')");
    await until(() => c.heard.messages.length > 0, 'heard');
    expect(c.heard.messages).toEqual(['back']);
  });
});
