// The body of a Duffel webhook event (https://duffel.com/docs/api/v2/webhooks, "Events have the following
// general shape"): `{ id, api_version, type, data: { object }, live_mode, idempotency_key, created_at,
// identity_organisation_id }`. The event types we receive, by Duffel's names
// (https://duffel.com/docs/api/webhooks/create-webhook): `order.created`, `order.creation_failed` (an order
// answered 202 that failed), `order.airline_initiated_change_detected`. In v2 the last one carries no
// `changes`: "Use data.object.id to get more information by listing the AICs for the order and finding the one
// matching data.object.aic_id" (https://duffel.com/docs/guides/migrating-api-version-from-v1-to-v2).
// What else `data.object` holds for each type is not published: only the fields named here are read.
import { z } from 'zod';
import { DUFFEL_REFERENCE_KEY } from './schemas';

export const DUFFEL_EVENT_TYPES = ['order.created', 'order.creation_failed', 'order.airline_initiated_change_detected'] as const;
export type DuffelEventType = (typeof DUFFEL_EVENT_TYPES)[number];

export const ZDuffelEvent = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  live_mode: z.boolean().optional(),
  created_at: z.string().optional(),
  idempotency_key: z.string().nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type DuffelEvent = z.infer<typeof ZDuffelEvent>;

const ZChangeObject = z.object({ id: z.string().min(1), aic_id: z.string().min(1) });
/** The order (made, or pending and failed) an outcome event is about, with the metadata we sent at order (our booking reference). */
const ZOrderObject = z.object({ id: z.string().min(1), metadata: z.record(z.string(), z.unknown()).nullish() });

export type DuffelEventSubject =
  | { kind: 'airline_change'; orderId: string; changeId: string }
  | { kind: 'order_created' | 'order_creation_failed'; orderId: string; reference: string | null }
  | { kind: 'other' };

/** What an event is about, read from `data.object`; a known type whose object lacks what we need reads as `other`. */
export function duffelEventSubject(event: DuffelEvent): DuffelEventSubject {
  const object = event.data.object;
  if (event.type === 'order.airline_initiated_change_detected') {
    const parsed = ZChangeObject.safeParse(object);
    return parsed.success ? { kind: 'airline_change', orderId: parsed.data.id, changeId: parsed.data.aic_id } : { kind: 'other' };
  }
  if (event.type === 'order.created' || event.type === 'order.creation_failed') {
    const parsed = ZOrderObject.safeParse(object);
    if (!parsed.success) return { kind: 'other' };
    const reference = parsed.data.metadata?.[DUFFEL_REFERENCE_KEY];
    return {
      kind: event.type === 'order.created' ? 'order_created' : 'order_creation_failed',
      orderId: parsed.data.id,
      reference: typeof reference === 'string' ? reference : null,
    };
  }
  return { kind: 'other' };
}
