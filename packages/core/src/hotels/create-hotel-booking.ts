import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, Client, Db, PaymentModel as Payment, Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { chargeColumns, chargeGateway } from '../payments/charge';
import { hotelBookingData } from './booking-record';
import { readPrebookOffer } from './prebook-offer';
import { consumePrebook } from './prebook-token';
import type { THotelBookInput } from './schemas';
import { withSupplierIssue } from './supplier-issue';

export interface HotelBookingRequest {
  teamId: string;
  actor: Actor;
  input: THotelBookInput;
  customer: Client;
  gateway: PaymentGateway;
  mode: 'automatic' | 'manual';
  remoteIp: string;
}

export interface CreatedHotelBooking {
  booking: Booking;
  payment: Payment;
  charge: ChargeResult;
}

// 34^6 locators per team: a collision is rare, five in a row would mean something else is wrong.
const LOCATOR_ATTEMPTS = 5;
// The charge runs inside the transaction (a declined card must undo everything): allow the gateway's own timeout.
const TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

function isLocatorTaken(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('locator');
}

/**
 * One transaction: claim the prebook token, create the booking and its payment, charge the gateway.
 * A declined card (or any failure) rolls all of it back and the token stays usable; a card that
 * pays confirms the booking at once, PIX and boleto leave both pending until the webhook.
 */
async function bookInTransaction(tx: Prisma.TransactionClient, request: HotelBookingRequest, onCharged: (charge: ChargeResult) => void) {
  const { teamId, input, gateway } = request;
  const now = clock.now();
  const prebook = await consumePrebook(tx, teamId, input.prebook_token, now);
  const offer = readPrebookOffer(prebook.offer);
  const pendingIssue = { mode: request.mode, status: 'awaiting_payment' as const, locator: null };
  const booking = await tx.booking.create({ data: await hotelBookingData(tx, { teamId, customer: request.customer, offer, input, issue: pendingIssue, now }) });
  const method = input.payment.method;
  const payment = await tx.payment.create({
    data: {
      teamId,
      bookingId: booking.id,
      method,
      status: 'pending',
      amountCents: prebook.totalCents,
      currency: prebook.currency,
      gateway: gateway.name,
      installments: method === 'credit_card' ? (input.payment.installments ?? 1) : 1,
      createdAt: now,
      updatedAt: now,
    },
  });
  const charge = await chargeGateway(gateway, {
    paymentId: payment.id,
    amountCents: prebook.totalCents,
    description: `${booking.bookingNumber} ${booking.title}`,
    customer: request.customer,
    payment: input.payment,
    remoteIp: request.remoteIp,
    now,
  });
  onCharged(charge);
  const paid = charge.status === 'paid';
  const paidPayment = await tx.payment.update({ where: { id: payment.id }, data: chargeColumns(charge, now) });
  const issue = { ...pendingIssue, status: paid ? ('awaiting_issue' as const) : ('awaiting_payment' as const) };
  const saved = await tx.booking.update({
    where: { id: booking.id },
    data: { status: paid ? 'confirmed' : 'pending', metadata: withSupplierIssue(booking.metadata, issue) },
  });
  const note = paid ? 'Hotel booked and paid by credit card' : `Hotel booked, awaiting ${method === 'pix' ? 'PIX' : 'boleto'} payment`;
  await recordStatusChange(tx, { bookingId: booking.id, from: null, to: saved.status, actor: request.actor, at: now, note });
  await tx.prebook.update({ where: { id: prebook.id }, data: { bookingId: booking.id } });
  return { booking: saved, payment: paidPayment, charge };
}

/** Money taken for a transaction that then failed to commit goes back (best effort, logged). */
async function undoCharge(gateway: PaymentGateway, charge: ChargeResult): Promise<void> {
  try {
    if (charge.status === 'paid') await gateway.refund(charge.gatewayChargeId);
    else await gateway.voidCharge(charge.gatewayChargeId);
  } catch (err) {
    logger.error({ err, gatewayChargeId: charge.gatewayChargeId }, 'charge of a rolled-back booking could not be undone');
  }
}

export async function createHotelBooking(db: Db, request: HotelBookingRequest): Promise<CreatedHotelBooking> {
  for (let attempt = 1; ; attempt++) {
    let charged: ChargeResult | null = null;
    try {
      return await db.$transaction((tx) => bookInTransaction(tx, request, (charge) => (charged = charge)), TRANSACTION);
    } catch (error) {
      if (charged) await undoCharge(request.gateway, charged);
      // The failed transaction rolled back its booking number too, so the retry draws both afresh.
      if (attempt >= LOCATOR_ATTEMPTS || !isLocatorTaken(error)) throw error;
    }
  }
}
