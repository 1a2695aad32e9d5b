import type { ChargeResult, PaymentGateway } from '@tas/payments';
import type { Booking, Client, Db, PaymentModel as Payment, Prisma } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { enqueuePaymentInstructions, enqueuePaymentReceived } from '../mail/enqueue';
import { emitPaymentPaid } from '../outbound-webhooks/emit';
import { chargeColumns, chargeGateway } from './charge';
import { closeIntent, markIntentBooked, openPaymentIntent } from './intents';
import type { TPaymentInput } from './payment-input';

// 34^6 locators per team: a collision is rare, five in a row would mean something else is wrong.
const LOCATOR_ATTEMPTS = 5;
// A charge or refund runs inside its transaction (a declined card must undo everything; a refund
// holds its payment's lock): allow the gateway's own timeout.
export const GATEWAY_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

function isLocatorTaken(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('locator');
}

/** Gives back money taken at the gateway: a paid charge is refunded, a pending one voided. False when that failed (logged). */
export async function undoCharge(gateway: PaymentGateway, gatewayChargeId: string, paid: boolean): Promise<boolean> {
  try {
    if (paid) await gateway.refund(gatewayChargeId);
    else await gateway.voidCharge(gatewayChargeId);
    return true;
  } catch (err) {
    logger.error({ err, gatewayChargeId }, 'charge could not be undone at the gateway');
    return false;
  }
}

/** What chargeBooking reports to: the intent the charge is made under, and the charge once made. */
export interface OnCharged {
  /** The committed payment intent (the payment's id-to-be); null for the sandbox, which takes no money. */
  intentId: string | null;
  charged(charge: ChargeResult): void;
}

/**
 * Runs one booking transaction that charges the gateway (hotel and flight book). A payment intent is
 * committed first, so a process that dies after the charge and before the commit leaves one open for
 * the payments.intents job to settle at the gateway (intents.ts). A transaction that fails after
 * charging gets its charge undone here; a locator collision is retried with fresh numbers (the
 * rolled-back transaction released its booking number too).
 */
export async function inChargedTransaction<T>(
  db: Db,
  teamId: string,
  gateway: PaymentGateway,
  run: (tx: Prisma.TransactionClient, onCharged: OnCharged) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let charged: ChargeResult | null = null;
    const intentId = gateway.name === 'sandbox' ? null : await openPaymentIntent(db, { teamId, gateway: gateway.name, now: clock.now() });
    try {
      return await db.$transaction((tx) => run(tx, { intentId, charged: (charge) => (charged = charge) }), GATEWAY_TRANSACTION);
    } catch (error) {
      const charge = charged as ChargeResult | null;
      const undone = charge ? await undoCharge(gateway, charge.gatewayChargeId, charge.status === 'paid') : false;
      // Undone here: nothing left for the job. Otherwise (no answer from the gateway, a decline, a
      // failed undo) the job asks the gateway what was charged under the intent, minutes from now.
      if (intentId && undone)
        await closeIntent(db, intentId, 1, clock.now()).catch((err: unknown) =>
          logger.warn({ err, intentId }, 'payment intent not closed'),
        );
      if (attempt >= LOCATOR_ATTEMPTS || !isLocatorTaken(error)) throw error;
    }
  }
}

export interface BookingChargeRequest {
  teamId: string;
  booking: Booking;
  gateway: PaymentGateway;
  customer: Client;
  payment: TPaymentInput;
  remoteIp: string;
  now: Date;
  onCharged: OnCharged;
}

/** The booking's payment row and its charge at the gateway, inside the booking's transaction. */
export async function chargeBooking(
  tx: Prisma.TransactionClient,
  request: BookingChargeRequest,
): Promise<{ payment: Payment; charge: ChargeResult }> {
  const { booking, payment: input, now } = request;
  const { intentId } = request.onCharged;
  const payment = await tx.payment.create({
    data: {
      ...(intentId && { id: intentId }),
      teamId: request.teamId,
      bookingId: booking.id,
      method: input.method,
      status: 'pending',
      amountCents: booking.totalCents,
      currency: booking.currency,
      gateway: request.gateway.name,
      installments: input.method === 'credit_card' ? (input.installments ?? 1) : 1,
      createdAt: now,
      updatedAt: now,
    },
  });
  // Booked only if this transaction commits; its row stays locked through the charge meanwhile.
  if (intentId) await markIntentBooked(tx, intentId, { bookingId: booking.id, amountCents: booking.totalCents, now });
  const charge = await chargeGateway(request.gateway, {
    paymentId: payment.id,
    amountCents: booking.totalCents,
    description: `${booking.bookingNumber} ${booking.title}`,
    customer: request.customer,
    payment: input,
    remoteIp: request.remoteIp,
    now,
  });
  request.onCharged.charged(charge);
  const charged = await tx.payment.update({ where: { id: payment.id }, data: chargeColumns(charge, now) });
  // A card paid at once: payment.paid commits with the booking (a declined card rolls both back).
  if (charged.status === 'paid') await emitPaymentPaid(tx, charged.id, now);
  // The customer's e-mail (how to pay a PIX/boleto, or the card's receipt) commits with the booking too.
  await (charged.status === 'paid' ? enqueuePaymentReceived : enqueuePaymentInstructions)(tx, charged.id, now);
  return { payment: charged, charge };
}
