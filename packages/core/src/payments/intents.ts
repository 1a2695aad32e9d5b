import { randomUUID } from 'node:crypto';
import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { logger } from '../lib/logger';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';

/**
 * Payment intents: a charge attempt written (and committed) before the gateway is called, so that a
 * process killed between the gateway's charge and the booking's commit leaves a trace. The book's
 * transaction marks its intent booked; the payments.intents job looks the ones left open up at the
 * gateway by their reference and gives back any money found (issue 11: SIGKILL mid card book kept a
 * customer's money without a booking).
 */

/**
 * How long after it opened an intent is left alone: a book's transaction is over well before (its
 * gateway call times out at 15 s, the transaction at 60 s), committed (booked) or rolled back. Safety
 * does not rest on it (a book holds its intent's row lock from before the charge, and one taken back
 * first fails before charging); it only spares books in flight. `PAYMENT_INTENT_GRACE_SECONDS`
 * shortens it (the soak: a minute).
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
 * Opens an intent on its own connection (committed at once, before the book's transaction starts);
 * its id is the payment's id-to-be and the gateway's `externalReference`.
 */
export async function openPaymentIntent(db: Db, intent: { teamId: string; gateway: string; now: Date }): Promise<string> {
  const id = randomUUID();
  await db.paymentIntent.create({
    data: {
      id,
      teamId: intent.teamId,
      gateway: intent.gateway,
      nextCheckAt: new Date(intent.now.getTime() + INTENT_GRACE_MS),
      createdAt: intent.now,
      updatedAt: intent.now,
    },
  });
  return id;
}

/**
 * In the book's transaction, before the charge: the intent becomes booked when (and only if) the
 * booking and its payment commit, and its row stays locked meanwhile, so the job never takes it
 * back under a book in flight. One the job has already taken back fails the book before any charge.
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
  if (count === 0) throw new ApiError(409, 'CONFLICT', 'The payment attempt expired before it was charged; book again');
}

/** The book undid its own charge (or never charged): nothing for the job to look for. */
export async function closeIntent(db: Db, intentId: string, chargesUndone: number, now: Date): Promise<void> {
  await db.paymentIntent.updateMany({ where: { id: intentId, status: 'open' }, data: { status: 'closed', chargesUndone, updatedAt: now } });
}

interface IntentRow {
  id: string;
  team_id: string;
  gateway: string;
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
 * The payments.intents job: claims the intents left open past the grace (SKIP LOCKED, and a book in
 * flight holds its intent's row lock), looks each up at the gateway, refunds or voids what it finds,
 * and closes it. However many instances run it, one claims each intent at a time.
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
     RETURNING id::text, team_id::text, gateway, attempts`,
    now,
    new Date(now.getTime() + CLAIM_LEASE_MS),
  );
  for (const row of rows) run[await runClaimed(db, row, now)]++;
  return run;
}
