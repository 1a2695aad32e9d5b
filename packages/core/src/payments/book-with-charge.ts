import { randomUUID } from 'node:crypto';
import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, BookingStatus, Client, Db, PaymentModel as Payment, Prisma, PrebookKind } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { newLocator } from '../lib/sequence';
import { enqueuePaymentInstructions, enqueuePaymentReceived } from '../mail/enqueue';
import { emitPaymentPaid } from '../outbound-webhooks/emit';
import { claimPrebook, releasePrebookClaim } from '../prebooks/prebook-token';
import type { KeyMode } from '../suppliers/key-mode';
import type { TSupplierIssue } from '../suppliers/supplier-issue';
import { chargeColumns, chargeGateway } from './charge';
import { undoCharge } from './charged-transaction';
import { closeIntent, intentStatus, markIntentBooked, openPaymentIntent } from './intents';
import type { TPaymentInput } from './payment-input';

/**
 * The hotel and flight book, with no transaction open across the call to the payment gateway
 * (issue 20: a charge held inside the book's transaction, up to 60 s, kept the team's booking
 * number row locked, and one slow gateway call stalled every other book of the team):
 *
 * 1. claim, one short transaction: the prebook token is taken by a conditional update, stamped with
 *    the booking-to-be's id and the Idempotency-Key; the booking number is drawn and the booking
 *    drafted; the payment intent is committed with the amount (its id is the payment's id-to-be);
 * 2. charge at the gateway (card, or the PIX/boleto charge's creation), no transaction open;
 * 3. record, one short transaction: the intent moves open -> booked, and the booking, its payment,
 *    status history, events, e-mails and follow-ups commit together.
 *
 * No booking row exists before its charge is recorded: lists, counters, queues, webhooks and e-mails
 * never see an attempt that is then declined. A declined attempt leaves a gap in the booking numbers.
 */

// 34^6 locators per team: a collision is rare, five in a row would mean something else is wrong.
const LOCATOR_ATTEMPTS = 5;

const METHOD_NAME = { pix: 'PIX', boleto: 'boleto', credit_card: 'credit card' } as const;
const KIND_NAME: Record<PrebookKind, string> = { hotel: 'Hotel', flight: 'Flight' };

/** A failed record whose charge the payments.intents job has taken over: the fault's 503. */
export const chargeStillBeingSettled = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'The payment of this book is still being settled; repeat the same request shortly');

/**
 * The same book repeated under its Idempotency-Key while the first one's charge is out, or being given
 * back by the payments.intents job. Not a server fault (nothing is down: the first request is still
 * being worked on), so the idempotency layer's answer for a request in progress: 409, repeat later.
 */
export const repeatStillBeingSettled = () =>
  ApiError.inProgress(
    'A request with this Idempotency-Key is still being processed: the payment of this book is still being settled; repeat the same request shortly',
  );

/** The booking a kind of book drafts from its claimed offer, inside the claim. */
export interface BookingDraft<Offer> {
  /** As stored, its booking number drawn and `metadata.supplier` as before payment; status is set at record. */
  data: Prisma.BookingUncheckedCreateInput;
  /** `metadata.supplier` before payment (awaiting_payment); awaiting_issue once a card paid. */
  issue: TSupplierIssue;
  offer: Offer;
}

export interface ChargedBooking<Offer> {
  booking: Booking;
  payment: Payment;
  charge: ChargeResult;
  offer: Offer;
}

export interface ChargedBookRequest<Offer> {
  kind: PrebookKind;
  teamId: string;
  actor: Actor;
  prebookToken: string;
  /** The book's Idempotency-Key (REST), stamped on the prebook: the same request repeated finds this booking. */
  idempotencyKey?: string;
  customer: Client;
  gateway: PaymentGateway;
  payment: TPaymentInput;
  remoteIp: string;
  /** Made with a test key: recorded on the booking, so what follows uses the sandbox too. */
  keyMode: KeyMode;
  /** In the claim: the booking-to-be for the claimed prebook's offer (draws the booking number). */
  draft(tx: Prisma.TransactionClient, offer: Prisma.JsonValue, now: Date): Promise<BookingDraft<Offer>>;
  /** In the record, after the booking and its payment: the kind's work due once they commit. */
  followUps(tx: Prisma.TransactionClient, booked: ChargedBooking<Offer>, now: Date): Promise<void>;
}

