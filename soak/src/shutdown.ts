import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { createTeam } from '@tas/core';
import { migrate, openDb } from '@tas/db';
import { clusterSecrets, createDatabase, signalApp, startApp, waitFor } from './cluster';
import { call, futureDate, sleep } from './http';

export interface Check {
  check: string;
  ok: boolean;
  detail: string;
}

const CARD = { holder_name: 'ANA SOUZA', number: '4111111111111111', expiry_month: '12', expiry_year: '2035', ccv: '123' };

/**
 * Graceful shutdown with two real server processes on one PostgreSQL database: instance A gets
 * SIGTERM while answering a card book and a search (the sandbox supplier made slow); both finish,
 * A refuses new connections and exits 0 within 10 s, B keeps serving, and B runs the scheduled jobs
 * once A is gone.
 */
export async function checkGracefulShutdown(serverUrl: string, logDir: string, ports = [3421, 3422]): Promise<Check[]> {
  const checks: Check[] = [];
  const expectThat = (check: string, ok: boolean, detail: string) => checks.push({ check, ok, detail });
  const database = await createDatabase(serverUrl, 'tas_shutdown');
  // The team's sandbox credentials are sealed here with the key the instances open them with.
  const secrets = clusterSecrets();
  process.env.APP_ENCRYPTION_KEY = secrets.APP_ENCRYPTION_KEY;
  const handle = openDb({ kind: 'postgres', url: database.url });
  await migrate(handle);
  const team = await createTeam(handle.db, { name: 'Shutdown Agency', plan: 'pro', sandbox: true });
  await handle.close();

  const env = { HOST: '127.0.0.1', DATABASE_URL: database.url, SANDBOX_LATENCY_MS: '2500', ...secrets };
  const a = startApp('A', ports[0]!, env, join(logDir, 'shutdown-a.log'));
  const b = startApp('B', ports[1]!, env, join(logDir, 'shutdown-b.log'));
  const urlA = `http://127.0.0.1:${a.port}`;
  const urlB = `http://127.0.0.1:${b.port}`;
  const sql = new pg.Client({ connectionString: database.url });
  try {
    await Promise.all([waitFor(`${urlA}/api/v1/health`, a.child), waitFor(`${urlB}/api/v1/health`, b.child)]);
    await sql.connect();
    const key = team.api_key;
    const client = await call(urlB, 'POST', '/api/v1/clients', {
      key,
      body: { customer_type: 'individual', full_name: 'Ana Souza', email: 'ana@example.com', cpf: '529.982.247-25' },
    });
    const stay = { checkIn: futureDate(40), checkOut: futureDate(43) };
    const search = await call(urlB, 'POST', '/api/v1/hotels/search', { key, body: { cityCode: '3304557', ...stay, adults: 2 } });
    const hotel = search.body?.data?.hotels?.[0];
    const offer = hotel?.offers?.[0];
    const prebook = await call(urlB, 'POST', '/api/v1/hotels/prebook', {
      key,
      body: {
        hotel_search_code: offer?.hotelSearchCode,
        search_session_id: search.body?.data?.searchSessionId,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        adults: 2,
        hotel_name: hotel?.name,
        hotel_id: hotel?.id,
        unit_price: offer?.totalPrice,
        net_price: offer?.netPrice,
      },
    });
    if (prebook.status !== 201 || client.status !== 201)
      throw new Error(
        `setup failed: client ${client.status}, search ${search.status} ${JSON.stringify(search.body).slice(0, 600)}, prebook ${prebook.status} ${JSON.stringify(prebook.body).slice(0, 300)}`,
      );

    // In flight on A when SIGTERM comes: a card book (supplier call, charge) and a search.
    const book = call(urlA, 'POST', '/api/v1/hotels/book', {
      key,
      body: {
        prebook_token: prebook.body.data.prebook_token,
        customer_id: client.body.data.customer.id,
        guests: [{ first_name: 'Ana', last_name: 'Souza' }],
        payment: { method: 'credit_card', credit_card: CARD },
      },
    });
    const slowSearch = call(urlA, 'POST', '/api/v1/hotels/search', { key, body: { cityCode: '3550308', ...stay, adults: 1 } });
    await sleep(700);
    const signalledAt = Date.now();
    signalApp(a, 'SIGTERM');
    // The listener must close while the book is still being answered; a loaded machine may run the
    // signal handler late, so this waits for the refusal up to the book's end rather than a fixed time.
    let bookSettled = false;
    void book.finally(() => (bookSettled = true));
    let accepted = 0;
    let refusedAfterMs = -1;
    while (!bookSettled && refusedAfterMs < 0) {
      if (await takesConnection(a.port)) accepted += 1;
      else refusedAfterMs = Date.now() - signalledAt;
      await sleep(50);
    }
    expectThat(
      'a stopping instance takes no new connection',
      refusedAfterMs >= 0,
      refusedAfterMs >= 0
        ? `refused ${refusedAfterMs} ms after SIGTERM (${accepted} connections taken before), the book still in flight`
        : `still taking connections when the book in flight ended (${accepted} taken)`,
    );
    const [booked, searched] = await Promise.all([book, slowSearch]);
    expectThat(
      'the card book in flight at SIGTERM finished',
      booked.status === 201 && booked.body?.data?.booking?.status === 'confirmed' && booked.body?.data?.payment?.status === 'paid',
      `${booked.status} ${booked.error ?? booked.body?.data?.booking?.status ?? JSON.stringify(booked.body).slice(0, 200)}, ${booked.endedAt - signalledAt} ms after SIGTERM`,
    );
    expectThat(
      'the search in flight at SIGTERM finished',
      searched.status === 200,
      `${searched.status} ${searched.error ?? ''}, ${searched.endedAt - signalledAt} ms after SIGTERM`,
    );
    const code = await Promise.race([a.exited, sleep(15_000).then(() => 'still running')]);
    const stoppedMs = Date.now() - signalledAt;
    expectThat('A exited 0 within 10 s of SIGTERM', code === 0 && stoppedMs <= 10_500, `exit ${code} after ${stoppedMs} ms`);
    const paid = await sql.query(
      `SELECT b.status, p.status AS payment FROM bookings b JOIN payments p ON p.booking_id = b.id WHERE b.team_id = $1`,
      [team.team_id],
    );
    expectThat(
      'its booking and payment are in the database',
      paid.rows.length === 1 && paid.rows[0].status === 'confirmed' && paid.rows[0].payment === 'paid',
      JSON.stringify(paid.rows),
    );
    const me = await call(urlB, 'GET', '/api/v1/me', { key });
    expectThat('B keeps serving', me.status === 200, `GET /me ${me.status}`);

    // The every-minute jobs go on without A: B runs the next occurrence.
    const goneAt = new Date();
    let ranOnB = false;
    for (const deadline = Date.now() + 75_000; Date.now() < deadline && !ranOnB; await sleep(1_000)) {
      const ran = await sql.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'payments.expire' AND state = 'completed' AND completed_on > $1`,
        [goneAt],
      );
      ranOnB = ran.rows[0].n > 0;
    }
    expectThat('B ran the scheduled job after A stopped', ranOnB, ranOnB ? 'payments.expire completed' : 'no run within 75 s');
    signalApp(b, 'SIGTERM');
    const codeB = await Promise.race([b.exited, sleep(15_000).then(() => 'still running')]);
    expectThat('B exited 0 on SIGTERM when idle', codeB === 0, `exit ${codeB}`);
  } finally {
    signalApp(a, 'SIGKILL');
    signalApp(b, 'SIGKILL');
    await sql.end().catch(() => undefined);
    await Promise.all([a.exited, b.exited]);
    await database.drop().catch(() => undefined);
  }
  return checks;
}

/** Whether a fresh TCP connection to the instance's port is accepted (no pooled keep-alive socket). */
function takesConnection(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
