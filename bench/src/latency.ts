import { Agent, request } from 'node:http';
import type { Target } from './measure';

export interface Latency {
  name: string;
  samples: number;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
}

const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 3000);
const WARMUP = 300;

/** One request on a kept-alive connection; milliseconds from sending to the last body byte. */
function once(agent: Agent, target: Target, body: string | undefined): Promise<number> {
  const headers: Record<string, string> = { ...target.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(target.url, { method: target.method ?? 'GET', headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 300) reject(new Error(`${target.name}: HTTP ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Unloaded latency: one connection, one request at a time, timed with a high-resolution clock.
 * Unlike autocannon's closed loop (where p50 is about connections / throughput), this is the time
 * one request takes on an otherwise idle server.
 */
export async function measureLatency(target: Target): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  try {
    for (let i = 0; i < WARMUP; i++) await once(agent, target, body);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push(await once(agent, target, body));
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    return {
      name: target.name,
      samples: times.length,
      p50: quantile(times, 0.5),
      p90: quantile(times, 0.9),
      p99: quantile(times, 0.99),
      mean,
    };
  } finally {
    agent.destroy();
  }
}
