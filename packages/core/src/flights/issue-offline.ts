import type { Db } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';
import type { TIssueOfflineInput } from './schemas';

const refuse = (message: string) => new ApiError(400, 'INVALID_STATUS_TRANSITION', message);

/**
 * Offline issuing: an agent issued the tickets at the consolidator and enters the airline locator.
 * Only a paid offline flight booking of the team, once, or a paid online one whose reservation the
 * follow-up job gave up on (the agent made or found it at the airline); it stays confirmed and reads
 * as issued by hand (mode manual). The typed locator is the agent's word, not proof that the reservation is this
 * team's, so it is never sent to the consolidator's cancel on the operator's shared account.
 */
export async function issueOfflineFlight(db: Db, teamId: string, agent: Actor, input: TIssueOfflineInput, auditBy: AuditActor) {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM bookings WHERE id = ${input.booking_id}::uuid AND team_id = ${teamId}::uuid AND type = 'flight' FOR UPDATE`;
    if (locked.length === 0) throw ApiError.notFound('Booking');
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: input.booking_id } });
    const issue = supplierIssueOf(booking.metadata);
    const failedOnline = issue?.mode === 'automatic' && issue.status === 'failed';
    if (issue?.mode !== 'manual' && !failedOnline) throw refuse('Only offline-supplier bookings are issued by hand');
    if (issue.status === 'issued') throw refuse('Booking already issued');
    if (booking.status === 'cancelled' || booking.status === 'completed') throw refuse(`Booking is ${booking.status}`);
    if (booking.status !== 'confirmed' || (!failedOnline && issue.status !== 'awaiting_issue')) throw refuse('Payment not received yet');
    const now = clock.now();
    const issued = { ...issue, mode: 'manual' as const, status: 'issued' as const, locator: input.external_locator };
    const saved = await tx.booking.update({
      where: { id: booking.id },
      data: { externalLocator: input.external_locator, metadata: withSupplierIssue(booking.metadata, issued), updatedAt: now },
    });
    const note = `Issued by ${agent.name} with locator ${input.external_locator}`;
    await recordStatusChange(tx, { bookingId: booking.id, from: booking.status, to: saved.status, actor: agent, at: now, note });
    await recordAudit(tx, auditBy, {
      action: 'flight.issued',
      subject: { type: 'booking', id: saved.id },
      details: { booking_number: saved.bookingNumber, locator: input.external_locator },
    });
    return { id: saved.id, booking_number: saved.bookingNumber, status: saved.status, external_locator: input.external_locator };
  });
}
