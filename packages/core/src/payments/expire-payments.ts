import type { Db } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { releaseFlightReservation } from '../flights/release-reservation';
import { logger } from '../lib/logger';
import { teamPaymentGateway } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';

const EXPIRY: Actor = { type: 'system', name: 'Payment expiry' };
// A job runs this every minute or so; a backlog drains over a few runs.
const BATCH = 200;

/**
 * PIX and boleto payments still pending past `expires_at` expire, and their pending bookings are
 * cancelled (kept, with history). The charge is then voided at the gateway, best effort, so a late
 * payer cannot pay a cancelled booking. For a scheduled job (jobs/schedules.ts).
 */
export async function expireOverduePayments(db: Db, now: Date): Promise<{ expired: number }> {
  const overdue = await db.payment.findMany({
    where: { status: 'pending', expiresAt: { lt: now } },
    select: { id: true },
    orderBy: { expiresAt: 'asc' },
    take: BATCH,
  });
  let expired = 0;
  for (const { id } of overdue) {
    const payment = await db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM payments WHERE id = ${id}::uuid AND status = 'pending' FOR UPDATE`;
      if (locked.length === 0) return null;
      const row = await tx.payment.update({ where: { id }, data: { status: 'expired', updatedAt: now }, include: { team: { select: { settings: true } } } });
      await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${row.bookingId}::uuid FOR UPDATE`;
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: row.bookingId } });
      if (booking.status === 'pending') {
        await tx.booking.update({ where: { id: booking.id }, data: { status: 'cancelled', updatedAt: now } });
        const note = `${row.method === 'pix' ? 'PIX' : 'Boleto'} payment expired unpaid`;
        await recordStatusChange(tx, { bookingId: booking.id, from: 'pending', to: 'cancelled', actor: EXPIRY, at: now, note });
      }
      return { ...row, bookingType: booking.type };
    });
    if (!payment) continue;
    expired += 1;
    if (payment.bookingType === 'flight') await releaseFlightReservation(db, payment.bookingId);
    if (payment.gatewayChargeId) {
      await teamPaymentGateway(readSettings(payment.team.settings))
        ?.voidCharge(payment.gatewayChargeId)
        .catch((err: unknown) => logger.warn({ err, paymentId: payment.id }, 'expired charge not voided at the gateway'));
    }
  }
  return { expired };
}
