import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createApiKey, createTeam, createUser } from '@tas/core';
import { migrate, openDb } from '@tas/db';
import { AsaasStandIn } from './asaas-stand-in';
import {
  clusterSecrets,
  createDatabase,
  ensureBuilt,
  signalApp,
  skewedClockEnv,
  startApp,
  startHaproxy,
  startHotelbedsStandIn,
  startPostgres,
  readText,
  waitFor,
  type AppInstance,
} from './cluster';
import { Driver, type SoakTeam } from './driver';
import { call, futureDate, sleep } from './http';
import { checkInvariants, type FaultProof, type FaultWindow, type RateProbe } from './invariants';
import { PanelSession } from './panel';
import { WebhookReceiver } from './receiver';
import { checkGracefulShutdown, type Check } from './shutdown';

/**
 * `pnpm soak`: PostgreSQL, three app instances behind HAProxy, the Asaas and webhook-receiver
 * stand-ins and a driver, all on 127.0.0.1, for SOAK_SECONDS (default 180) of traffic with faults;
 * then the invariants, printed as a table (and written as JSON under the run's log directory).
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 6);
const PG_PORT = Number(process.env.SOAK_PGPORT ?? 54400);
const LB_PORT = 3400;
const APP_PORTS = [3401, 3402, 3403];
const GATEWAY_PORT = 3410;
const RECEIVER_PORT = 3411;
const HOTELBEDS_PORT = 3412;
// The issue's supplier faults: the Hotelbeds stand-in refuses 10% of bookings and never answers 5%.
const HOTELBEDS_FAULTS = { failRate: 0.1, hangRate: 0.05 };
// One instance's wall clock runs this far ahead (faketime), as on a machine whose clock drifted.
const CLOCK_SKEW_SECONDS = 90;
// One instance frozen (SIGSTOP, as a long GC pause or a frozen VM) this long.
const FREEZE_MS = 20_000;
const here = import.meta.dirname;

async function main() {
  const runId = new Date().toISOString().replace(/[:.]/g, '-');
  const logDir = join('/tmp/tas-soak-logs', runId);
  mkdirSync(logDir, { recursive: true });
  const t0 = Date.now();
  const say = (line: string) => console.log(`[soak +${((Date.now() - t0) / 1000).toFixed(0)}s] ${line}`);
  say(`logs in ${logDir}; building the app (under /tmp/tas-e2e.lock)`);
  ensureBuilt();
  const server = startPostgres(PG_PORT, '/tmp/tas-soak-pg');

  // Phase 1: graceful shutdown, two processes.
  say('graceful-shutdown check (two instances, SIGTERM mid-book)');
  const shutdown: Check[] = process.env.SOAK_SHUTDOWN_CHECK === '0' ? [] : await checkGracefulShutdown(server.url, logDir);

  // Phase 2: the cluster.
  const database = await createDatabase(server.url, 'tas_soak');
  const secrets = clusterSecrets();
  process.env.APP_ENCRYPTION_KEY = secrets.APP_ENCRYPTION_KEY;
  const gateway = new AsaasStandIn();
  gateway.pixTtlMs = Math.min(60_000, Math.max(20_000, SOAK_SECONDS * 500));
  await gateway.start(GATEWAY_PORT);
  const receiver = new WebhookReceiver(RECEIVER_PORT);
  await receiver.up();
  const hotelbeds = await startHotelbedsStandIn(HOTELBEDS_PORT, HOTELBEDS_FAULTS, join(logDir, 'hotelbeds.log'));
  const lb = `http://127.0.0.1:${LB_PORT}`;

  const handle = openDb({ kind: 'postgres', url: database.url });
  await migrate(handle);
  const teamRows: { name: string; teamId: string; keys: string[]; email: string; manual: boolean }[] = [];
  for (const [i, name] of ['Sol Viagens', 'Mar Turismo', 'Serra Tours', 'Rio Manual'].entries()) {
    const team = await createTeam(handle.db, { name, plan: 'pro', sandbox: true });
    const second = await createApiKey(handle.db, team.team_id, { name: 'Integration', mode: 'live' });
    const email = `owner${i}@soak.test`;
    await createUser(handle.db, { teamId: team.team_id, email, password: 'soak-password', role: 'owner' });
    teamRows.push({ name, teamId: team.team_id, keys: [team.api_key, second.key], email, manual: i === 3 });
  }
  const limits = await createTeam(handle.db, { name: 'Limits Probe', plan: 'pro', sandbox: true });
  await handle.close();

  const appEnv = {
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    ...secrets,
    ALLOW_PRIVATE_TARGETS: '1',
    SANDBOX_LATENCY_MS: process.env.SANDBOX_LATENCY_MS ?? '200',
    PUBLIC_BASE_URL: lb,
    // Charge attempts left open (a killed book) are looked up at the gateway a minute later, not five: within the settle time.
    PAYMENT_INTENT_GRACE_SECONDS: '60',
  };
  // app3 runs with its clock skewed for the whole run.
  const apps: AppInstance[] = APP_PORTS.map((port, i) =>
    startApp(`app${i + 1}`, port, { ...appEnv, ...(i === 2 && skewedClockEnv(CLOCK_SKEW_SECONDS)) }, join(logDir, `app${i + 1}.log`)),
  );
  const haproxy = startHaproxy(
    join(here, '..', 'haproxy.cfg'),
    {
      LB_ADDR: `127.0.0.1:${LB_PORT}`,
      APP1_ADDR: `127.0.0.1:${APP_PORTS[0]}`,
      APP2_ADDR: `127.0.0.1:${APP_PORTS[1]}`,
      APP3_ADDR: `127.0.0.1:${APP_PORTS[2]}`,
    },
    join(logDir, 'haproxy.log'),
  );
  // Whatever happens to the driver, no instance or balancer outlives it.
  process.on('exit', () => {
    for (const app of apps) signalApp(app, 'SIGKILL');
    haproxy.kill('SIGKILL');
    hotelbeds.child.kill('SIGKILL');
  });
  const cleanup = async () => {
    for (const app of apps) signalApp(app, 'SIGKILL');
    haproxy.kill('SIGKILL');
    hotelbeds.child.kill('SIGKILL');
    await receiver.close();
    await gateway.close();
  };
  try {
    await Promise.all(apps.map((app) => waitFor(`http://127.0.0.1:${app.port}/api/v1/health`, app.child)));
    await waitFor(`${lb}/api/v1/health`);
    await sleep(2_500); // HAProxy's checks mark every instance up

    // Each team: the owner signs in to the panel, points the team at the Asaas stand-in (one team issues
    // hotels by hand), takes the inbound webhook token, registers a webhook receiver, adds clients.
    const teams: SoakTeam[] = [];
    for (const row of teamRows) {
      const panel = await PanelSession.signIn(lb, row.email, 'soak-password');
      const settings = await panel.mutate('team.updateSalesSettings', {
        paymentGateway: 'asaas',
        asaasApiKey: `soak-${row.teamId}`,
        asaasBaseUrl: gateway.url,
        ...(row.manual && { hotelIssuingMode: 'manual' }),
      });
      if (!settings.ok) throw new Error(`settings for ${row.name}: ${JSON.stringify(settings.error).slice(0, 300)}`);
      // Hotels from the sandbox and from Hotelbeds (the stand-in) for the live keys.
      const suppliers = await panel.mutate('team.updateHotelSuppliers', {
        hotelSuppliers: ['sandbox', 'hotelbeds'],
        hotelbedsCredentials: hotelbeds.credentials,
      });
      if (!suppliers.ok) throw new Error(`hotel suppliers for ${row.name}: ${JSON.stringify(suppliers.error).slice(0, 300)}`);
      const token = await panel.mutate<{ webhookToken: string }>('team.rotateWebhookToken', null);
      if (!token.ok) throw new Error(`webhook token for ${row.name}: ${JSON.stringify(token.error).slice(0, 300)}`);
      const hook = await call(lb, 'POST', '/api/v1/webhooks', {
        key: row.keys[0],
        body: { url: receiver.urlFor(row.teamId), events: ['booking.created', 'booking.confirmed', 'booking.cancelled', 'payment.paid'] },
      });
      if (hook.status !== 201) throw new Error(`webhook for ${row.name}: ${hook.status} ${JSON.stringify(hook.body).slice(0, 300)}`);
      receiver.secrets.set(row.teamId, hook.body.data.secret);
      const clients: string[] = [];
      for (let c = 0; c < 3; c++) {
        const res = await call(lb, 'POST', '/api/v1/clients', {
          key: row.keys[0],
          body: {
            customer_type: 'individual',
            full_name: `Cliente ${c} ${row.name}`,
            email: `c${c}.${row.teamId.slice(0, 8)}@soak.test`,
            cpf: '529.982.247-25',
          },
        });
        if (res.status !== 201) throw new Error(`client for ${row.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        clients.push(res.body.data.customer.id);
      }
      teams.push({
        name: row.name,
        teamId: row.teamId,
        keys: row.keys,
        clients,
        panel,
        gatewayToken: token.data.webhookToken,
        manualIssuing: row.manual,
      });
    }

    // Phase 3: traffic and faults.
    const driver = new Driver(lb, teams, gateway, gateway.pixTtlMs);
    const faults: FaultWindow[] = [];
    const faultLog: string[] = [];
    const trafficStart = Date.now();
    say(`traffic for ${SOAK_SECONDS} s: ${WORKERS} workers, ${teams.length} teams x 2 keys, PIX codes live ${gateway.pixTtlMs / 1000} s`);
    const workers = Array.from({ length: WORKERS }, (_, i) => driver.worker(i));
    const agent = driver.panelAgent();
    const at = (fraction: number) => sleep(Math.max(0, trafficStart + fraction * SOAK_SECONDS * 1000 - Date.now()));

    // When each fault struck, and what shows it took effect (checked once the traffic is over).
    const struck: { fault: string; evidence: () => Omit<FaultProof, 'fault'> }[] = [];
    const inFlightAt = (at: number) => driver.answers.filter((a) => a.startedAt <= at && a.endedAt >= at).length;
    // Requests that met a window: in flight at some moment of it (sent before it ended, answered after it began).
    const metWindow = (from: number, to: number) => driver.answers.filter((a) => a.startedAt <= to && a.endedAt >= from).length;
    // A fault timed for traffic waits (up to 10 s) until a scenario has a request out, so it meets one.
    const trafficInFlight = async () => {
      for (let waited = 0; driver.inFlight < 1 && waited < 10_000; waited += 10) await sleep(10);
    };
    const skewed = await call(`http://127.0.0.1:${APP_PORTS[2]}`, 'GET', '/api/v1/health');
    const skewSeconds = (Date.parse(skewed.headers.get('date') ?? '') - skewed.endedAt) / 1000;
    struck.push({
      fault: `app3's clock ${CLOCK_SKEW_SECONDS} s ahead (faketime)`,
      evidence: () => ({
        exercised: skewSeconds > CLOCK_SKEW_SECONDS - 5,
        evidence: `its Date header read ${skewSeconds.toFixed(0)} s ahead`,
      }),
    });
    let databaseCrashed: () => void = () => undefined;
    const afterDatabaseFaults = new Promise<void>((resolve) => (databaseCrashed = resolve));
    const faultsDone = (async () => {
      // SIGSTOP of one instance for 20 s with a request of its own in flight, then SIGCONT.
      await at(0.1);
      const frozen = apps[0]!;
      const probe = call(`http://127.0.0.1:${frozen.port}`, 'POST', '/api/v1/hotels/search', {
        key: teams[0]!.keys[0],
        body: { cityCode: '3304557', checkIn: futureDate(40), checkOut: futureDate(43), adults: 2 },
      });
      await sleep(50);
      const stopAt = Date.now();
      signalApp(frozen, 'SIGSTOP');
      faultLog.push(`SIGSTOP ${frozen.name} for ${FREEZE_MS / 1000} s at +${((stopAt - trafficStart) / 1000).toFixed(1)} s`);
      faults.push({ fault: 'instance frozen', from: stopAt, to: stopAt + FREEZE_MS + 3_000 });
      await sleep(FREEZE_MS);
      const contAt = Date.now();
      signalApp(frozen, 'SIGCONT');
      const probed = await probe;
      struck.push({
        fault: `SIGSTOP ${frozen.name} for ${FREEZE_MS / 1000} s`,
        evidence: () => ({
          exercised: probed.startedAt < stopAt && probed.endedAt >= contAt,
          evidence: `a request sent to it before the stop answered ${probed.status} ${((probed.endedAt - contAt) / 1000).toFixed(1)} s after SIGCONT; ${inFlightAt(stopAt)} requests through the balancer in flight at the stop`,
        }),
      });
    })();
    const moreFaults = (async () => {
      // SIGKILL of one instance in the middle of books, then its restart.
      await at(0.25);
      for (let waited = 0; driver.inFlightBooks < 2 && waited < 10_000; waited += 50) await sleep(50);
      const victim = apps[1]!;
      const killAt = Date.now();
      signalApp(victim, 'SIGKILL');
      faultLog.push(
        `SIGKILL ${victim.name} with ${driver.inFlightBooks} books in flight (through the balancer) at +${((killAt - trafficStart) / 1000).toFixed(1)} s`,
      );
      // In flight on it at the kill, and sent to it on kept-alive connections until the balancer's check takes it out (2 s).
      faults.push({ fault: 'instance killed', from: killAt, to: killAt + 3_000 });
      struck.push({
        fault: `SIGKILL ${victim.name}`,
        evidence: () => ({ exercised: inFlightAt(killAt) > 0, evidence: `${inFlightAt(killAt)} requests in flight at the kill` }),
      });
      await victim.exited;
      await sleep(3_000);
      apps[1] = startApp(victim.name, victim.port, appEnv, join(logDir, `${victim.name}.log`));
      await waitFor(`http://127.0.0.1:${victim.port}/api/v1/health`, apps[1].child);
      faultLog.push(`${victim.name} restarted, healthy ${((Date.now() - killAt) / 1000).toFixed(1)} s after the kill`);

      // The webhook receiver down for a minute (scaled down on short runs).
      await at(0.45);
      const downMs = Math.min(60_000, SOAK_SECONDS * 333);
      await receiver.down();
      faultLog.push(`webhook receiver down for ${downMs / 1000} s at +${((Date.now() - trafficStart) / 1000).toFixed(1)} s`);
      const receiverBack = sleep(downMs).then(() => receiver.up());
      struck.push({
        fault: `webhook receiver down ${downMs / 1000} s`,
        evidence: () => ({
          exercised: receiver.attemptsDuringOutage > 0,
          evidence: `${receiver.attemptsDuringOutage} delivery attempts met the outage`,
        }),
      });

      // One PostgreSQL restart.
      await at(0.65);
      await trafficInFlight();
      const pgFrom = Date.now();
      await server.restart();
      const pgTo = Date.now();
      faults.push({ fault: 'database restart', from: pgFrom, to: pgTo + 3_000 });
      faultLog.push(
        `PostgreSQL restarted (fast shutdown) at +${((pgFrom - trafficStart) / 1000).toFixed(1)} s, down ${((pgTo - pgFrom) / 1000).toFixed(1)} s`,
      );
      struck.push({
        fault: 'PostgreSQL restart',
        evidence: () => ({
          exercised: metWindow(pgFrom, pgTo) > 0,
          evidence: `${inFlightAt(pgFrom)} requests in flight at the restart, ${metWindow(pgFrom, pgTo)} met the database down`,
        }),
      });

      // A PostgreSQL crash: the postmaster killed with SIGKILL, started again (crash recovery).
      await at(0.85);
      const logBefore = readText(server.log).length;
      await trafficInFlight();
      const crashFrom = Date.now();
      await server.crash();
      const crashTo = Date.now();
      faults.push({ fault: 'database crash', from: crashFrom, to: crashTo + 3_000 });
      faultLog.push(
        `PostgreSQL killed (SIGKILL of the postmaster) at +${((crashFrom - trafficStart) / 1000).toFixed(1)} s, accepting again ${((crashTo - crashFrom) / 1000).toFixed(1)} s later`,
      );
      const recovery = /automatic recovery in progress|was interrupted/.test(readText(server.log).slice(logBefore));
      struck.push({
        fault: 'PostgreSQL SIGKILL',
        evidence: () => ({
          exercised: recovery && metWindow(crashFrom, crashTo) > 0,
          evidence: `crash recovery ${recovery ? 'ran' : 'did NOT show'} in the server's log; ${inFlightAt(crashFrom)} requests in flight at the kill, ${metWindow(crashFrom, crashTo)} met the database down`,
        }),
      });
      databaseCrashed();
      await receiverBack;
    })();

    // Rate limits across the three instances: one team sends 330 list requests over 12 s, once the
    // faults are over (a killed instance's unwritten counts would only make the limit more lenient).
    const rateDone = (async (): Promise<RateProbe> => {
      await afterDatabaseFaults;
      await sleep(4_000);
      const sent: { minute: number; ok: boolean }[] = [];
      const calls: Promise<void>[] = [];
      for (let i = 0; i < 330; i++) {
        calls.push(
          call(lb, 'GET', '/api/v1/clients?limit=1', { key: limits.api_key }).then(
            (res) => void sent.push({ minute: Math.floor(res.startedAt / 60_000), ok: res.status === 200 }),
          ),
        );
        await sleep(12_000 / 330);
      }
      await Promise.all(calls);
      const windows = new Map<number, { sent: number; accepted: number }>();
      for (const s of sent) {
        const w = windows.get(s.minute) ?? { sent: 0, accepted: 0 };
        w.sent++;
        if (s.ok) w.accepted++;
        windows.set(s.minute, w);
      }
      return { limit: 100, windows: [...windows].map(([m, w]) => ({ window: new Date(m * 60_000).toISOString().slice(11, 16), ...w })) };
    })();

    await sleep(SOAK_SECONDS * 1000);
    driver.stopping = true;
    await Promise.all([...workers, agent]);
    await Promise.all([faultsDone, moreFaults]);
    const proofs: FaultProof[] = struck.map((f) => ({ fault: f.fault, ...f.evidence() }));
    const rate = await rateDone;
    const trafficMs = Date.now() - trafficStart;
    say(`traffic done (${driver.answers.length} answers); waiting for late payments, expiries and webhook deliveries`);

    // Phase 4: let the system settle: late payments, the expiry job, webhook retries (backoff 1, 2, 4 min).
    // Work may schedule more work (a refund's PAYMENT_REFUNDED event): until none is left.
    for (let seen = -1; seen !== driver.pending.length;) {
      seen = driver.pending.length;
      await Promise.all(driver.pending);
    }
    // A paid booking the driver cancelled during a fault may not have been refunded: ask again.
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const stillPaid = await sql.query(
      `SELECT b.id::text FROM bookings b JOIN payments p ON p.booking_id = b.id WHERE b.status = 'cancelled' AND p.status = 'paid'`,
    );
    for (const row of stillPaid.rows) {
      const booked = driver.bookings.find((b) => b.bookingId === row.id);
      if (booked?.cancelled) await driver.refundIfPaid(booked);
    }
    const settleDeadline = Date.now() + Number(process.env.SOAK_SETTLE_SECONDS ?? 420) * 1000;
    for (;;) {
      const { rows } = await sql.query(`SELECT
        (SELECT count(*)::int FROM webhook_deliveries WHERE status = 'pending') AS deliveries,
        (SELECT count(*)::int FROM payments WHERE status = 'pending' AND expires_at < now() - interval '5 seconds' AND method = 'pix') AS overdue,
        (SELECT count(*)::int FROM payment_intents WHERE status IN ('open', 'checking')) AS intents`);
      if ((rows[0].deliveries === 0 && rows[0].overdue === 0 && rows[0].intents === 0) || Date.now() > settleDeadline) break;
      await sleep(5_000);
    }
    for (let seen = -1; seen !== driver.pending.length;) {
      seen = driver.pending.length;
      await Promise.all(driver.pending);
    }
    await sql.end();
    say('checking invariants');
    const result = await checkInvariants({ databaseUrl: database.url, driver, gateway, receiver, faults, proofs, rate });

    // The table.
    const byOp = new Map<string, number>();
    for (const a of driver.answers) byOp.set(a.op, (byOp.get(a.op) ?? 0) + 1);
    const statuses = new Map<string, number>();
    for (const a of driver.answers)
      statuses.set(
        String(a.status === 0 ? (a.error ?? 'no answer') : a.status),
        (statuses.get(String(a.status === 0 ? (a.error ?? 'no answer') : a.status)) ?? 0) + 1,
      );
    const lines: string[] = [];
    lines.push(
      `soak ${runId}: ${(trafficMs / 1000).toFixed(0)} s of traffic, ${WORKERS} workers, ${teams.length} teams x 2 keys, 3 instances behind HAProxy`,
    );
    lines.push('', 'requests:');
    for (const [op, n] of [...byOp].sort()) lines.push(`  ${op.padEnd(40)} ${String(n).padStart(6)}`);
    lines.push(`  ${'total'.padEnd(40)} ${String(driver.answers.length).padStart(6)}`);
    lines.push(
      `  statuses: ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}=${n}`)
        .join(' ')}`,
    );
    lines.push(
      `  bookings made ${driver.bookings.length}; gateway charges ${gateway.charges.size}; gateway events sent ${driver.events.length}; webhooks received ${receiver.received.length}`,
    );
    lines.push('', 'faults injected:');
    for (const f of faultLog) lines.push(`  ${f}`);
    const c = driver.counts;
    lines.push(`  flight supplier failing at book (sandbox SUPPLIERFAIL): ${c.supplierFailuresInjected} books`);
    lines.push(
      `  Hotelbeds stand-in refusing ${HOTELBEDS_FAULTS.failRate * 100}% of bookings and hanging on ${HOTELBEDS_FAULTS.hangRate * 100}% (seeded): ${c.hotelbedsBooks} hotel books through it, ${c.hotelbedsFailed} answered 502 SUPPLIER_ERROR (${c.hotelbedsHung} after the 60 s supplier timeout: hangs); paid-by-PIX reservations go through the follow-up queue`,
    );
    lines.push(
      `  gateway: ${c.duplicatesSent} events delivered twice at once, ${c.outOfOrderSent} out of order or stale, ${c.latePayments} PIX paid after expiry, ${c.unpaid} never paid; ${c.declinedCards} declined cards; ${c.tokenReplays} prebook tokens sent again`,
    );
    lines.push(
      `  panel: ${c.cancellations} cancellations (${c.quotedCancellations} quoted, with the supplier's penalty), ${c.refundsAsked} refunds asked, ${c.panelConfirmations} manual confirmations`,
    );
    if (shutdown.length > 0) {
      lines.push('', 'graceful shutdown (two instances):');
      for (const s of shutdown) lines.push(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.check}: ${s.detail}`);
    }
    lines.push('', 'rate limit probe (one team, /clients, 100/min):');
    for (const w of rate.windows) lines.push(`  window ${w.window}: ${w.sent} sent, ${w.accepted} accepted`);
    for (const note of result.notes) lines.push('', note);
    lines.push('', `${'invariant'.padEnd(100)} ${'checked'.padStart(8)} ${'violations'.padStart(10)}`);
    for (const inv of result.invariants) {
      lines.push(`${inv.invariant.padEnd(100)} ${String(inv.checked).padStart(8)} ${String(inv.violations).padStart(10)}`);
      for (const e of inv.examples) lines.push(`    e.g. ${e.slice(0, 400)}`);
    }
    lines.push('', `5xx or no answer inside the fault windows (counted, expected): ${result.explained5xx.length}`);
    for (const a of result.explained5xx.slice(0, 30))
      lines.push(`  ${a.op} ${a.status || a.error} ${a.code ?? ''} (${a.endedAt - a.startedAt} ms)`);
    const violations = result.invariants.reduce((n, i) => n + i.violations, 0) + shutdown.filter((s) => !s.ok).length;
    lines.push('', `violations: ${violations}`);
    console.log(lines.join('\n'));
    writeFileSync(join(logDir, 'result.txt'), lines.join('\n'));
    writeFileSync(
      join(logDir, 'answers.json'),
      JSON.stringify(
        { answers: driver.answers, events: driver.events, charges: [...gateway.charges.values()], received: receiver.received },
        null,
        1,
      ),
    );
    process.exitCode = violations === 0 ? 0 : 1;
  } finally {
    await cleanup();
    for (const app of apps) await app.exited;
    if (process.env.SOAK_KEEP_DB !== '1') await database.drop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
