import type { AirlineChange } from '@tas/suppliers';
import type { Db, Prisma, ScheduleChangeStatus } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordStatusChange, type Actor } from '../bookings/status';
import { confirmCancellation } from '../cancellations/confirm';
import { quoteCancellation } from '../cancellations/quote';
import { clock } from '../lib/clock';
import { fromCents } from '../lib/money';
import { askDuffel, duffelOfTeam, orderIdOf, pendingScheduleChange } from './duffel-of-team';
import { emitScheduleChanged } from './emit-schedule-changed';
import { findScheduleChange, presentScheduleChange } from './list-schedule-changes';

/** Asking for another flight is the order change flow (confirm-order-change.ts), not a decision here. */
export type ScheduleDecision = 'accept' | 'cancel';

const DECIDED: Record<ScheduleDecision, ScheduleChangeStatus> = { accept: 'accepted', cancel: 'cancelled' };
const NOTES: Record<ScheduleDecision, string> = {
  accept: 'Airline schedule change accepted at Duffel',
  cancel: 'Order cancelled at Duffel after the airline schedule change',
};

/**
 * The agent's answer to an airline's change, through Duffel: accept (`actions/accept`), or cancel (the
 * booking's cancellation with the supplier's refund,
 * as the cancellations endpoint does, then `action_taken: cancelled` where Duffel offers `update`). What Duffel
 * answered goes on the change and a line in the booking's history; booking.schedule_changed tells the endpoints.
 */
export async function decideScheduleChange(
  db: Db,
  teamId: string,
  id: string,
  decision: ScheduleDecision,
  actor: Actor,
  auditBy: AuditActor,
) {
  const row = await pendingScheduleChange(db, teamId, id, decision);
  const duffel = await duffelOfTeam(db, teamId);
  const ask = <T>(run: (signal: AbortSignal) => Promise<T>) => askDuffel(run);
  const orderId = await orderIdOf(db, row.bookingId);

  let outcome: Prisma.InputJsonObject;
  if (decision === 'accept') {
    const answered = await ask((signal) => duffel.acceptChange(row.supplierChangeId, { signal }));
    outcome = { action_taken: answered.actionTaken };
  } else {
    outcome = await cancelAtDuffel(db, teamId, row.bookingId, actor, auditBy);
    const current: AirlineChange = await ask((signal) => duffel.airlineChange(orderId, row.supplierChangeId, { signal }));
    if (!current.actionTaken && current.availableActions.includes('update')) {
      const updated = await ask((signal) => duffel.recordChangeAction(row.supplierChangeId, 'cancelled', { signal }));
      outcome = { ...outcome, action_taken: updated.actionTaken };
    }
  }

  const now = clock.now();
  await db.$transaction(async (tx) => {
    const moved = await tx.scheduleChange.updateMany({
      where: { id, teamId, status: 'pending' },
      data: { status: DECIDED[decision], decidedByName: actor.name, decidedAt: now, outcome, updatedAt: now },
    });
    if (moved.count === 0) return;
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: row.bookingId }, select: { status: true } });
    await recordStatusChange(tx, {
      bookingId: row.bookingId,
      from: booking.status,
      to: booking.status,
      actor,
      at: now,
      note: NOTES[decision],
    });
    await emitScheduleChanged(tx, id, now);
  });
  return presentScheduleChange((await findScheduleChange(db, teamId, id))!);
}

/** The booking cancelled with the refund Duffel's cancellation quote gives, through the cancellations code (once). */
async function cancelAtDuffel(
  db: Db,
  teamId: string,
  bookingId: string,
  actor: Actor,
  auditBy: AuditActor,
): Promise<Prisma.InputJsonObject> {
  const quote = await quoteCancellation(db, teamId, bookingId);
  const settled = await confirmCancellation(db, teamId, actor, bookingId, quote.refundCents, auditBy);
  return {
    supplier_penalty: fromCents(settled.booking.cancellationPenaltyCents ?? quote.penaltyCents),
    refund: fromCents(settled.booking.cancellationRefundCents ?? quote.refundCents),
    currency: quote.currency,
    supplier_refund: quote.supplierAmount ? { amount: quote.supplierAmount.amount, currency: quote.supplierAmount.currency } : null,
  };
}
