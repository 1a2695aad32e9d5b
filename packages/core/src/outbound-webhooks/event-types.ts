import { z } from 'zod';

/** The events a team can subscribe an endpoint to (DESIGN.md, outbound webhooks). */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.completed',
  'booking.schedule_changed',
  'payment.paid',
  'quote.sent',
  'quote.accepted',
  'quote.declined',
  'quote.expired',
] as const;

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;
