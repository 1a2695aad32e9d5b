import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Db, DbHandle } from '@tas/db';
import { secondClient } from '@tas/db/testing';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { closeRateCounts } from '../rest/rate-counts';
import { hitRateLimit, type RateLimitGroup } from '../rest/rate-limit';
import { requestPasswordReset } from '../users/password-reset';
import { forkTestProcess, nextMessage } from './test-process';

/** Requests one app process sends all at once, at one instant (`at`, epoch ms). */
export type AppRequests =
  | { kind: 'rate-limit'; at: number; subject: string; group: RateLimitGroup; count: number }
  | { kind: 'password-reset'; at: number; clientAddress: string; emails: string[] };

/** What an app process answers: how many of its requests were accepted (anything but a 429 is an error). */
export type AppAnswer = { accepted: number; error: string | null };

/** Sends the requests at once in this process, on `db`, with the clock at their instant. */
export async function sendRequests(db: Db, requests: AppRequests): Promise<AppAnswer> {
  const now = new Date(requests.at);
  const restore = clock.set(() => now);
  try {
    const sent =
      requests.kind === 'rate-limit'
        ? Array.from({ length: requests.count }, () => hitRateLimit(db, requests.subject, requests.group, now, {}))
        : requests.emails.map((email) => requestPasswordReset(db, email, { clientAddress: requests.clientAddress }));
    const results = await Promise.allSettled(sent);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    const unexpected = refused.find((reason) => !(reason instanceof ApiError && reason.status === 429));
    const error =
      unexpected === undefined ? null : unexpected instanceof Error ? (unexpected.stack ?? unexpected.message) : JSON.stringify(unexpected);
    return { accepted: results.length - refused.length, error };
  } finally {
    restore();
  }
}

export interface AppProcesses {
  /** Both send their requests at the same time; how many each accepted. */
  send(requests: [AppRequests, AppRequests]): Promise<number[]>;
  close(): Promise<void>;
}

const accepted = (answers: AppAnswer[]) =>
  answers.map((answer) => {
    if (answer.error) throw new Error(`app process: ${answer.error}`);
    return answer.accepted;
  });

/**
 * Two app processes on the database of `handle`. On PostgreSQL two real child processes, each with
 * its own pool and its own rate-limit counts. On PGlite (one process's engine) two database clients
 * in this process, each with its own counts: the same sharing through the database, in one process.
 */
export async function startAppProcesses(handle: DbHandle): Promise<AppProcesses> {
  if (handle.target.kind === 'postgres') return forkAppProcesses(handle.target.url);
  const other = secondClient(handle);
  const dbs = [handle.db, other.db];
  return {
    send: async (requests) => accepted(await Promise.all(requests.map((r, i) => sendRequests(dbs[i]!, r)))),
    close: async () => {
      await Promise.all(dbs.map((db) => closeRateCounts(db)));
      await other.close();
    },
  };
}

/** Time for a batch to reach both child processes before they start sending it. */
const START_DELAY_MS = 300;

async function forkAppProcesses(url: string): Promise<AppProcesses> {
  const children: ChildProcess[] = [0, 1].map(() => forkTestProcess('./app-process.ts', url));
  const answer = (child: ChildProcess) => nextMessage<AppAnswer | 'ready'>(child, 'app process');
  const kill = () => children.forEach((child) => child.exitCode === null && child.kill());
  try {
    // Both ready (pool open) before either is sent anything, so that their requests overlap.
    await Promise.all(children.map(answer));
  } catch (error) {
    kill();
    throw error;
  }
  return {
    send: async (requests) => {
      const answers = children.map(answer);
      const startAt = Date.now() + START_DELAY_MS;
      children.forEach((child, i) => child.send({ requests: requests[i]!, startAt }));
      return accepted((await Promise.all(answers)) as AppAnswer[]);
    },
    close: async () => {
      const exits = children.filter((child) => child.exitCode === null).map((child) => once(child, 'exit'));
      children.forEach((child) => child.connected && child.disconnect());
      await Promise.all(exits);
    },
  };
}