interface Claimed<Offer> extends BookingDraft<Offer> {
  bookingId: string;
  /** The payment's id-to-be and the gateway's reference. */
  intentId: string;
  amountCents: number;
  now: Date;
}

function isLocatorTaken(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('locator');
}

async function claim<Offer>(db: Db, request: ChargedBookRequest<Offer>): Promise<Claimed<Offer>> {
  const bookingId = randomUUID();
  const intentId = randomUUID();
  const now = clock.now();
  return db.$transaction(async (tx) => {
    const stamp = { bookingId, idempotencyKey: request.idempotencyKey };
    const prebook = await claimPrebook(tx, request.kind, request.teamId, request.prebookToken, stamp, now);
    const draft = await request.draft(tx, prebook.offer, now);
    // Both drafts (booking-record.ts) set the total; the schema's type has it optional (defaulted).
    const amountCents = draft.data.totalCents ?? prebook.totalCents;
    const intent = { id: intentId, teamId: request.teamId, gateway: request.gateway.name, bookingId, amountCents, now };
    await openPaymentIntent(tx, intent);
    return { ...draft, bookingId, intentId, amountCents, now };
  });
}

/** Gives the token back after a charge that took nothing (or was given back); the job does it if this fails. */
async function releaseClaim(db: Db, teamId: string, bookingId: string): Promise<void> {
  await releasePrebookClaim(db, teamId, bookingId).catch((err: unknown) =>
    logger.warn({ err, bookingId }, 'prebook token not released; the payments.intents job frees it'),
  );
}

/**
 * The gateway call, with no transaction open. Declined or unanswered: nothing was booked and the
 * token may book again at once (the same answers as ever: 400 PAYMENT_DECLINED, 502). The intent
 * stays open: after an unanswered call the job asks the gateway whether a charge was made after all.
 */
async function chargeClaimed<Offer>(db: Db, request: ChargedBookRequest<Offer>, claimed: Claimed<Offer>): Promise<ChargeResult> {
  try {
    return await chargeGateway(request.gateway, {
      paymentId: claimed.intentId,
      amountCents: claimed.amountCents,
      description: `${claimed.data.bookingNumber} ${claimed.data.title}`,
      customer: request.customer,
      payment: request.payment,
      remoteIp: request.remoteIp,
      now: claimed.now,
    });
  } catch (error) {
    await releaseClaim(db, request.teamId, claimed.bookingId);
    throw error;
  }
}

/**
 * The one place a charged booking and its payment are created (hotel and flight), in the record's
 * transaction: the intent booked first (its row lock keeps the job off until this commits), the
 * booking with its status from the charge, the payment with the charge's data, then what announces
 * them (payment.paid, the customer's e-mail, the status history and its events) and the follow-ups.
 */
