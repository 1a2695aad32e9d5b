import { listen, type Db } from '@tas/db';
import { logger } from '../lib/logger';

/**
 * The channel of the outbox tables' trigger (migration outbox_notify); the payload is the table that
 * got rows. PostgreSQL delivers it at commit, once per transaction and table.
 */
export const OUTBOX_CHANNEL = 'tas_outbox';

export interface Sender {
  /** `run` started on `wake()`, never twice at once in this process. */
  wake(): void;
  /** Resolves when no run is in progress or due. */
  idle(): Promise<void>;
}

/**
 * Wake-ups arriving during a run make one more run after it, however many there were: a burst of
 * commits costs a few claims, not one query per NOTIFY. A failed run is logged; the next wake-up, or
 * the minute job, tries again.
 */
export function coalesced(run: () => Promise<unknown>, name = 'sender'): Sender {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await run();
      } catch (err) {
        logger.error({ err, sender: name }, 'woken run failed; the minute job will retry');
      }
    } while (again);
    running = null;
  };
  return {
    wake() {
      if (running) again = true;
      else running = loop();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

export interface WakeOnCommit {
  /** Stops listening and waits up to `timeoutMs` for the runs in progress. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * LISTENs on the outbox channel through the instance's listening connection (@tas/db's listen: on
 * PostgreSQL one dedicated client, with heartbeat and reconnect after a restart; on PGlite the
 * engine's in-process listen()). Each time the LISTEN is in effect (again) every sender runs once, so
 * rows committed while nobody listened leave now rather than at the next minute.
 */
export function wakeOnCommit(db: Db, senders: ReadonlyMap<string, () => Promise<unknown>>): WakeOnCommit {
  const byTable = new Map([...senders].map(([table, run]) => [table, coalesced(run, table)]));
  let stopped = false;
  const subscription = listen(db, OUTBOX_CHANNEL, {
    message(table) {
      if (!stopped) byTable.get(table)?.wake();
    },
    state(listening) {
      if (listening && !stopped) for (const sender of byTable.values()) sender.wake();
    },
  });
  if (!subscription) throw new Error('Job queue: this database connection cannot LISTEN');
  return {
    async stop(timeoutMs) {
      if (stopped) return;
      stopped = true;
      await subscription.close();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...byTable.values()].map((sender) => sender.idle())),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    },
  };
}
