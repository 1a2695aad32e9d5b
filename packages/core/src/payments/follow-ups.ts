import type { Db, PaymentFollowUpKind, Prisma } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { attemptFlightReservation, giveUpFlightReservation } from '../flights/reservation-follow-up';
import { attemptHotelIssue, giveUpHotelIssue } from '../hotels/issue';
import { refundLatePayment } from './refund-late-payment';

type Tx = Prisma.TransactionClient;

/** What one attempt found: done (or nothing left to do), or a failure worth another try. */
export type FollowUpAttempt = { done: true } | { done: false; error: string };

interface FollowUpRow {
  id: string;
  team_id: string;
  booking_id: string;
  payment_id: string;
  kind: PaymentFollowUpKind;
  attempts: number;
}

/** Six tries over about half an hour (1, 2, 4, 8, 16 minutes apart); then the panel takes over. */
export const FOLLOW_UP_MAX_ATTEMPTS = 6;
// The in-process attempt right after the commit goes first; the job takes what it left (a crash, a failure).
const FIRST_JOB_DELAY_MS = 2 * 60_000;
// A claimed follow-up is not claimed again for this long (a supplier call may take a minute).
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

const backoffMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * 60_000;

/**
 * Records, in the payment event's (or booking's) own transaction, work due once it commits; a second
 * call for the same payment re-arms it. Answers the follow-up's id for the in-process first attempt.
 */
export async function enqueueFollowUp(
  tx: Tx,
  work: {
    kind: PaymentFollowUpKind;
    teamId: string;
    bookingId: string;
    paymentId: string;
    now: Date;
    /** When the job may first take it: after the in-process attempt has surely ended. */
    firstJobDelayMs?: number;
  },
): Promise<string> {
  const due = new Date(work.now.getTime() + (work.firstJobDelayMs ?? FIRST_JOB_DELAY_MS));
  const row = await tx.paymentFollowUp.upsert({
    where: { kind_paymentId: { kind: work.kind, paymentId: work.paymentId } },
    create: {
      kind: work.kind,
      teamId: work.teamId,
      bookingId: work.bookingId,
      paymentId: work.paymentId,
      nextAttemptAt: due,
      createdAt: work.now,
      updatedAt: work.now,
    },
    update: { status: 'pending', attempts: 0, nextAttemptAt: due, lastError: null, updatedAt: work.now },
    select: { id: true },
  });
  return row.id;
}

const ATTEMPTS: Record<PaymentFollowUpKind, (db: Db, row: FollowUpRow) => Promise<FollowUpAttempt>> = {
  hotel_issue: (db, row) => attemptHotelIssue(db, row.team_id, row.booking_id),
  flight_issue: (db, row) => attemptFlightReservation(db, row.team_id, row.booking_id),
  late_refund: (db, row) => refundLatePayment(db, row.team_id, row.payment_id),
};

// What the last failed try leaves: the booking flagged for the panel's queue (a refund has nothing to flag).
const GIVE_UPS: Partial<Record<PaymentFollowUpKind, (db: Db, teamId: string, bookingId: string) => Promise<void>>> = {
  hotel_issue: giveUpHotelIssue,
  flight_issue: giveUpFlightReservation,
};

async function attempt(db: Db, row: FollowUpRow): Promise<FollowUpAttempt> {
  try {
    return await ATTEMPTS[row.kind](db, row);
  } catch (err) {
    // Anything unexpected (database, settings) is retried like a supplier or gateway failure.
    logger.error({ err, followUpId: row.id, kind: row.kind }, 'payment follow-up attempt threw');
    return { done: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** One attempt and its record: done, another try later with backoff, or (the last try) failed for the panel. */
async function runClaimed(db: Db, row: FollowUpRow, now: Date): Promise<'done' | 'retry' | 'failed'> {
  const result = await attempt(db, row);
  if (result.done) {
    await db.paymentFollowUp.update({
      where: { id: row.id },
      data: { status: 'done', attempts: row.attempts + 1, lastError: null, updatedAt: clock.now() },
    });
    return 'done';
  }
  const attempts = row.attempts + 1;
  const lastError = result.error.slice(0, 500);
  if (attempts >= FOLLOW_UP_MAX_ATTEMPTS) {
    await giveUp(db, row, attempts, lastError);
    return 'failed';
  }
  logger.warn({ followUpId: row.id, kind: row.kind, attempts, error: lastError }, 'payment follow-up failed; retrying later');
  await db.paymentFollowUp.updateMany({
    where: { id: row.id, status: 'pending' },
    data: { attempts, lastError, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)), updatedAt: clock.now() },
  });
  return 'retry';
}

/** The follow-up failed for good: the booking flagged for the panel's queue with the reason. */
async function giveUp(db: Db, row: FollowUpRow, attempts: number, lastError: string): Promise<void> {
  logger.error(
    { followUpId: row.id, kind: row.kind, bookingId: row.booking_id, error: lastError },
    'payment follow-up failed for good; left to the panel',
  );
  await db.paymentFollowUp.updateMany({
    where: { id: row.id, status: 'pending' },
    data: { status: 'failed', attempts, lastError, updatedAt: clock.now() },
  });
  await GIVE_UPS[row.kind]?.(db, row.team_id, row.booking_id);
}

const RETURNING = 'id, team_id::text, booking_id::text, payment_id::text, kind::text AS kind, attempts';

/** The first attempt, in process, right after the transaction that recorded the follow-up committed. */
export async function runFollowUpNow(db: Db, followUpId: string): Promise<'done' | 'retry' | 'failed' | 'busy'> {
  const now = clock.now();
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  const rows = await db.$queryRawUnsafe<FollowUpRow[]>(
    `UPDATE payment_follow_ups SET next_attempt_at = $2 WHERE id = $1::uuid AND status = 'pending' RETURNING ${RETURNING}`,
    followUpId,
    lease,
  );
  return rows[0] ? runClaimed(db, rows[0], now) : 'busy';
}

/**
 * Ends a pending follow-up now as its last failed try would (the supplier's own word that the work cannot be
 * done, e.g. Duffel's order.creation_failed): 'busy' when it is no longer pending.
 */
export async function failFollowUpNow(db: Db, followUpId: string, error: string): Promise<'failed' | 'busy'> {
  const lease = new Date(clock.now().getTime() + CLAIM_LEASE_MS);
  const rows = await db.$queryRawUnsafe<FollowUpRow[]>(
    `UPDATE payment_follow_ups SET next_attempt_at = $2 WHERE id = $1::uuid AND status = 'pending' RETURNING ${RETURNING}`,
    followUpId,
    lease,
  );
  if (!rows[0]) return 'busy';
  await giveUp(db, rows[0], rows[0].attempts + 1, error.slice(0, 500));
  return 'failed';
}

/** The payments.follow-ups job: claims what is due (SKIP LOCKED, so instances never share one) and runs it. */
export async function runDueFollowUps(db: Db, now: Date): Promise<{ done: number; retried: number; failed: number }> {
  const run = { done: 0, retried: 0, failed: 0 };
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  const rows = await db.$queryRawUnsafe<FollowUpRow[]>(
    `UPDATE payment_follow_ups SET next_attempt_at = $2
     WHERE id IN (SELECT id FROM payment_follow_ups WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING ${RETURNING}`,
    now,
    lease,
  );
  for (const row of rows) {
    const outcome = await runClaimed(db, row, now);
    run[outcome === 'retry' ? 'retried' : outcome]++;
  }
  return run;
}
