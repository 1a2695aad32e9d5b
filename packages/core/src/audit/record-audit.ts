import type { Prisma } from '@tas/db';
import { clock } from '../lib/clock';
import type { AuditAction } from './actions';
import type { AuditActor } from './actor';
import { sanitiseDetails, type AuditDetails } from './sanitise-details';

export interface AuditEntry {
  action: AuditAction;
  /** What it was done to, e.g. { type: 'booking', id }. */
  subject?: { type: string; id: string } | null;
  /** A few facts worth reading later; sanitised (never a secret) before it is stored. */
  details?: AuditDetails;
}

/**
 * Writes one audit event with the transaction client of the action it records, so the event and
 * the change commit or roll back together (an event never claims what did not happen).
 */
export async function recordAudit(tx: Prisma.TransactionClient, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.auditEvent.create({
    data: {
      teamId: actor.teamId,
      actorUserId: actor.userId,
      actorApiKeyId: actor.apiKeyId,
      actorLabel: actor.label.slice(0, 200),
      action: entry.action,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      details: sanitiseDetails(entry.details),
      ipAddress: actor.ip,
      createdAt: clock.now(),
    },
  });
}
