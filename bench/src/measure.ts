import autocannon from 'autocannon';
import { cpuSecondsOf } from './processes';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Average bytes read per response (headers included), as sent: compressed when the client asked. */
  bytesPerResponse: number;
  /**
   * Cores busy during the measured run: the server process's, and the client's (autocannon runs in this
   * process). A client near 1.0 measures itself, not the server: it is single-threaded.
   */
  serverCores: number;
  clientCores: number;
}

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function run(target: Target, duration: number) {
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
export async function measure(target: Target, serverPid: number): Promise<Measurement> {
  await run(target, 2);
  const server = cpuSecondsOf(serverPid);
  const client = process.cpuUsage();
  const started = performance.now();
  const result = await run(target, DURATION);
  const seconds = (performance.now() - started) / 1000;
  const clientUsed = process.cpuUsage(client);
  return {
    serverCores: (cpuSecondsOf(serverPid) - server) / seconds,
    clientCores: (clientUsed.user + clientUsed.system) / 1e6 / seconds,
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}
