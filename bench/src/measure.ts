import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { ClientMessage, LoadRun } from './load-client';
import { cpuSecondsOf, hostCpuTicks } from './processes';

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
   * Cores busy during the measured run: the server process's, and the client's (autocannon, in a
   * process of its own). A client near 1.0 measures itself, not the server: it is single-threaded.
   */
  serverCores: number;
  clientCores: number;
  /** Share of the machine's CPU time the host stole during the measured run (see hostCpuTicks). */
  stealPercent: number;
}

const LOAD_CLIENT = join(import.meta.dirname, 'load-client.ts');

/** The target loaded by a fresh autocannon process (load-client.ts); the server's CPU read around its measured run. */
export function measure(target: Target, serverPid: number): Promise<Measurement> {
  // BENCH_CLIENT_FLAGS="--trace-gc" (or --cpu-prof ...): node flags for the load client, to see what it spends.
  const flags = process.env.BENCH_CLIENT_FLAGS?.split(' ').filter(Boolean) ?? [];
  const client = fork(LOAD_CLIENT, { execArgv: ['--import', 'tsx', ...flags], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let serverCpu = 0;
  let host = hostCpuTicks();
  return new Promise<Measurement>((resolve, reject) => {
    client.on('error', reject);
    client.on('exit', (code) => reject(new Error(`the load client for ${target.name} exited with ${code}`)));
    client.on('message', (message: ClientMessage) => {
      if (message.kind === 'measuring') {
        serverCpu = cpuSecondsOf(serverPid);
        host = hostCpuTicks();
      } else {
        const now = hostCpuTicks();
        const stealPercent = now.total > host.total ? (100 * (now.steal - host.steal)) / (now.total - host.total) : 0;
        resolve(measurement(target, message.run, cpuSecondsOf(serverPid) - serverCpu, stealPercent));
      }
    });
    client.send(target);
  });
}

function measurement(target: Target, run: LoadRun, serverCpuSeconds: number, stealPercent: number): Measurement {
  return {
    name: target.name,
    requestsPerSecond: run.requestsPerSecond,
    p50: run.p50,
    p99: run.p99,
    non2xx: run.non2xx,
    bytesPerResponse: run.requests > 0 ? run.bytes / run.requests : 0,
    serverCores: serverCpuSeconds / run.seconds,
    clientCores: run.cpuSeconds / run.seconds,
    stealPercent,
  };
}
