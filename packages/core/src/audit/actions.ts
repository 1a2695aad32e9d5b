import { z } from 'zod';

/** The closed set of things the audit log records, named by domain (`<subject>.<what happened>`). */
export const AUDIT_ACTIONS = [
  'payment.refunded',
  'hotel.confirmed',
  'flight.issued',
  'booking.cancelled',
  'booking.cancelled_at_supplier',
  'booking.cancellation_refunded',
  'payable.paid',
  'payable.credit_received',
  'settings.changed',
  'supplier.changed',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'member.invited',
  'member.role_changed',
  'member.deactivated',
  'member.reactivated',
  'member.joined',
  'member.invitation_revoked',
  'password.reset',
  'login.succeeded',
  'login.failed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditAction = z.enum(AUDIT_ACTIONS);
