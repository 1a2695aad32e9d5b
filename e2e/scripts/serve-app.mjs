// Playwright's webServer: builds the app and serves it in production mode on E2E_PORT.
// Without DATABASE_URL the embedded database lives in E2E_DATA_DIR, a fresh temporary folder removed
// on exit; with DATABASE_URL (CI's PostgreSQL) the run gets a fresh database on that server, migrated
// and seeded first, dropped on exit.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '3100';
const baseUrl = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tas-e2e-'));
const secret = () => randomBytes(32).toString('base64url');

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: baseUrl,
  NEXTAUTH_URL: baseUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Supplier stand-ins (flights-duffel.spec.ts) listen on 127.0.0.1, which production otherwise refuses.
  ALLOW_PRIVATE_TARGETS: '1',
};
// Production with DATABASE_URL refuses to invent secrets; a test run may. (On the embedded database
// the server keeps its own under DATA_DIR, where the tests' `pnpm cli` finds the operator secret.)
if (process.env.DATABASE_URL) {
  env.APP_ENCRYPTION_KEY ??= secret();
  env.NEXTAUTH_SECRET ??= secret();
  env.OPERATOR_SECRET ??= secret();
}

async function pnpm(args) {
  const result = spawnSync('pnpm', args, { cwd: repoRoot, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`serve-app: pnpm ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    await cleanUp();
    process.exit(1);
  }
}

// The run's own PostgreSQL database (playwright.config.ts names it), through the pg driver @tas/db already has.
const pg = createRequire(join(repoRoot, 'packages/db/package.json'))('pg');
const ownDatabase =
  process.env.E2E_SERVER_DATABASE_URL && process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : null;

async function onServer(sql) {
  const client = new pg.Client({ connectionString: process.env.E2E_SERVER_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  if (ownDatabase)
    await onServer(`DROP DATABASE IF EXISTS "${ownDatabase}" WITH (FORCE)`).catch((err) => console.error(`serve-app: ${err.message}`));
}

if (ownDatabase) await onServer(`CREATE DATABASE "${ownDatabase}"`);

/**
 * The operator's Hotelbeds catalogue account (HOTELBEDS_CATALOGUE_*: the destinations every team reads,
 * never a team's own account) is a Hotelbeds stand-in of its own process; resolves once it listens.
 */
function startCatalogue() {
  const child = spawn('pnpm', ['--silent', '--filter', '@tas/suppliers', 'hotelbeds-stand-in'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOTELBEDS_STAND_IN_PORT: '0',
      HOTELBEDS_STAND_IN_API_KEY: 'e2e-catalogue-key',
      HOTELBEDS_STAND_IN_SECRET: 'e2e-catalogue-secret',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      // Whole lines only (a chunk may end mid-line).
      const line = text
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.on('exit', (code) => reject(new Error(`Hotelbeds catalogue stand-in exited (${code})`)));
  });
}

/**
 * The Banco Central's PTAX as a stand-in process (PTAX_BASE_URL): the server refreshes it at start, so
 * foreign-currency offers sell at its rates (foreign-currency.spec.ts) and no run reaches the real service.
 */
function startPtax() {
  const child = spawn('pnpm', ['--silent', '--filter', '@tas/suppliers', 'ptax-stand-in'], {
    cwd: repoRoot,
    env: { ...process.env, PTAX_STAND_IN_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const base = /PTAX_BASE_URL=(\S+)\n/.exec(text);
      if (base) resolve({ child, baseUrl: base[1] });
    });
    child.on('exit', (code) => reject(new Error(`PTAX stand-in exited (${code})`)));
  });
}

await pnpm(['--filter', '@tas/web', 'build']);
const catalogue = await startCatalogue();
const ptax = await startPtax();
env.PTAX_BASE_URL = ptax.baseUrl;
env.HOTELBEDS_CATALOGUE_API_KEY = catalogue.apiKey;
env.HOTELBEDS_CATALOGUE_SECRET = catalogue.secret;
env.HOTELBEDS_CATALOGUE_BASE_URL = catalogue.hotelbedsStandIn;
// The CLI migrates the run's database before it seeds the demo agency.
if (process.env.DATABASE_URL) await pnpm(['--silent', 'cli', 'db:seed']);

const server = spawn('pnpm', ['--filter', '@tas/web', 'start'], { cwd: repoRoot, env, stdio: 'inherit' });
server.on('exit', (code) => {
  catalogue.child.kill('SIGTERM');
  ptax.child.kill('SIGTERM');
  void cleanUp().finally(() => process.exit(code ?? 0));
});

// Playwright signals the whole process group, so the server gets the signal too: give it time to
// close the database cleanly, then make sure it is gone.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    setTimeout(() => server.kill('SIGTERM'), 5_000).unref();
    setTimeout(() => server.kill('SIGKILL'), 15_000).unref();
  });
}
