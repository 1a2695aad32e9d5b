import type { Db } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { settleCancelledBooking } from './close-open-payments';
import { PAYMENT_METHOD_NAMES } from './present-payment';

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
      const row = await tx.payment.update({ where: { id }, data: { status: 'expired', updatedAt: now } });
      await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${row.bookingId}::uuid FOR UPDATE`;
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: row.bookingId } });
      if (booking.status === 'pending') {
        await tx.booking.update({ where: { id: booking.id }, data: { status: 'cancelled', updatedAt: now } });
        const note = `${PAYMENT_METHOD_NAMES[row.method]} payment expired unpaid`;
        await recordStatusChange(tx, { bookingId: booking.id, from: 'pending', to: 'cancelled', actor: EXPIRY, at: now, note });
      }
      return row;
    });
    if (!payment) continue;
    expired += 1;
    const charges = payment.gatewayChargeId
      ? [{ paymentId: payment.id, gateway: payment.gateway, gatewayChargeId: payment.gatewayChargeId }]
      : [];
    await settleCancelledBooking(db, payment.teamId, { bookingId: payment.bookingId, closed: 1, charges, note: null });
  }
  return { expired };
}
