// autocannon in a process of its own, forked by measure.ts for each target: the client's cost per
// answer is then its own, not that of whatever the bench process did before (seeding 840k bookings
// left it spending three to four times more CPU per 88 KB search answer than a fresh process did).
import autocannon from 'autocannon';
import type { Target } from './measure';

export interface LoadRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  requests: number;
  bytes: number;
  seconds: number;
  /** The client's CPU seconds during the measured run. */
  cpuSeconds: number;
}

/** From the parent: the target; to it, 'measuring' when the measured run starts, then the LoadRun. */
export type ClientMessage = { kind: 'measuring' } | { kind: 'done'; run: LoadRun };

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function load(target: Target, duration: number) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.body === undefined ? target.headers : { ...target.headers, 'content-type': 'application/json' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
  });
}

/** A short warm-up (JIT, caches, connection pools), then the measured run. */
async function measureTarget(target: Target): Promise<LoadRun> {
  await load(target, 2);
  process.send!({ kind: 'measuring' } satisfies ClientMessage);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await load(target, DURATION);
  const used = process.cpuUsage(cpu);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
    bytes: result.throughput.total,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
}

process.once('message', (target: Target) => {
  void measureTarget(target).then((run) => process.send!({ kind: 'done', run } satisfies ClientMessage, () => process.exit(0)));
});
