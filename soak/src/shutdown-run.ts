import { mkdirSync } from 'node:fs';
import { ensureBuilt, startPostgres } from './cluster';
import { checkGracefulShutdown } from './shutdown';

// `pnpm --filter @tas/soak shutdown`: the two-process graceful-shutdown check alone (also the soak's first phase).
ensureBuilt();
const serverUrl = process.env.DATABASE_URL ?? startPostgres(Number(process.env.SOAK_PGPORT ?? 54400), '/tmp/tas-soak-pg').url;
mkdirSync('/tmp/tas-soak-logs', { recursive: true });
const checks = await checkGracefulShutdown(serverUrl, '/tmp/tas-soak-logs');
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.check}: ${c.detail}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
