import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `pnpm cli <args> --json` against the server under test: on the embedded database the CLI goes
 * through that server (same DATA_DIR and PORT); with DATABASE_URL it opens the same PostgreSQL.
 */
export function runCli(args: string[]): Record<string, unknown> {
  const result = spawnSync('pnpm', ['--silent', 'cli', ...args, '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: process.env.E2E_PORT },
  });
  if (result.status !== 0) throw new Error(`pnpm cli ${args[0]} failed: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}
