import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootDatabase, createTeam } from '@tas/core';
import { openDb } from '@tas/db';
import { measureLatency, type Latency } from './latency';
import { measure, type Measurement, type Target } from './measure';
import { benchDatabase } from './database';
import { ensureBuilt, memoryOf, startAppServer, startBaseline, waitFor } from './processes';
import { seedBookings } from './seed-bookings';
import { dashboardTarget, measureExports, reportExports } from './dashboard-reports';
import { measureSupplierFanOut, reportSupplierFanOut } from './supplier-fan-out';
import { CONCURRENT_EXPORTS, measureConcurrentExports, reportConcurrentExports } from './concurrent-exports';
import { EVENT_LATENCY, measureEventLatency, reportEventLatency } from './event-latency';
import { EXCHANGE_SEARCH, measureExchangeSearch, reportExchangeSearch } from './exchange-search';

/**
 * `pnpm bench`: in one run, a bare node:http JSON server (the baseline) and the production app on
 * PostgreSQL; every figure is reported as a ratio to the baseline measured alongside.
 */
async function main() {
  // #12's supplier fan-out needs neither the app server nor the database: BENCH_ONLY=fan-out runs it alone.
  const fanOutOnly = process.env.BENCH_ONLY?.split(',').every((o) => 'supplier fan-out'.includes(o));
  if (fanOutOnly) return reportSupplierFanOut(await measureSupplierFanOut());
  // #22's search priced in EUR against the same in BRL runs in-process on an embedded database: BENCH_ONLY=exchange runs it alone.
  if (process.env.BENCH_ONLY?.split(',').every((o) => EXCHANGE_SEARCH.includes(o)))
    return reportExchangeSearch(await measureExchangeSearch());
  ensureBuilt();
  // #20's event latency runs three instances of its own: BENCH_ONLY=event runs it alone.
  if (process.env.BENCH_ONLY?.split(',').every((o) => EVENT_LATENCY.includes(o))) return reportEventLatency(await measureEventLatency());
  // Sealed supplier credentials are written here and read by the server: one key for both processes.
  process.env.APP_ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-bench-'));
  // BENCH_PORT: another pair of ports, so two checkouts can run the bench side by side.
  const appPort = Number(process.env.BENCH_PORT ?? 3300);
  const baselinePort = appPort + 1;
  const database = await benchDatabase();

  const handle = openDb({ kind: 'postgres', url: database.url });
  await bootDatabase(handle);
  const team = await createTeam(handle.db, { name: 'Bench Agency', plan: 'pro', sandbox: true });
  const noise = await createTeam(handle.db, { name: 'Other Agency', plan: 'pro' });
  console.log('seeding bookings…');
  await seedBookings(handle.db, team.team_id, BOOKINGS);
  await seedBookings(handle.db, noise.team_id, BOOKINGS / 10);
  // BENCH_ONLY=concurrent-exports (or no BENCH_ONLY): three more teams as large, for four exports at once.
  const concurrentExports = !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes('concurrent-exports');
  const exportTeams = [team];
  for (let i = 1; concurrentExports && i < CONCURRENT_EXPORTS; i++) {
    exportTeams.push(await createTeam(handle.db, { name: `Export Agency ${i}`, plan: 'starter' }));
    await seedBookings(handle.db, exportTeams[i]!.team_id, BOOKINGS);
  }
  await handle.close();

  const baseline = startBaseline(baselinePort);
  const secret = () => randomBytes(32).toString('base64');
  const app = startAppServer({
    PORT: String(appPort),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY,
    NEXTAUTH_SECRET: secret(),
    OPERATOR_SECRET: secret(),
    RATE_LIMIT_SCALE: '1000000',
    // Four exports at once on this one instance (the default is 2), so the concurrent-exports figure is four.
    // REPORT_EXPORTS_PER_INSTANCE=2 measures the default cap instead: two exports served, two refused (429).
    REPORT_EXPORTS_PER_INSTANCE: process.env.REPORT_EXPORTS_PER_INSTANCE ?? String(CONCURRENT_EXPORTS),
  });
  try {
    await waitFor(`http://127.0.0.1:${baselinePort}/`);
    await waitFor(`http://127.0.0.1:${appPort}/api/v1/health`, app);
    // Like real HTTP clients, every request says it accepts gzip (the app compresses answers over 14 KiB).
    const gzip = { 'accept-encoding': 'gzip' };
    const auth = { ...gzip, authorization: `Bearer ${team.api_key}` };
    const allTargets: Target[] = [
      { name: 'baseline node:http', url: `http://127.0.0.1:${baselinePort}/`, headers: gzip },
      { name: 'GET /api/v1/health', url: `http://127.0.0.1:${appPort}/api/v1/health`, headers: gzip },
      { name: 'GET /api/v1/me', url: `http://127.0.0.1:${appPort}/api/v1/me`, headers: auth },
      {
        name: `GET /api/v1/bookings?status=confirmed&limit=20&page=50 (${BOOKINGS / 1000}k)`,
        url: `http://127.0.0.1:${appPort}/api/v1/bookings?status=confirmed&limit=20&page=50`,
        headers: auth,
      },
      dashboardTarget(`http://127.0.0.1:${appPort}`, auth, BOOKINGS),
      {
        name: 'POST /api/v1/hotels/search Rio de Janeiro (300 hotels, 0 ms supplier latency)',
        url: `http://127.0.0.1:${appPort}/api/v1/hotels/search`,
        method: 'POST',
        headers: auth,
        body: { cityCode: '3304557', checkIn: futureDate(30), checkOut: futureDate(34), adults: 2 },
      },
      {
        name: 'POST /api/v1/flights/search GRU -> LIS round trip (0 ms supplier latency)',
        url: `http://127.0.0.1:${appPort}/api/v1/flights/search`,
        method: 'POST',
        headers: auth,
        body: { origin: 'GRU', destination: 'LIS', departureDate: futureDate(30), returnDate: futureDate(40), adults: 1 },
      },
    ];
    // BENCH_ONLY=health,me picks targets by name (the baseline and health always run: every ratio needs them).
    const only = process.env.BENCH_ONLY?.split(',');
    const targets = allTargets.filter((t, i) => i <= 1 || !only || only.some((o) => t.name.includes(o)));
    const memory = [{ after: 'start (idle)', ...memoryOf(app.pid!) }];
    const results: Measurement[] = [];
    for (const [i, target] of targets.entries()) {
      console.log(`measuring ${target.name}…`);
      results.push(await measure(target, i === 0 ? baseline.pid! : app.pid!));
      memory.push({ after: target.name, ...memoryOf(app.pid!) });
    }
    const latencies: Latency[] = [];
    for (const target of targets) {
      console.log(`unloaded latency of ${target.name}…`);
      latencies.push(await measureLatency(target));
    }
    memory.push({ after: 'unloaded latency runs', ...memoryOf(app.pid!) });
    // BENCH_ONLY names `export` to include the 200k-row report downloads (always run without BENCH_ONLY).
    const exports =
      !only || only.includes('export') ? await measureExports(`http://127.0.0.1:${appPort}`, team.api_key, app.pid!, BOOKINGS) : [];
    const concurrent = concurrentExports
      ? await measureConcurrentExports(
          `http://127.0.0.1:${appPort}`,
          exportTeams.map((t) => t.api_key),
          app.pid!,
          BOOKINGS,
        )
      : null;
    // The whole bench: the instance has also served the 200k-row exports by now (#19 reads this line).
    if (exports.length > 0 || concurrent) memory.push({ after: 'the export phases', ...memoryOf(app.pid!) });
    report(results, latencies, memory);
    reportExports(exports);
    reportConcurrentExports(concurrent);
    if (!only || only.some((o) => 'supplier fan-out'.includes(o))) reportSupplierFanOut(await measureSupplierFanOut());
    if (!only || only.some((o) => EVENT_LATENCY.includes(o))) reportEventLatency(await measureEventLatency());
    if (!only || only.some((o) => EXCHANGE_SEARCH.includes(o))) reportExchangeSearch(await measureExchangeSearch());
  } finally {
    baseline.kill();
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

// BENCH_BOOKINGS overrides the 200,000 bookings of the measured team (a quicker run, not the figure).
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200_000);

function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function report(results: Measurement[], latencies: Latency[], memory: { after: string; rssMb: number; peakMb: number }[]) {
  const [base] = results;
  const health = results.find((r) => r.name.includes('health'))!;
  console.log(
    // autocannon gives whole milliseconds: a p50 ratio to health's 0 or 1 ms says nothing (the unloaded table compares latencies).
    `\nUnder load (autocannon, ${process.env.BENCH_CONNECTIONS ?? 20} connections, closed loop: p50 is about connections / throughput)`,
  );
  console.log(
    '\n| endpoint | req/s | p50 ms | p99 ms | req/s vs baseline | health req/s ÷ req/s | bytes/response | non-2xx | cores: server / client | host steal |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const ratio = ((r.requestsPerSecond / base!.requestsPerSecond) * 100).toFixed(1);
    const throughputRatio = (health.requestsPerSecond / r.requestsPerSecond).toFixed(2);
    console.log(
      `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio}% | ${throughputRatio}x | ${r.bytesPerResponse.toFixed(0)} | ${r.non2xx} | ${r.serverCores.toFixed(2)} / ${r.clientCores.toFixed(2)} | ${r.stealPercent.toFixed(1)}% |`,
    );
  }
  const healthLatency = latencies.find((l) => l.name.includes('health'))!;
  console.log(`\nUnloaded (1 connection, sequential, ${healthLatency.samples} samples each after a warm-up; ms to the last byte)`);
  console.log('\n| endpoint | p50 ms | p90 ms | p99 ms | mean ms | p50 vs health |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const l of latencies) {
    console.log(
      `| ${l.name} | ${l.p50.toFixed(3)} | ${l.p90.toFixed(3)} | ${l.p99.toFixed(3)} | ${l.mean.toFixed(3)} | ${(l.p50 / healthLatency.p50).toFixed(2)}x |`,
    );
  }
  console.log('\n| server memory after | RSS MB | peak MB |');
  console.log('|---|---:|---:|');
  for (const m of memory) console.log(`| ${m.after} | ${m.rssMb.toFixed(0)} | ${m.peakMb.toFixed(0)} |`);
  const last = memory[memory.length - 1]!;
  console.log(`\nserver memory after the run: RSS ${last.rssMb.toFixed(0)} MB, peak ${last.peakMb.toFixed(0)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
