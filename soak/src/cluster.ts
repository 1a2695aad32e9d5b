import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase } from '@tas/db/testing';
import { printedAccount } from '../../packages/suppliers/src/hotels/hotelbeds/stand-in/printed-account';

export const repoRoot = join(import.meta.dirname, '..', '..');
const webDir = join(repoRoot, 'apps/web');
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** The soak's own PostgreSQL server (never the shared one): its port, data directory and URL. */
export interface PgServer {
  url: string;
  dataDir: string;
  /** The server's log, where crash recovery shows. */
  log: string;
  /** Restarts the server (fast shutdown: sessions cut as in a failover); resolves when it accepts connections again. */
  restart(): Promise<void>;
  /**
   * Kills the postmaster with SIGKILL (a crash, not a shutdown) and starts it again on the same data
   * directory, so PostgreSQL runs crash recovery; resolves when it accepts connections again.
   */
  crash(): Promise<void>;
}

const asPostgres = (args: string[]) =>
  (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0]!, args.slice(1)]) as [string, string[]];

/** Starts (or finds running) a PostgreSQL 15 with the CI recipe on its own port and data directory. */
export function startPostgres(port: number, dataDir: string): PgServer {
  const log = `${dataDir}.log`;
  const line = execFileSync('bash', [join(repoRoot, '.ci/start-postgres.sh'), dataDir], {
    env: { ...process.env, PGPORT: String(port), PGLOG: log, PGSOCKDIR: `${dataDir}-sock` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /DATABASE_URL=(\S+)/.exec(line)?.[1];
  if (!url) throw new Error('could not start the soak PostgreSQL');
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dataDir}-sock`;
  // Not spawnSync: the driver's traffic goes on while the server is down.
  const pgCtl = (args: string[]): Promise<void> => {
    const [cmd, argv] = asPostgres([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-l', log, '-w', ...args]);
    return new Promise((resolve, reject) => {
      spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.at(-1)} failed (${code})`)),
      );
    });
  };
  return {
    url,
    dataDir,
    log,
    restart: () => pgCtl(['-m', 'fast', '-o', serverOptions, 'restart']),
    async crash() {
      const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      // The orphaned backends notice the postmaster's death and exit; until they have, a new
      // postmaster refuses the data directory (its shared memory is still in use): try again a while.
      for (let attempt = 0; ; attempt++) {
        await new Promise((r) => setTimeout(r, 500));
        try {
          return await pgCtl(['-o', serverOptions, 'start']);
        } catch (error) {
          if (attempt >= 20) throw error;
        }
      }
    },
  };
}

/** A fresh database on the server for one run (the same throwaway database as tests and the bench). */
export const createDatabase = createScratchDatabase;

/**
 * The production build, once (SOAK_SKIP_BUILD=1 reuses an existing one). The package scripts run the
 * whole soak under the machine's e2e lock (/tmp/tas-e2e.lock): the instances serve apps/web/.next for
 * minutes, and an end-to-end run building meanwhile would replace it under them.
 */
export function ensureBuilt() {
  const built = existsSync(join(webDir, '.next/BUILD_ID')) && existsSync(join(webDir, 'dist/server.mjs'));
  if (process.env.SOAK_SKIP_BUILD === '1' && built) return;
  const result = spawnSync('pnpm', ['--filter', '@tas/web', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the production build failed');
}

export async function waitFor(url: string, child?: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process exited (code ${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Secrets shared by every instance (they seal and open each other's data). */
export function clusterSecrets() {
  const secret = () => randomBytes(32).toString('base64');
  return { APP_ENCRYPTION_KEY: secret(), NEXTAUTH_SECRET: secret(), OPERATOR_SECRET: secret() };
}

export interface AppInstance {
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
}

/** apps/web's `start` script: what `pnpm start` runs. */
function startScript(): string {
  return (JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
}

/**
 * One app instance running `pnpm start`'s own command line, its output appended to `logFile`.
 * `exec env ...` leaves node itself as the child, so a signal reaches the server and its exit is the server's.
 */
export function startApp(name: string, port: number, env: Record<string, string>, logFile: string): AppInstance {
  mkdirSync(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn('bash', ['-c', `exec env ${startScript()}`], {
    cwd: webDir,
    env: { ...process.env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { name, port, child, exited };
}

export function signalApp(app: AppInstance, signal: NodeJS.Signals) {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill(signal);
}

export function startHaproxy(config: string, env: Record<string, string>, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', config], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return child;
}

export const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** The Hotelbeds stand-in of @tas/suppliers as its own process: its URL and the account it accepts. */
export interface HotelbedsProcess {
  child: ChildProcess;
  exited: Promise<number | string>;
  credentials: { apiKey: string; secret: string; baseUrl: string };
}

/**
 * Starts `packages/suppliers`' Hotelbeds stand-in (its main.ts, node with the tsx loader) on `port`,
 * pricing in reais, refusing `failRate` of bookings and never answering `hangRate` of them (seeded,
 * so runs repeat); resolves once it prints the account it accepts.
 */
export function startHotelbedsStandIn(
  port: number,
  rates: { failRate: number; hangRate: number },
  logFile: string,
): Promise<HotelbedsProcess> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'packages/suppliers/src/hotels/hotelbeds/stand-in/main.ts')], {
    cwd: join(repoRoot, 'soak'),
    env: {
      ...process.env,
      HOTELBEDS_STAND_IN_PORT: String(port),
      HOTELBEDS_STAND_IN_CURRENCY: 'BRL',
      HOTELBEDS_STAND_IN_BOOKING_FAIL_RATE: String(rates.failRate),
      HOTELBEDS_STAND_IN_BOOKING_HANG_RATE: String(rates.hangRate),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return printedAccount(child).then((credentials) => ({ child, exited, credentials }));
}

const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * The environment of a process whose wall clock runs `seconds` ahead (Debian's faketime): `Date`
 * is shifted, timers keep the monotonic clock. An instance on a machine whose clock drifted.
 */
export function skewedClockEnv(seconds: number): Record<string, string> {
  if (!existsSync(FAKETIME_LIBRARY)) throw new Error(`${FAKETIME_LIBRARY} is missing: apt-get install faketime`);
  return { LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME: `+${seconds}s`, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
}
