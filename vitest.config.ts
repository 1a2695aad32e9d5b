import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package keeps its tests beside its code.
export default defineConfig({
  test: {
    include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // No test reaches the Banco Central: a job queued at start (the first PTAX) fails fast on a closed port
    // unless the test points PTAX_BASE_URL at its stand-in.
    env: { PTAX_BASE_URL: 'http://127.0.0.1:9' },
  },
});
