import type { Db } from '@tas/db';
import type { DuffelEventSubject } from '@tas/suppliers';
import { isUuid } from '../lib/zod-helpers';
import { failFollowUpNow, runFollowUpNow } from '../payments/follow-ups';

type OrderOutcome = Extract<DuffelEventSubject, { kind: 'order_created' | 'order_creation_failed' }>;

export const CREATION_FAILED =
  'The airline did not make the order Duffel had accepted (Duffel answered 202 Accepted, then sent order.creation_failed)';

/**
 * The outcome of an order Duffel answered 202, on the code path of the booking's flight_issue follow-up (the
 * job stays the fallback when no event comes): made, the follow-up runs now and looks the order up by its
 * reference as the job would, recording the locator; failed, the follow-up ends as after its last try, and the
 * paid booking waits in Emissões pendentes with the reason.
 */
export async function settleAcceptedOrder(db: Db, teamId: string, outcome: OrderOutcome): Promise<string> {
  const bookingId = outcome.reference;
  if (!bookingId || !isUuid(bookingId)) return `order ${outcome.orderId} names no booking of ours`;
  const followUp = await db.paymentFollowUp.findFirst({
    where: { teamId, bookingId, kind: 'flight_issue', status: 'pending' },
    select: { id: true },
  });
  if (!followUp) return `booking ${bookingId} has no reservation waiting`;
  if (outcome.kind === 'order_created') return `reservation follow-up ${await runFollowUpNow(db, followUp.id)}`;
  return `reservation follow-up ${await failFollowUpNow(db, followUp.id, CREATION_FAILED)}`;
}