async function createChargedBooking<Offer>(
  tx: Prisma.TransactionClient,
  request: ChargedBookRequest<Offer>,
  claimed: Claimed<Offer>,
  charge: ChargeResult,
): Promise<ChargedBooking<Offer>> {
  const { data, now } = claimed;
  await markIntentBooked(tx, claimed.intentId, { bookingId: claimed.bookingId, amountCents: claimed.amountCents, now });
  const paid = charge.status === 'paid';
  const status: BookingStatus = paid ? 'confirmed' : 'pending';
  const issue: TSupplierIssue = { ...claimed.issue, status: paid ? 'awaiting_issue' : 'awaiting_payment' };
  const booking = await tx.booking.create({
    data: {
      ...data,
      id: claimed.bookingId,
      status,
      // The drafts' metadata is always an object (hotels/booking-record.ts, flights/booking-record.ts).
      metadata: { ...(data.metadata as Prisma.InputJsonObject), supplier: issue, ...(request.keyMode === 'test' && { key_mode: 'test' }) },
    },
  });
  const method = request.payment.method;
  const payment = await tx.payment.create({
    data: {
      id: claimed.intentId,
      teamId: request.teamId,
      bookingId: booking.id,
      method,
      amountCents: booking.totalCents,
      currency: booking.currency,
      gateway: request.gateway.name,
      installments: method === 'credit_card' ? (request.payment.installments ?? 1) : 1,
      createdAt: now,
      ...chargeColumns(charge, now),
    },
  });
  // A card paid at once: payment.paid and the receipt commit with the booking; PIX/boleto: how to pay.
  if (paid) await emitPaymentPaid(tx, payment.id, now);
  await (paid ? enqueuePaymentReceived : enqueuePaymentInstructions)(tx, payment.id, now);
  const kind = KIND_NAME[request.kind];
  const note = paid ? `${kind} booked and paid by credit card` : `${kind} booked, awaiting ${METHOD_NAME[method]} payment`;
  await recordStatusChange(tx, { bookingId: booking.id, from: null, to: status, actor: request.actor, at: now, note });
  const booked = { booking, payment, charge, offer: claimed.offer };
  await request.followUps(tx, booked, now);
  return booked;
}

async function record<Offer>(db: Db, request: ChargedBookRequest<Offer>, claimed: Claimed<Offer>, charge: ChargeResult) {
  for (let attempt = 1; ; attempt++) {
    const data = attempt === 1 ? claimed.data : { ...claimed.data, locator: newLocator() };
    try {
      return await db.$transaction((tx) => createChargedBooking(tx, request, { ...claimed, data }, charge));
    } catch (error) {
      if (attempt >= LOCATOR_ATTEMPTS || !isLocatorTaken(error)) throw error;
    }
  }
}

/** The booking and payment a record committed although it reported a failure (its answer was lost). */
async function committed<Offer>(db: Db, claimed: Claimed<Offer>, charge: ChargeResult): Promise<ChargedBooking<Offer>> {
  const booking = await db.booking.findUnique({ where: { id: claimed.bookingId } });
  const payment = await db.payment.findUnique({ where: { id: claimed.intentId } });
  if (!booking || !payment) throw ApiError.unavailable();
  return { booking, payment, charge, offer: claimed.offer };
}

/**
 * The record failed while this process lives (the database restarting, a lost connection). The
 * intent says what happened: booked, it committed after all (answered as made); open, nothing was
 * recorded, so the charge is given back at once and the token freed (the answer is the failure's,
 * a 503 for a database out of reach); taken by the job, or unreadable, it is the job's to settle.
 * A charge that cannot be given back now stays with its open intent: the job refunds or voids it.
 */
async function settleFailedRecord<Offer>(
  db: Db,
  request: ChargedBookRequest<Offer>,
  claimed: Claimed<Offer>,
  charge: ChargeResult,
  error: unknown,
): Promise<ChargedBooking<Offer>> {
  logger.error({ err: error, bookingId: claimed.bookingId, intentId: claimed.intentId }, 'charged booking not recorded');
  const status = await intentStatus(db, claimed.intentId);
  if (status === 'booked') return committed(db, claimed, charge);
  if (status === 'open') {
    if (await undoCharge(request.gateway, charge.gatewayChargeId, charge.status === 'paid')) {
      await releaseClaim(db, request.teamId, claimed.bookingId);
      await closeIntent(db, claimed.intentId, 1, clock.now()).catch((err: unknown) =>
        logger.warn({ err, intentId: claimed.intentId }, 'payment intent not closed; the job finds its charge given back'),
      );
    }
    throw error;
  }
  throw status === null ? ApiError.unavailable() : chargeStillBeingSettled();
}

/** Claim, charge, record (see the top of this file): the booking and its payment, committed and charged. */
export async function bookWithCharge<Offer>(db: Db, request: ChargedBookRequest<Offer>): Promise<ChargedBooking<Offer>> {
  const claimed = await claim(db, request);
  const charge = await chargeClaimed(db, request, claimed);
  try {
    return await record(db, request, claimed, charge);
  } catch (error) {
    return settleFailedRecord(db, request, claimed, charge, error);
  }
}
