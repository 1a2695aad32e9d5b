import { randomUUID } from 'node:crypto';
import type { Db, Prisma } from '@tas/db';
import { logger } from '../lib/logger';
import { releasePrebookClaim } from '../prebooks/prebook-token';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';

/**
 * Payment intents: a charge attempt written (and committed, with the book's claim of its prebook
 * token) before the gateway is called, so that a process killed between the gateway's charge and
 * the booking's record leaves a trace. The book's record step marks its intent booked; the
 * payments.intents job looks the ones left open up at the gateway by their reference, gives back any
 * money found and frees the token the book had claimed (issue 11: SIGKILL mid card book kept a
 * customer's money without a booking; issue 20: no transaction stays open across the charge).
 */

/**
 * How long after it opened an intent is left alone: a book has recorded or given back its charge
 * well before (each gateway call times out at 15 s; the record is one short transaction). Money
 * does not rest on it: the record moves the intent open -> booked in one conditional update, so once
 * the job has taken it (checking) the record fails and the charge is the job's to give back; it only
 * spares books in flight. `PAYMENT_INTENT_GRACE_SECONDS` shortens it (the soak: a minute).
 */
export const INTENT_GRACE_MS = Math.max(60, Number(process.env.PAYMENT_INTENT_GRACE_SECONDS ?? 300) || 300) * 1000;
// A claimed intent is not claimed again for this long (a gateway call may take a while).
const CLAIM_LEASE_MS = 5 * 60_000;
/** Six tries over about an hour; then it is left `failed` with its error, logged for a person. */
export const INTENT_MAX_ATTEMPTS = 6;
// Booked and closed intents are kept this long for looking into a charge, then purged.
const KEEP_MS = 30 * 24 * 3_600_000;
const BATCH = 20;

const backoffMs = (attempts: number) => 2 ** Math.max(0, attempts - 1) * 2 * 60_000;

type Tx = Prisma.TransactionClient;

/**
 * Opens an intent, committed before the gateway is called (in the book's claim); its id is the
 * payment's id-to-be and the gateway's `externalReference`. A book's intent names its booking-to-be
 * and amount from the start: the job frees that booking's prebook token once it has given back.
 */
export async function openPaymentIntent(
  db: Db | Tx,
  intent: { id?: string; teamId: string; gateway: string; bookingId?: string; amountCents?: number; now: Date },
): Promise<string> {
  const id = intent.id ?? randomUUID();
  await db.paymentIntent.create({
    data: {
      id,
      teamId: intent.teamId,
      gateway: intent.gateway,
      bookingId: intent.bookingId ?? null,
      amountCents: intent.amountCents ?? null,
      nextCheckAt: new Date(intent.now.getTime() + INTENT_GRACE_MS),
      createdAt: intent.now,
      updatedAt: intent.now,
    },
  });
  return id;
}

/** The job took the intent before the book recorded its charge: the charge is the job's to give back. */
export class IntentNotOpenError extends Error {
  override readonly name = 'IntentNotOpenError';
  constructor(readonly intentId: string) {
    super(`payment intent ${intentId} is no longer open`);
  }
}

/**
 * In the book's record transaction, first: the intent becomes booked when (and only if) the booking
 * and its payment commit, and its row stays locked until then, so the job (SKIP LOCKED) never takes
 * it back under a record in flight. One the job has already taken fails the record.
 */
export async function markIntentBooked(
  tx: Tx,
  intentId: string,
  booking: { bookingId: string; amountCents: number; now: Date },
): Promise<void> {
  const { count } = await tx.paymentIntent.updateMany({
    where: { id: intentId, status: 'open' },
    data: { status: 'booked', bookingId: booking.bookingId, amountCents: booking.amountCents, updatedAt: booking.now },
  });
  if (count === 0) throw new IntentNotOpenError(intentId);
}

/** Where an intent stands now (a book reads it back after its record failed); null if unreadable. */
export async function intentStatus(db: Db, intentId: string): Promise<string | null> {
  const row = await db.paymentIntent.findUnique({ where: { id: intentId }, select: { status: true } }).catch((err: unknown) => {
    logger.warn({ err, intentId }, 'payment intent could not be read back');
    return null;
  });
  return row?.status ?? null;
}

