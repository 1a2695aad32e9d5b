import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { printedAccount, type PrintedAccount } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/printed-account';
import type { FanOutSample, WorkerMessage } from './fan-out-worker';
import { startEnv, startFlags } from './processes';

/**
 * Issue #12's benchmark: one hotel search over three suppliers at once, 10,000 times.
 *
 * - the sandbox (Rio de Janeiro, 300 hotels, no latency);
 * - Hotelbeds: the stand-in over HTTP answering every call after 300 ms (an account in BRL);
 * - a third supplier that answers only after its deadline: a second Hotelbeds-protocol stand-in
 *   answering after 2 s, searched with a deadline of its own of 300 ms.
 *
 * A team can enable only two hotel suppliers (sandbox, Hotelbeds), so the third cannot come in
 * through the app's settings: the searches run core's own fanOut with the real adapters (and build
 * the answer as the search does) in a process of its own, whose memory is then the fan-out's alone.
 * The app server's HTTP cost of a search is measured by the search targets of run.ts.
 *
 * The late supplier's deadline equals the in-time supplier's latency, so both targets bite: the answer
 * should come when Hotelbeds answers (p50 ≤ 1.05 × Hotelbeds' own time as fanOut saw it), and the late
 * supplier is given up within 20 ms of its deadline. The circuit breaker is kept shut
 * (SUPPLIER_BREAKER_FAILURES very high) so every search waits on the late supplier; with the default
 * (5 failures) it would be skipped after the fifth search.
 */

export interface FanOutReport {
  searches: number;
  concurrency: number;
  hotelbedsLatencyMs: number;
  lateDeadlineMs: number;
  seconds: number;
  wall: Stats;
  hotelbeds: Stats;
  sandbox: Stats;
  lateGiveUpPastDeadline: Stats;
  answerPastLateDeadline: Stats;
  statuses: Record<string, number>;
  /** The worker's event loop delay (timers run late by this much on a busy process or machine). */
  loopDelay: Stats;
  memory: { searches: number; rssMb: number; heapMb: number }[];
}

interface Stats {
  p50: number;
  p99: number;
  max: number;
}

const SEARCHES = Number(process.env.BENCH_FAN_OUT_SEARCHES ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_FAN_OUT_CONCURRENCY ?? 25);
const HOTELBEDS_LATENCY_MS = 300;
const LATE_DEADLINE_MS = HOTELBEDS_LATENCY_MS;
const LATE_ANSWERS_AFTER_MS = 2_000;
const WARM_UP = 1_000;
const STAND_IN_MAIN = join(import.meta.dirname, '../../packages/suppliers/src/hotels/hotelbeds/stand-in/main.ts');

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

/**
 * A module compiled into one plain file, as `pnpm start` runs the server (apps/web/scripts/bundle-server.mjs):
 * under tsx's loader every error formatted on an aborted socket went through source maps, which the
 * server never does.
 */
async function compiled(entry: string, dir: string): Promise<string> {
  const outfile = join(dir, basename(entry).replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Bundled CommonJS-style code (if any) can still call require.
    banner: {
      js: "import { createRequire as __tasCreateRequire } from 'node:module'; const require = __tasCreateRequire(import.meta.url);",
    },
  });
  return outfile;
}

interface StandInProcess extends PrintedAccount {
  stop: () => Promise<void>;
}

/**
 * A Hotelbeds stand-in (its main.ts, compiled) in a process of its own, in the idle scheduling class
 * (`chrt --idle 0`, inherited by its threads). The suppliers a server calls run on other machines;
 * here they share the 2 vCPUs with the worker, and this machine's guest scheduler packs runnable
 * threads onto one vCPU while the other idles. Measured from the worker's main thread
 * (/proc/<pid>/task/<pid>/schedstat) and `perf sched`: in its stalls over 8 ms it waited on the run
 * queue as long as it ran, behind the stand-ins' building and gzipping of answers and their
 * process's parallel collection threads. An idle-class thread gives way at once to any other that
 * wakes (a nice level only shortens its share, and nice 10 did not move the tail), so the stand-ins
 * answer on the CPU the worker leaves, as another machine would.
 */
