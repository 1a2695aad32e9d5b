import type { DbHandle } from '@tas/db';
import type { PgBoss } from 'pg-boss';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { createJobQueue } from './queue';
import { DEFAULT_JOB_EXPIRY_SECONDS, SCHEDULED_JOBS, type ScheduledJob } from './schedules';
import { wakeOnCommit, type WakeOnCommit } from './wake-on-commit';

export interface Jobs {
  /** The queue itself, for work that other domains enqueue (send) and for tests. */
  boss: PgBoss;
  /**
   * Stops taking jobs and waits for running ones (at most `timeoutMs`, default 10 s); jobs still running
   * then are failed back to the queue, where another instance retries them. The database handle stays
   * open. Safe to call twice.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface StartJobsOptions {
  /** How often an idle worker looks for a job; these jobs are hourly or daily, so no hurry. */
  pollingIntervalSeconds?: number;
}

/**
 * Starts the queue, (re)registers every schedule and a worker for each, and wakes the outbox jobs
 * (webhooks, e-mails) when their rows commit, on every instance: their claims skip each other's rows.
 */
export async function startJobs(handle: DbHandle, options: StartJobsOptions = {}): Promise<Jobs> {
  const boss = createJobQueue(handle);
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  const runJob = async (job: ScheduledJob) => {
    const result = await job.run(handle.db, clock.now());
    // A run that changed nothing (most of them) is not worth a line in production logs.
    const idle = Object.values(result ?? {}).every((count) => count === 0);
    logger[idle ? 'debug' : 'info']({ job: job.name, result }, 'job done');
    return result;
  };
  await boss.start();
  let woken: WakeOnCommit;
  try {
    for (const job of SCHEDULED_JOBS) {
      // stately: at most one waiting and one running, so a slow run never piles up behind itself.
      const bounds = {
        retryLimit: 3,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? DEFAULT_JOB_EXPIRY_SECONDS,
      };
      await boss.createQueue(job.name, { policy: 'stately', ...bounds });
      // createQueue leaves a queue made by an earlier release as it was: bring its bounds up to date.
      await boss.updateQueue(job.name, bounds);
      await boss.schedule(job.name, job.cron, null, { tz: job.tz });
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, () => runJob(job));
      // The stately queue keeps one waiting run, so instances starting together queue it once.
      if (await job.dueAtStart?.(handle.db, clock.now())) await boss.send(job.name);
    }
    const outboxJobs = SCHEDULED_JOBS.filter((job) => job.wokenBy);
    woken = wakeOnCommit(handle.db, new Map(outboxJobs.map((job) => [job.wokenBy!, () => runJob(job)])));
  } catch (error) {
    // A half-registered queue must not keep polling in the background.
    await boss.stop({ graceful: false });
    throw error;
  }
  let stopping: Promise<void> | undefined;
  const stop = (timeoutMs = 10_000) =>
    (stopping ??= Promise.all([woken.stop(timeoutMs), boss.stop({ graceful: true, timeout: timeoutMs })]).then(() => undefined));
  return { boss, stop };
}