/** The book undid its own charge (or never charged): nothing for the job to look for. */
export async function closeIntent(db: Db, intentId: string, chargesUndone: number, now: Date): Promise<void> {
  await db.paymentIntent.updateMany({ where: { id: intentId, status: 'open' }, data: { status: 'closed', chargesUndone, updatedAt: now } });
}

interface IntentRow {
  id: string;
  team_id: string;
  gateway: string;
  /** The booking-to-be of the book that opened it (null for an intent opened without one). */
  booking_id: string | null;
  attempts: number;
}

type Outcome = 'closed' | 'retried' | 'failed';

/** Looks one intent up at its gateway and gives back what is found; the number of charges undone. */
async function giveBack(db: Db, row: IntentRow): Promise<number> {
  // Defensive: the payment committed means the booking did (they commit together with the intent).
  if (await db.payment.findUnique({ where: { id: row.id }, select: { id: true } })) return 0;
  const team = await db.team.findUnique({ where: { id: row.team_id }, select: { settings: true } });
  const gateway = team && paymentGatewayNamed(readSettings(team.settings), row.gateway);
  if (!gateway) throw new Error(`The ${row.gateway} payment gateway is no longer set up for this team`);
  let undone = 0;
  for (const charge of await gateway.findCharges(row.id)) {
    if (charge.status === 'closed') continue;
    if (charge.status === 'paid') await gateway.refund(charge.gatewayChargeId);
    else await gateway.voidCharge(charge.gatewayChargeId);
    undone++;
    logger.warn(
      { intentId: row.id, teamId: row.team_id, gatewayChargeId: charge.gatewayChargeId, paid: charge.status === 'paid' },
      'charge without a booking given back',
    );
  }
  return undone;
}

async function runClaimed(db: Db, row: IntentRow, now: Date): Promise<Outcome> {
  try {
    const undone = await giveBack(db, row);
    // The money is back: the token the book claimed may book again (kept if its booking was
    // recorded). Before the close, so a failure here leaves the intent to be taken again.
    if (row.booking_id) await releasePrebookClaim(db, row.team_id, row.booking_id);
    await db.paymentIntent.updateMany({
      where: { id: row.id, status: 'checking' },
      data: { status: 'closed', chargesUndone: undone, lastError: null, updatedAt: now },
    });
    return 'closed';
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (row.attempts >= INTENT_MAX_ATTEMPTS) {
      logger.error(
        { intentId: row.id, teamId: row.team_id, error: lastError },
        'payment intent could not be checked at the gateway; left for a person',
      );
      await db.paymentIntent.updateMany({
        where: { id: row.id, status: 'checking' },
        data: { status: 'failed', lastError, updatedAt: now },
      });
      return 'failed';
    }
    logger.warn({ intentId: row.id, attempts: row.attempts, error: lastError }, 'payment intent check failed; retrying later');
    await db.paymentIntent.updateMany({
      where: { id: row.id, status: 'checking' },
      data: { lastError, nextCheckAt: new Date(now.getTime() + backoffMs(row.attempts)), updatedAt: now },
    });
    return 'retried';
  }
}

/**
 * The payments.intents job: claims the intents left open past the grace (SKIP LOCKED: a book's record
 * in flight holds its intent's row lock), looks each up at the gateway, refunds or voids what it
 * finds, frees the book's prebook token and closes it. However many instances run it, one claims
 * each intent at a time.
 */
export async function runDueIntents(db: Db, now: Date): Promise<{ closed: number; retried: number; failed: number }> {
  const run = { closed: 0, retried: 0, failed: 0 };
  await db.paymentIntent.deleteMany({
    where: { status: { in: ['booked', 'closed'] }, updatedAt: { lt: new Date(now.getTime() - KEEP_MS) } },
  });
  const rows = await db.$queryRawUnsafe<IntentRow[]>(
    `UPDATE payment_intents SET status = 'checking', attempts = attempts + 1, next_check_at = $2, updated_at = $1
     WHERE id IN (SELECT id FROM payment_intents WHERE status IN ('open', 'checking') AND next_check_at <= $1
                  ORDER BY next_check_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id::text, team_id::text, gateway, booking_id::text, attempts`,
    now,
    new Date(now.getTime() + CLAIM_LEASE_MS),
  );
  for (const row of rows) run[await runClaimed(db, row, now)]++;
  return run;
}
