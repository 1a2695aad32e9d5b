import { once } from 'node:events';
import type { DbHandle } from '@tas/db';
import { secondClient } from '@tas/db/testing';
import { serveRest } from './rest-server';
import { forkTestProcess, nextMessage } from './test-process';

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
  const served = await serveRest(other.db);
  return {
    url: served.url,
    pause: () => false,
    resume: () => undefined,
    close: async () => {
      await served.close();
      await other.close();
    },
  };
}

async function forkSecondInstance(databaseUrl: string): Promise<SecondInstance> {
  const child = forkTestProcess('./second-instance-process.ts', databaseUrl);
  const started = await nextMessage<{ url: string }>(child, 'second instance');
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
