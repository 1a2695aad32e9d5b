import type { Booking, Db, PaymentModel as Payment, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { inTeam } from '../lib/team-scope';
import { isUuid } from '../lib/zod-helpers';
import { readSettings } from '../teams/settings';
import { agencyFeeCents } from './agency-fee';
import { supplierPenalty, type SupplierPenalty } from './supplier-penalty';

export type CancellableBooking = Booking & { team: { settings: Prisma.JsonValue }; payments: Payment[] };

/** What cancelling the booking now costs and gives back, in the payment's currency (cents). */
export interface CancellationQuote extends SupplierPenalty {
  booking: CancellableBooking;
  currency: string;
  /** What the customer has paid and not had back. */
  paidCents: number;
  feeCents: number;
  refundCents: number;
  quotedAt: Date;
}

/** The paid payment a cancellation refunds (the newest), or null when nothing was paid. */
export const paidPaymentOf = (payments: Payment[]) => payments.find((p) => p.status === 'paid' && p.gatewayChargeId) ?? null;

export async function findCancellableBooking(
  db: Db | Prisma.TransactionClient,
  teamId: string,
  bookingId: string,
): Promise<CancellableBooking> {
  if (!isUuid(bookingId)) throw ApiError.notFound('Booking');
  const booking = await db.booking.findFirst({
    where: inTeam(teamId, { id: bookingId }),
    include: { team: { select: { settings: true } }, payments: { orderBy: { createdAt: 'desc' } } },
  });
  if (!booking) throw ApiError.notFound('Booking');
  return booking;
}

/**
 * The refund is what was paid less the supplier's penalty and the agency's fee, never below zero;
 * the fee takes only what the penalty leaves.
 */
export function splitRefund(paidCents: number, penaltyCents: number, feeCents: number) {
  const fee = Math.min(feeCents, Math.max(0, paidCents - penaltyCents));
  return { feeCents: fee, refundCents: Math.max(0, paidCents - penaltyCents - fee) };
}

/** Asks the supplier and adds the agency's fee; refuses a booking that cannot be cancelled any more. */
export async function quoteCancellation(db: Db, teamId: string, bookingId: string): Promise<CancellationQuote> {
  const booking = await findCancellableBooking(db, teamId, bookingId);
  if (booking.status === 'completed') {
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'A completed booking cannot be cancelled');
  }
  if (booking.cancellationRefundCents !== null) {
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'This booking was already cancelled with a refund');
  }
  const payment = paidPaymentOf(booking.payments);
  const paidCents = payment ? payment.amountCents - (payment.refundedCents ?? 0) : 0;
  const penalty = await supplierPenalty(db, teamId, booking);
  const split = splitRefund(paidCents, penalty.penaltyCents, agencyFeeCents(readSettings(booking.team.settings), paidCents));
  return { ...penalty, ...split, booking, currency: payment?.currency ?? booking.currency, paidCents, quotedAt: clock.now() };
}
