// The hotel search's supplier fan-out alone, in a process of its own so that its resident memory is
// the fan-out's (supplier-fan-out.ts starts it and explains the setup). Real parts throughout: core's
// fanOut, the sandbox hotel supplier, two Hotelbeds adapters over HTTP to two stand-ins, and the
// answer built as the search builds it (BRL offers only, listings serialised to JSON).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fanOut } from '../../packages/core/src/suppliers/fan-out';
import { hotelbedsHotelSupplier, sandboxHotelSupplier } from '../../packages/core/src/suppliers/hotel-supplier';
import { hotelListing } from '../../packages/core/src/hotels/search-listing';
import { soldHotels } from '../../packages/core/src/hotels/sold-offers';

export interface FanOutSample {
  /** Search start to merged answer, ms. */
  wall: number;
  /** What fanOut measured per supplier, ms, and the late supplier's status. */
  sandbox: number;
  hotelbeds: number;
  late: number;
  statuses: string;
}

export interface WorkerMessage {
  kind: 'memory' | 'done';
  searches: number;
  rssMb: number;
  heapMb: number;
  samples?: FanOutSample[];
  /** How late the event loop ran timers over the run (ms): a deadline cannot be kept more closely. */
  loopDelay?: { p50: number; p99: number; max: number };
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const SEARCHES = Number(env('FAN_OUT_SEARCHES'));
const CONCURRENCY = Number(env('FAN_OUT_CONCURRENCY'));
const LATE_DEADLINE_MS = Number(env('FAN_OUT_LATE_DEADLINE_MS'));
const MEMORY_EVERY = 1_000;
const LANE_SPREAD_MS = Number(env('FAN_OUT_LANE_SPREAD_MS'));

const account = (prefix: string) => ({ apiKey: env(`${prefix}_API_KEY`), secret: env(`${prefix}_SECRET`), baseUrl: env(`${prefix}_URL`) });
const inTime = account('FAN_OUT_HOTELBEDS');
const late = account('FAN_OUT_LATE');
const sandbox = { supplier: sandboxHotelSupplier(), credentials: { username: 'sandbox', password: 'sandbox' }, city: '3304557' };
// One breaker scope for every target, as one team's live search.
const scope = { teamId: 'bench', mode: 'live' } as const;
const targets = [
  { provider: 'sandbox', scope, supplier: sandbox },
  {
    provider: 'hotelbeds',
    scope,
    supplier: { supplier: hotelbedsHotelSupplier(inTime), credentials: { username: inTime.apiKey, password: inTime.secret }, city: 'RIO' },
  },
  // The third supplier: the same protocol at another account, with a deadline of its own.
  {
    provider: 'late',
    scope,
    supplier: { supplier: hotelbedsHotelSupplier(late), credentials: { username: late.apiKey, password: late.secret }, city: 'RIO' },
    timeoutMs: LATE_DEADLINE_MS,
  },
];

type HotelSearchQuery = Parameters<ReturnType<typeof sandboxHotelSupplier>['search']>[0];

const stay = { checkIn: env('FAN_OUT_CHECK_IN'), checkOut: env('FAN_OUT_CHECK_OUT') };
const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
const query = (cityCode: string): HotelSearchQuery => ({ cityCode, ...stay, adults: 2, children: 0, rooms: 1, nationality: 'BR' });

// The first error of each supplier goes to stderr: a run whose outcomes say `error` shows why.
const explained = new Set<string>();
function explain(provider: string, error: unknown): void {
  if (explained.has(provider)) return;
  explained.add(provider);
  const details =
    error instanceof Error
      ? `${error.name}: ${error.message} ${JSON.stringify((error as { details?: unknown }).details ?? {})}`
      : String(error);
  process.stderr.write(`fan-out worker: ${provider} failed: ${details}\n`);
}

async function search(): Promise<FanOutSample> {
  const started = performance.now();
  // Every stand-in here prices in BRL (supplier-fan-out.ts): no team rates are needed.
  const outcomes = await fanOut(targets, async ({ supplier, credentials, city }, signal) =>
    soldHotels(await supplier.search(query(city), signal.withCredentials(credentials)), null),
  );
  const parts = outcomes
    .filter((o) => o.status === 'ok')
    .map((o) => hotelListing(o.value!.result, o.provider, { ...stay, nights }, 10, o.value!.selling).hotelsJson);
  // The search writes these parts out as they are (hotels/search.ts): the cached listings are never copied.
  if (parts.reduce((bytes, part) => bytes + part.length, 0) === 0) throw new Error('no supplier answered');
  const [s, h, l] = outcomes;
  for (const o of outcomes) if (o.status === 'error') explain(o.provider, o.error);
  return {
    wall: performance.now() - started,
    sandbox: s!.ms,
    hotelbeds: h!.ms,
    late: l!.ms,
    statuses: outcomes.map((o) => o.status).join('/'),
  };
}

function memory(searches: number): WorkerMessage {
  const { rss, heapUsed } = process.memoryUsage();
  return { kind: 'memory', searches, rssMb: rss / 2 ** 20, heapMb: heapUsed / 2 ** 20 };
}

const samples: FanOutSample[] = [];
const loop = monitorEventLoopDelay({ resolution: 10 });
let started = 0;
// Lanes start spread over one Hotelbeds latency, as searches arrive at any time: lanes started together
// stay in step, and every answer of a wave would queue behind the others' parsing at the same instant.
async function lane(index: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, (index * LANE_SPREAD_MS) / CONCURRENCY));
  while (started < SEARCHES) {
    started += 1;
    samples.push(await search());
    if (samples.length % MEMORY_EVERY === 0) process.stdout.write(`${JSON.stringify(memory(samples.length))}\n`);
  }
}

loop.enable();
await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => lane(index)));
loop.disable();
const loopDelay = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
// Exit once the last line (about 1 MB) is flushed: the pipe takes it in pieces.
process.stdout.write(`${JSON.stringify({ ...memory(samples.length), kind: 'done', samples, loopDelay })}\n`, () => process.exit(0));
