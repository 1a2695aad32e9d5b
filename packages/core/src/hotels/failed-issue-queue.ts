import type { Db, Prisma } from '@tas/db';
import { inTeam } from '../lib/team-scope';
import { FOLLOW_UP_MAX_ATTEMPTS } from '../payments/follow-ups';
import { supplierIssueOf } from '../suppliers/supplier-issue';
import { presentQueuedHotel, QUEUED_HOTEL_INCLUDE } from './to-confirm-queue';

/**
 * The panel's "failed issues" queue: paid automatic-mode hotel bookings whose supplier reservation
 * failed, given up after the job's last try (`failed`) or still being retried (`retrying`), oldest first.
 */
export async function failedIssueQueue(db: Db, teamId: string) {
  const followUps = await db.paymentFollowUp.findMany({
    where: inTeam(teamId, {
      kind: 'hotel_issue',
      OR: [{ status: 'failed' }, { status: 'pending', attempts: { gt: 0 } }],
      booking: { status: 'confirmed' },
    } satisfies Prisma.PaymentFollowUpWhereInput),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 200,
    include: { booking: { include: QUEUED_HOTEL_INCLUDE } },
  });
  return {
    bookings: followUps.flatMap((followUp) => {
      const status = supplierIssueOf(followUp.booking.metadata)?.status;
      if (status !== 'failed' && status !== 'awaiting_issue') return [];
      return [
        {
          ...presentQueuedHotel(followUp.booking),
          issue_attempts: {
            state: status === 'failed' ? ('failed' as const) : ('retrying' as const),
            attempts: followUp.attempts,
            max_attempts: FOLLOW_UP_MAX_ATTEMPTS,
            next_attempt_at: status === 'failed' ? null : followUp.nextAttemptAt.toISOString(),
            last_error: followUp.lastError,
          },
        },
      ];
    }),
  };
}
