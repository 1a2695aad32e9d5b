import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { bootDatabase, createTeam } from '@tas/core';
import { openDb } from '@tas/db';
import { clusterSecrets, signalApp, startApp, startHaproxy, waitFor, type AppInstance } from '../../soak/src/cluster';
import { benchDatabase } from './database';
import { repoRoot } from './processes';

/**
 * Issue #20's real-time events: from the commit of a change to its webhook at the integrator's
 * receiver, over real HTTP, with three app instances behind HAProxy on one PostgreSQL as in the soak
 * (every instance is woken by the commit; one claims the delivery). Each event is a manual booking
 * (`booking.created`) made through the balancer by a few concurrent clients. The latency runs from the
 * event's `created_at`, stamped inside the booking's transaction before it commits, to the receiver
 * having the body: an upper bound of commit-to-receiver.
 */
export const EVENT_LATENCY = 'event latency';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const CLIENTS = Number(process.env.BENCH_EVENT_CLIENTS ?? 4);
const WARM_UP = 30;
const LB_PORT = 3330;
const APP_PORTS = [3331, 3332, 3333];

export interface EventLatencyReport {
  events: number;
  received: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
}

/** The integrator's receiver: when each event id arrived, and how many times. */
async function startReceiver() {
  const arrivals = new Map<string, { at: number; createdAt: number; count: number }>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const at = Date.now();
      const event = JSON.parse(body) as { id: string; created_at: string };
      const seen = arrivals.get(event.id);
      if (seen) seen.count += 1;
      else arrivals.set(event.id, { at, createdAt: Date.parse(event.created_at), count: 1 });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function api<T = unknown>(path: string, key: string, body: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${LB_PORT}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (res.status !== 201) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** `count` bookings made by CLIENTS concurrent clients; resolves when all are answered. */
async function makeBookings(key: string, customerId: string, count: number) {
  let next = 0;
  const client = async () => {
    for (let i = next++; i < count; i = next++) {
      await api('/api/v1/bookings', key, {
        customer_id: customerId,
        type: 'package',
        title: `Event ${i}`,
        start_date: '2031-05-01',
        total_amount: 100,
      });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

export async function measureEventLatency(): Promise<EventLatencyReport> {
  const database = await benchDatabase();
  const secrets = clusterSecrets();
  process.env.APP_ENCRYPTION_KEY = secrets.APP_ENCRYPTION_KEY;
  const handle = openDb({ kind: 'postgres', url: database.url });
  await bootDatabase(handle);
  const team = await createTeam(handle.db, { name: 'Events Agency', plan: 'pro' });
  await handle.close();
  const receiver = await startReceiver();
  const logDir = join('/tmp/tas-bench-logs', `events-${Date.now()}`);
  const env = { HOST: '127.0.0.1', DATABASE_URL: database.url, ...secrets, ALLOW_PRIVATE_TARGETS: '1', RATE_LIMIT_SCALE: '1000000' };
  const apps: AppInstance[] = APP_PORTS.map((port, i) => startApp(`app${i + 1}`, port, env, join(logDir, `app${i + 1}.log`)));
  const haproxy = startHaproxy(
    join(repoRoot, 'soak/haproxy.cfg'),
    {
      LB_ADDR: `127.0.0.1:${LB_PORT}`,
      APP1_ADDR: `127.0.0.1:${APP_PORTS[0]}`,
      APP2_ADDR: `127.0.0.1:${APP_PORTS[1]}`,
      APP3_ADDR: `127.0.0.1:${APP_PORTS[2]}`,
    },
    join(logDir, 'haproxy.log'),
  );
  try {
    await Promise.all(apps.map((app) => waitFor(`http://127.0.0.1:${app.port}/api/v1/health`, app.child)));
    await waitFor(`http://127.0.0.1:${LB_PORT}/api/v1/health`);
    await new Promise((r) => setTimeout(r, 2_500)); // HAProxy's checks mark every instance up
    await api('/api/v1/webhooks', team.api_key, { url: receiver.url, events: ['booking.created'] });
    const customer = await api<{ customer: { id: string } }>('/api/v1/clients', team.api_key, {
      customer_type: 'individual',
      full_name: 'Ana Souza',
      email: 'ana@bench.test',
    });
    const customerId = customer.customer.id;

    await makeBookings(team.api_key, customerId, WARM_UP);
    await until(() => receiver.arrivals.size >= WARM_UP, 30_000);
    receiver.arrivals.clear();
    console.log(`${EVENTS} events, ${CLIENTS} clients through HAProxy to 3 instances…`);
    await makeBookings(team.api_key, customerId, EVENTS);
    await until(() => receiver.arrivals.size >= EVENTS, 30_000);
    await new Promise((r) => setTimeout(r, 1_000)); // a duplicate would arrive meanwhile

    const arrivals = [...receiver.arrivals.values()];
    const latencies = arrivals.map((a) => a.at - a.createdAt).sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return {
      events: EVENTS,
      received: arrivals.length,
      duplicates: arrivals.reduce((sum, a) => sum + a.count - 1, 0),
      p50: at(0.5),
      p99: at(0.99),
      max: latencies[latencies.length - 1] ?? NaN,
    };
  } finally {
    for (const app of apps) signalApp(app, 'SIGTERM');
    await Promise.all(apps.map((app) => app.exited));
    haproxy.kill('SIGKILL');
    await receiver.close();
    await database.drop();
  }
}

export function reportEventLatency(r: EventLatencyReport) {
  console.log(`\nEvent latency: commit (the event's created_at) to the receiver, 3 instances behind HAProxy, ${CLIENTS} clients`);
  console.log('\n| events | received | duplicates | p50 ms | p99 ms | max ms | targets |');
  console.log('|---:|---:|---:|---:|---:|---:|---|');
  const met = r.received === r.events && r.duplicates === 0 && r.p50 < 200 && r.p99 < 1_000;
  console.log(
    `| ${r.events} | ${r.received} | ${r.duplicates} | ${r.p50} | ${r.p99} | ${r.max} | p50 < 200, p99 < 1000: ${met ? 'met' : 'not met'} |`,
  );
}
