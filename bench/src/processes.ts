import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

const webDir = join(repoRoot, 'apps/web');

/** A fresh production build, so the numbers are for the code as it is (set BENCH_SKIP_BUILD=1 to reuse one). */
export function ensureBuilt() {
  const built = existsSync(join(webDir, '.next/BUILD_ID')) && existsSync(join(webDir, 'dist/server.mjs'));
  if (process.env.BENCH_SKIP_BUILD === '1' && built) return;
  const result = spawnSync('pnpm', ['--filter', '@tas/web', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the production build failed');
}

export async function waitFor(url: string, server?: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const startScript = () => (JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

/** The node and V8 flags `pnpm start` gives the server (apps/web/package.json), so the bench runs it as production does. */
export function startFlags(): string[] {
  return startScript().match(/(?<=[\s"])--[a-z-]+(?:=\d+)?(?=[\s"])/g) ?? [];
}

/** The plain `NAME=value` settings `pnpm start` puts in the server's environment (e.g. glibc's MALLOC_ARENA_MAX), likewise. */
export function startEnv(): Record<string, string> {
  return Object.fromEntries([...startScript().matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=([^\s"']+)(?=\s)/g)].map((m) => [m[1]!, m[2]!]));
}

/** The production app server as `pnpm start` runs it (the compiled dist/server.mjs), one node process so its RSS is the server's. */
export function startAppServer(env: Record<string, string>): ChildProcess {
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it exits.
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  return spawn(process.execPath, [...startFlags(), ...profile, 'dist/server.mjs'], {
    cwd: webDir,
    env: { ...process.env, ...startEnv(), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The baseline: a bare node:http server answering a small JSON body. */
export function startBaseline(port: number): ChildProcess {
  const code = `require('node:http').createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 'ok', version: 'v1', timestamp: new Date().toISOString() }));
  }).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
}

/** Resident memory of a process in MB: now (VmRSS) and its peak (VmHWM). */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time a process has used so far, in seconds (user + system, from /proc; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The machine's CPU time so far (/proc/stat's first line, in clock ticks): all of it, and the steal,
 * time this virtual machine's cores were ready but the host ran something else. A target measured
 * while the host stole a lot is slower for reasons outside this code.
 */
export function hostCpuTicks(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal guest guest_nice: guest time is counted in user already.
  const total = fields.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  return { total, steal: fields[7] ?? 0 };
}
