import { z } from 'zod';
import { clock } from '../lib/clock';
import { limitOf, RATE_LIMITS, type RateLimitGroup } from '../rest/rate-limit';
import { publicProcedure, router, teamProcedure } from '../trpc';
import { ZHealth, ZMe } from './schemas';

const ENDPOINTS = {
  flights_search: '/api/v1/flights/search',
  hotels_search: '/api/v1/hotels/search',
  experiences: '/api/v1/experiences',
  bookings: '/api/v1/bookings',
  clients: '/api/v1/clients',
  quotes: '/api/v1/quotes',
  me: '/api/v1/me',
};

// The limits are fixed when the process starts (RATE_LIMIT_SCALE): built once, not on every /me.
const PER_MINUTE = Object.fromEntries(Object.keys(RATE_LIMITS).map((g) => [g, limitOf(g as RateLimitGroup)])) as typeof RATE_LIMITS;

export const systemRouter = router({
  health: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/health',
        tags: ['system'],
        summary: 'Service status',
        description:
          'The service status and version while the service and its database are up. Needs no key and is not rate-limited; answered without the data envelope.',
      },
      envelope: false,
    })
    .input(z.void())
    .output(ZHealth)
    .query(() => ({ status: 'ok' as const, version: 'v1' as const, timestamp: clock.now().toISOString(), endpoints: ENDPOINTS })),

  me: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/me',
        tags: ['system'],
        summary: 'The calling team and key',
        description:
          'The team and API key behind the `Authorization` header (team and plan, key mode and scopes) and the rate limits that apply. Use it to check a key.',
      },
      rateLimit: 'account',
    })
    .input(z.void())
    .output(ZMe)
    .query(({ ctx }) => {
      const key = ctx.apiKey?.ok ? ctx.apiKey.key : null;
      const { id, name, plan } = ctx.caller.team;
      return {
        team: { id, name, plan },
        key: key && {
          id: key.id,
          prefix: key.prefix,
          mode: key.mode,
          scopes: key.scopes,
          created_at: key.createdAt.toISOString(),
          last_used_at: key.lastUsedAt?.toISOString() ?? null,
        },
        rate_limits: {
          window_seconds: 60,
          per_minute: PER_MINUTE,
        },
      };
    }),
});
