import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/free-port';

// Workers load this file again: the runner picks the port and the embedded database's folder once,
// and the workers (whose tests call `pnpm cli`) inherit both through the environment.
// scripts/serve-app.mjs removes the folder when the server stops.
process.env.E2E_PORT ??= String(await freePort(3100));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tas-e2e-'));
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
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve-app.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    // `next build` takes about a minute on two busy cores, then the database boots.
    timeout: 600_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
