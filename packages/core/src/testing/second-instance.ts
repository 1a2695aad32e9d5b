import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '@tas/db';
import { secondClient } from '@tas/db/testing';
import { createRestHandler } from '../rest/handler';
import { closeRateCounts } from '../rest/rate-counts';

export interface SecondInstance {
  url: string;
  /**
   * Stops the instance where nothing it has not yet read from its sockets reaches it (it hears the
   * database's notifications late, as a busy or descheduled process would); false where it cannot be.
   */
  pause(): boolean;
  resume(): void;
  close(): Promise<void>;
}

/**
 * A second instance of the REST facade on the database of `handle`, with its own database client,
 * key cache and rate-limit counts: nothing tells it of a change but the database's notifications.
 * On PostgreSQL a child process, which `pause()` stops (SIGSTOP). On PGlite (one process's engine) a
 * second client in this process, which cannot be paused: the engine hands each notification to every
 * client of this process in turn, so none of them can hear one late.
 */
export async function startSecondInstance(handle: DbHandle): Promise<SecondInstance> {
  if (handle.target.kind === 'postgres') return forkSecondInstance(handle.target.url);
  const other = secondClient(handle);
  const rest = createRestHandler({ db: () => other.db, publicBaseUrl: 'http://localhost' });
  const server = createServer((req, res) => void rest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pause: () => false,
    resume: () => undefined,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeRateCounts(other.db);
      await other.close();
    },
  };
}

async function forkSecondInstance(databaseUrl: string): Promise<SecondInstance> {
  const script = fileURLToPath(new URL('./second-instance-process.ts', import.meta.url));
  // The package's folder, where `--import tsx` finds its loader.
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  const child = fork(script, { cwd, execArgv: ['--import', 'tsx'], env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
  const started = await Promise.race([
    once(child, 'message').then(([message]) => message as { url: string }),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`second instance exited (${String(code)})`))),
  ]);
  return {
    url: started.url,
    pause: () => child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGCONT');
      child.disconnect();
      await exited;
    },
  };
}
