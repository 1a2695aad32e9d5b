import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/free-port';

// Workers load this file again: the runner picks the port and the embedded database's folder once,
// and the workers (whose tests call `pnpm cli`) inherit both through the environment.
// scripts/serve-app.mjs removes the folder when the server stops.
process.env.E2E_PORT ??= String(await freePort(3100));
// The Asaas stand-in's port: its own process (below); the specs read it (support/asaas.ts).
process.env.E2E_ASAAS_PORT ??= String(await freePort(3410));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tas-e2e-'));
// With DATABASE_URL the run gets a database of its own on that server (scripts/serve-app.mjs creates
// it and drops it when the server stops): a second run never meets the first one's demo agency,
// whose supplier credentials were sealed under that run's secrets.
if (process.env.DATABASE_URL && !process.env.E2E_DATABASE_URL) {
  process.env.E2E_SERVER_DATABASE_URL = process.env.DATABASE_URL;
  process.env.E2E_DATABASE_URL = Object.assign(new URL(process.env.DATABASE_URL), {
    pathname: `/tas_e2e_${randomBytes(4).toString('hex')}`,
  }).toString();
}
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
// There the tests' `pnpm cli` opens PostgreSQL itself, not through the server: it needs the server's
// app key (account links are sealed under it), so the runner picks it once and both inherit it.
if (process.env.DATABASE_URL) process.env.APP_ENCRYPTION_KEY ??= randomBytes(32).toString('base64url');
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  // One server and one demo agent: tests run one at a time so failed-login counts stay predictable.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: Playwright's own browser download cannot work on these machines.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve-app.mjs',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      // `next build` takes about a minute on two busy cores, then the database boots.
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Asaas (charges, refunds, NFS-e and their webhooks): a team points its gateway's URL at it in
      // Configurações (invoices.spec.ts). The app needs nothing from it at start.
      command: 'pnpm exec tsx support/asaas-stand-in-main.ts',
      url: `http://127.0.0.1:${process.env.E2E_ASAAS_PORT}/stand-in/health`,
      env: { ASAAS_STAND_IN_PORT: process.env.E2E_ASAAS_PORT },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