async function startStandIn(module: string, env: Record<string, string>): Promise<StandInProcess> {
  const child = spawn('chrt', ['--idle', '0', process.execPath, module], {
    env: { ...process.env, HOTELBEDS_STAND_IN_CURRENCY: 'BRL', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ...(await printedAccount(child)),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function measureSupplierFanOut(): Promise<FanOutReport> {
  const buildDir = mkdtempSync(join(tmpdir(), 'tas-fan-out-'));
  const stopping: (() => Promise<void>)[] = [];
  try {
    const standInModule = await compiled(STAND_IN_MAIN, buildDir);
    const hotelbeds = await startStandIn(standInModule, { HOTELBEDS_STAND_IN_LATENCY_MS: String(HOTELBEDS_LATENCY_MS) });
    stopping.push(hotelbeds.stop);
    const late = await startStandIn(standInModule, {
      HOTELBEDS_STAND_IN_LATENCY_MS: String(LATE_ANSWERS_AFTER_MS),
      HOTELBEDS_STAND_IN_API_KEY: 'late-api-key',
      HOTELBEDS_STAND_IN_SECRET: 'late-secret',
    });
    stopping.push(late.stop);
    const workerModule = await compiled(join(import.meta.dirname, 'fan-out-worker.ts'), buildDir);
    const started = performance.now();
    // The flags and settings `pnpm start` gives the production server, so the worker's memory behaves as the server's would.
    // BENCH_CPU_PROFILE=<dir>: the worker writes a V8 CPU profile there too, as the app server does.
    const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
    const worker = spawn(process.execPath, [...startFlags(), ...profile, workerModule], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        ...startEnv(),
        NODE_ENV: 'production',
        // The stand-ins listen on 127.0.0.1: production refuses private supplier addresses (SSRF rule of
        // hotelbeds-transport.ts) unless told otherwise, as the bench's app servers are (event-latency.ts).
        ALLOW_PRIVATE_TARGETS: '1',
        LOG_LEVEL: 'error',
        SUPPLIER_BREAKER_FAILURES: String(Number.MAX_SAFE_INTEGER),
        SUPPLIER_SEARCH_TIMEOUT_MS: '10000',
        FAN_OUT_SEARCHES: String(SEARCHES),
        FAN_OUT_CONCURRENCY: String(CONCURRENCY),
        FAN_OUT_LATE_DEADLINE_MS: String(LATE_DEADLINE_MS),
        FAN_OUT_LANE_SPREAD_MS: String(HOTELBEDS_LATENCY_MS),
        FAN_OUT_CHECK_IN: isoDate(30),
        FAN_OUT_CHECK_OUT: isoDate(34),
        FAN_OUT_HOTELBEDS_API_KEY: hotelbeds.apiKey,
        FAN_OUT_HOTELBEDS_SECRET: hotelbeds.secret,
        FAN_OUT_HOTELBEDS_URL: hotelbeds.baseUrl,
        FAN_OUT_LATE_API_KEY: late.apiKey,
        FAN_OUT_LATE_SECRET: late.secret,
        FAN_OUT_LATE_URL: late.baseUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const memory: FanOutReport['memory'] = [];
    let samples: FanOutSample[] = [];
    let loopDelay: Stats = { p50: 0, p99: 0, max: 0 };
    for await (const line of createInterface({ input: worker.stdout })) {
      if (!line.startsWith('{')) continue;
      const message = JSON.parse(line) as WorkerMessage;
      memory.push({ searches: message.searches, rssMb: message.rssMb, heapMb: message.heapMb });
      if (message.kind === 'memory') console.log(`  ${message.searches} searches, RSS ${message.rssMb.toFixed(0)} MB`);
      if (message.kind === 'done') {
        samples = message.samples ?? [];
        loopDelay = message.loopDelay ?? loopDelay;
      }
    }
    const code = await new Promise<number | null>((resolve) =>
      worker.exitCode !== null ? resolve(worker.exitCode) : worker.once('exit', resolve),
    );
    if (code !== 0 || samples.length !== SEARCHES)
      throw new Error(`the fan-out worker exited with ${code} after ${samples.length} searches`);
    const statuses: Record<string, number> = {};
    for (const s of samples) statuses[s.statuses] = (statuses[s.statuses] ?? 0) + 1;
    // Latencies after the first thousand searches (JIT, connection pools and caches warm up in them).
    samples = samples.slice(Math.min(WARM_UP, samples.length - 1));
    return {
      searches: SEARCHES,
      concurrency: CONCURRENCY,
      hotelbedsLatencyMs: HOTELBEDS_LATENCY_MS,
      lateDeadlineMs: LATE_DEADLINE_MS,
      seconds: (performance.now() - started) / 1000,
      wall: stats(samples.map((s) => s.wall)),
      hotelbeds: stats(samples.map((s) => s.hotelbeds)),
      sandbox: stats(samples.map((s) => s.sandbox)),
      lateGiveUpPastDeadline: stats(samples.map((s) => s.late - LATE_DEADLINE_MS)),
      answerPastLateDeadline: stats(samples.map((s) => s.wall - LATE_DEADLINE_MS)),
      statuses,
      loopDelay,
      memory,
    };
  } finally {
    await Promise.all(stopping.map((stop) => stop()));
    rmSync(buildDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);

export function reportSupplierFanOut(r: FanOutReport): void {
  const after = (n: number) => r.memory.find((m) => m.searches === n);
  const first = after(1_000) ?? r.memory[0]!;
  const last = r.memory[r.memory.length - 1]!;
  const p50Ratio = r.wall.p50 / r.hotelbeds.p50;
  const rssRatio = last.rssMb / first.rssMb;
  console.log(
    `\nSupplier fan-out (#12): ${r.searches} hotel searches over sandbox + Hotelbeds stand-in (${r.hotelbedsLatencyMs} ms) + a late supplier (deadline ${r.lateDeadlineMs} ms, answers after 2 s), ${r.concurrency} at a time (lanes started spread over ${r.hotelbedsLatencyMs} ms), ${r.seconds.toFixed(0)} s`,
  );
  console.log(`\nLatencies over the searches after the first ${WARM_UP} (warm-up); memory from the worker process itself.`);
  console.log('\n| figure | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|');
  console.log(`| search, start to merged answer | ${ms(r.wall.p50)} | ${ms(r.wall.p99)} | ${ms(r.wall.max)} |`);
  console.log(
    `| Hotelbeds (slowest in time), as fanOut saw it | ${ms(r.hotelbeds.p50)} | ${ms(r.hotelbeds.p99)} | ${ms(r.hotelbeds.max)} |`,
  );
  console.log(`| sandbox, as fanOut saw it | ${ms(r.sandbox.p50)} | ${ms(r.sandbox.p99)} | ${ms(r.sandbox.max)} |`);
  console.log(
    `| late supplier given up, past its deadline | ${ms(r.lateGiveUpPastDeadline.p50)} | ${ms(r.lateGiveUpPastDeadline.p99)} | ${ms(r.lateGiveUpPastDeadline.max)} |`,
  );
  console.log(
    `| answer, past the late supplier's deadline | ${ms(r.answerPastLateDeadline.p50)} | ${ms(r.answerPastLateDeadline.p99)} | ${ms(r.answerPastLateDeadline.max)} |`,
  );
  console.log(`| the worker's event loop delay (whole run) | ${ms(r.loopDelay.p50)} | ${ms(r.loopDelay.p99)} | ${ms(r.loopDelay.max)} |`);
  console.log(
    `\noutcomes (sandbox/hotelbeds/late): ${Object.entries(r.statuses)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log('\n| target | figure | met |');
  console.log('|---|---|---|');
  console.log(
    `| p50 ≤ 1.05 × slowest supplier in time | ${p50Ratio.toFixed(3)}× (${ms(r.wall.p50)} / ${ms(r.hotelbeds.p50)} ms) | ${p50Ratio <= 1.05 ? 'yes' : 'NO'} |`,
  );
  console.log(
    `| late supplier never delays the answer > 20 ms past its deadline | given up at most ${ms(r.lateGiveUpPastDeadline.max)} ms past it | ${r.lateGiveUpPastDeadline.max <= 20 ? 'yes' : 'NO'} |`,
  );
  console.log(
    `| RSS after ${last.searches} within 10% of after ${first.searches} | ${last.rssMb.toFixed(0)} / ${first.rssMb.toFixed(0)} MB = ${rssRatio.toFixed(3)}× (heap ${last.heapMb.toFixed(0)} / ${first.heapMb.toFixed(0)} MB) | ${rssRatio <= 1.1 ? 'yes' : 'NO'} |`,
  );
}
