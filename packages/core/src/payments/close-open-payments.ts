import type { Db, Prisma } from '@tas/db';
import { releaseFlightReservation } from '../flights/release-reservation';
import { logger } from '../lib/logger';
import { paymentGatewayNamed } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { PAYMENT_METHOD_NAMES } from './present-payment';

type Tx = Prisma.TransactionClient;

export interface ClosedPayments {
  bookingId: string;
  /** Open payments closed with the booking: none when it was paid, or never charged (a manual record). */
  closed: number;
  /** Charges still open at the gateway, to void once the cancellation has committed. */
  charges: { paymentId: string; gateway: string; gatewayChargeId: string }[];
  /** How the booking's history names them ("PIX payment cancelled"), or null when none was open. */
  note: string | null;
}

/**
 * Row-locks the booking's payments. Called before the booking itself is locked: gateway events and
 * the expiry job lock a payment first and then its booking, and a cancellation takes them in the
 * same order, so the two never wait on each other in a cycle.
 */
export async function lockBookingPayments(tx: Tx, teamId: string, bookingId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM payments WHERE booking_id = ${bookingId}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
}

/**
 * In the cancelling transaction: the booking's open PIX or boleto payments close as `cancelled`
 * with it, so no payment can confirm a cancelled booking. Payments already paid stay as they are:
 * a refund is the agency's decision (its supplier's penalties apply), not a side effect of cancelling.
 */
export async function closeOpenPayments(tx: Tx, bookingId: string, now: Date): Promise<ClosedPayments> {
  const open = await tx.payment.findMany({
    where: { bookingId, status: 'pending' },
    select: { id: true, method: true, gateway: true, gatewayChargeId: true },
  });
  if (open.length > 0) {
    await tx.payment.updateMany({ where: { id: { in: open.map((p) => p.id) } }, data: { status: 'cancelled', updatedAt: now } });
  }
  const names = [...new Set(open.map((p) => PAYMENT_METHOD_NAMES[p.method]))];
  return {
    bookingId,
    closed: open.length,
    charges: open.flatMap((p) => (p.gatewayChargeId ? [{ paymentId: p.id, gateway: p.gateway, gatewayChargeId: p.gatewayChargeId }] : [])),
    note: names.length > 0 ? `${names.join(' and ')} payment cancelled` : null,
  };
}

/**
 * After the cancellation of an unpaid booking has committed: the closed charges are voided at the
 * gateway, so a late payer cannot pay them, and an online flight's seats (reserved at book) go back
 * to the airline, as when the payment expires. Best effort, logged. A paid booking is left to the
 * agency, at the supplier as at the gateway.
 */
export async function settleCancelledBooking(db: Db, teamId: string, closed: ClosedPayments): Promise<void> {
  if (closed.closed === 0) return;
  if (closed.charges.length > 0) {
    const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { settings: true } });
    const settings = readSettings(team.settings);
    for (const charge of closed.charges) {
      // Back to the gateway that took it: a test-mode charge was the sandbox's.
      await paymentGatewayNamed(settings, charge.gateway)
        ?.voidCharge(charge.gatewayChargeId)
        .catch((err: unknown) => logger.warn({ err, paymentId: charge.paymentId }, 'cancelled charge not voided at the gateway'));
    }
  }
  await releaseFlightReservation(db, closed.bookingId);
}
