import { Agent, request } from 'node:http';
import { memoryOf } from './processes';

/** How many exports run at once: the app is started with REPORT_EXPORTS_PER_INSTANCE at least this (run.ts). */
export const CONCURRENT_EXPORTS = 4;

interface HealthLatency {
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

export interface ConcurrentExports {
  exports: number;
  rowsEach: number;
  seconds: number;
  statuses: number[];
  megabytes: number;
  health: HealthLatency;
  /** The same probe for 10 s just before, with no export running: what the machine itself gives. */
  healthAlone: HealthLatency;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** The whole XLSX bookings report of one team; resolves with its status and bytes once the last byte is read. */
function download(baseUrl: string, key: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/v1/reports/bookings?format=xlsx`, { headers: { authorization: `Bearer ${key}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One health request on a kept-alive connection: ms to the last byte. */
function health(baseUrl: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(`${baseUrl}/api/v1/health`, { agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    });
    req.on('error', reject);
    req.end();
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function latencyOf(samples: number[]): HealthLatency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

/** Asks for health every 10 ms on one kept-alive connection until `stop()`, which resolves with the latencies. */
function probeHealth(baseUrl: string): { stop(): Promise<number[]> } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      latencies.push(await health(baseUrl, agent));
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await prober;
      agent.destroy();
      return latencies;
    },
  };
}

/**
 * #19: four teams download their whole XLSX bookings report at once, while one client asks the same
 * instance for its health every 10 ms and the server's RSS is sampled every 50 ms. The exports share
 * one XLSX worker thread (lower CPU priority) and hold about one batch each, so health keeps its
 * latency and memory stays flat. The same probe runs 10 s alone first: on a loaded machine its p99
 * says how much of the figure is the machine's.
 */
export async function measureConcurrentExports(baseUrl: string, keys: string[], pid: number, rowsEach: number): Promise<ConcurrentExports> {
  const alone = probeHealth(baseUrl);
  await new Promise((r) => setTimeout(r, 10_000));
  const healthAlone = latencyOf(await alone.stop());
  const rssBeforeMb = memoryOf(pid).rssMb;
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, memoryOf(pid).rssMb)), 50);
  const prober = probeHealth(baseUrl);
  const started = process.hrtime.bigint();
  const downloads = await Promise.all(keys.map((key) => download(baseUrl, key)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const latencies = await prober.stop();
  clearInterval(sampler);
  return {
    exports: keys.length,
    rowsEach,
    seconds,
    statuses: downloads.map((d) => d.status),
    megabytes: downloads.reduce((sum, d) => sum + d.bytes, 0) / 1024 / 1024,
    health: latencyOf(latencies),
    healthAlone,
    rssBeforeMb,
    rssPeakMb,
  };
}

export function reportConcurrentExports(run: ConcurrentExports | null) {
  if (!run) return;
  const growth = run.rssPeakMb - run.rssBeforeMb;
  console.log(
    `\n${run.exports} concurrent XLSX exports of ${run.rowsEach} bookings each (four teams), GET /api/v1/health every 10 ms on the same instance meanwhile`,
  );
  console.log(
    '\n| exports | statuses | seconds | MB sent | health samples | health p50 ms | health p99 ms | health max ms | RSS before MB | peak RSS MB | growth MB |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${run.exports} | ${run.statuses.join(' ')} | ${run.seconds.toFixed(1)} | ${run.megabytes.toFixed(1)} | ${run.health.samples} | ${run.health.p50.toFixed(2)} | ${run.health.p99.toFixed(2)} | ${run.health.max.toFixed(1)} | ${run.rssBeforeMb.toFixed(0)} | ${run.rssPeakMb.toFixed(0)} | ${growth.toFixed(0)} |`,
  );
  const alone = run.healthAlone;
  console.log(
    `the same health probe for 10 s just before, no export running: ${alone.samples} samples, p50 ${alone.p50.toFixed(2)} ms, p99 ${alone.p99.toFixed(2)} ms, max ${alone.max.toFixed(1)} ms`,
  );
  console.log(
    `target (#19): health p99 under 50 ms: ${run.health.p99 < 50 ? 'met' : 'NOT met'}; RSS growth under 100 MB: ${growth < 100 ? 'met' : 'NOT met'}`,
  );
}
