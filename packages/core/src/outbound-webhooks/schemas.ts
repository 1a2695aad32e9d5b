import { z } from 'zod';
import { ZPageQuery, ZPagination } from '../lib/pagination';
import { ZId } from '../lib/zod-helpers';
import { ZWebhookEventType } from './event-types';
import { isPrivateAddress, publicTargetsOnly } from './private-address';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * https to the internet; plain http only to this machine, and only outside production (local
 * development, tests). In production a URL naming a private address is refused here, and names that
 * resolve to one are refused at delivery (deliver.ts).
 */
export function isAllowedWebhookUrl(value: string, production = publicTargetsOnly()): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  return url.protocol === 'https:' && !LOCAL_HOSTS.has(url.hostname) && !isPrivateAddress(url.hostname);
}

export const ZWebhookCreateInput = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => isAllowedWebhookUrl(v), 'must be an https URL (http only for localhost outside production)'),
  events: z
    .array(ZWebhookEventType)
    .min(1, 'must name at least one event')
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200).nullish(),
});
export type TWebhookCreateInput = z.infer<typeof ZWebhookCreateInput>;

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
});

/** The create answer: the signing secret, this once. */
export const ZWebhookEndpointCreated = ZWebhookEndpoint.extend({ secret: z.string() });

export const ZWebhookDeleted = z.object({ id: z.string(), deleted: z.literal(true) });

export const ZWebhookDeliveriesQuery = ZPageQuery(20).extend({ id: ZId });
export type TWebhookDeliveriesQuery = z.infer<typeof ZWebhookDeliveriesQuery>;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});

export const ZWebhookDeliveryList = z.object({ deliveries: z.array(ZWebhookDelivery), pagination: ZPagination });
