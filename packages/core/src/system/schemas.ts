import { z } from 'zod';
import { RATE_LIMITS } from '../rest/rate-limit';

export const ZHealth = z.object({
  status: z.literal('ok'),
  version: z.literal('v1'),
  timestamp: z.string(),
  endpoints: z.object({
    flights_search: z.string(),
    hotels_search: z.string(),
    experiences: z.string(),
    bookings: z.string(),
    clients: z.string(),
    quotes: z.string(),
    me: z.string(),
  }),
});

const ZRateLimits = z.object(
  Object.fromEntries(Object.keys(RATE_LIMITS).map((k) => [k, z.number()])) as Record<keyof typeof RATE_LIMITS, z.ZodNumber>,
);

export const ZMe = z.object({
  team: z.object({ id: z.string(), name: z.string(), plan: z.enum(['starter', 'pro']) }),
  key: z
    .object({
      id: z.string(),
      prefix: z.string(),
      mode: z.enum(['live', 'test']),
      scopes: z.array(z.string()),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    })
    .nullable(),
  rate_limits: z.object({ window_seconds: z.number(), per_minute: ZRateLimits }),
});
