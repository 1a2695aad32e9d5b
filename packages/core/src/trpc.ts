import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ApiError } from './lib/api-error';
import { clock } from './lib/clock';
import { logger } from './lib/logger';
import { toApiError } from './lib/to-api-error';
import { PERMISSIONS, roleMay, type Permission } from './auth/permissions';
import { findSignedInAgent } from './users/signed-in-agent';
import { applyRateLimit, hitRateLimit, type RateLimitGroup } from './rest/rate-limit';
import type { Caller, Context } from './context';

export interface Meta extends OpenApiMeta {
  /** Success status on the REST facade (201 for creates). */
  status?: 200 | 201;
  /** Health and public autocompletes answer without the `{ data, timestamp }` envelope. */
  envelope?: false;
  rateLimit?: RateLimitGroup;
  /** Hotels and flights need the pro plan. */
  plan?: 'pro';
  /** The permission-table row guarding the procedure (set by permittedProcedure). */
  permission?: Permission;
  /**
   * The procedure reads the team as of its request (its bookings list version): the API key is looked
   * up, never served from the key cache, so a client sees its own writes at once.
   */
  freshTeam?: true;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const apiError = toApiError(error);
      if (apiError.status >= 500) logger.error({ err: error.cause ?? error, requestId: ctx?.requestId }, 'unexpected error');
      return {
        ...shape,
        message: apiError.message,
        data: { ...shape.data, stack: undefined, apiCode: apiError.code, httpStatus: apiError.status },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const rateLimited = t.middleware(async ({ ctx, meta, next }) => {
  if (meta?.rateLimit) await hitRateLimit(ctx.db, `ip:${ctx.ip}`, meta.rateLimit, clock.now(), ctx.responseHeaders);
  return next();
});

/** No authentication; per-address rate limit where the meta names a group. */
export const publicProcedure = t.procedure.use(rateLimited);

async function callerOf(ctx: Context): Promise<{ caller: Caller; agent: Context['agent'] }> {
  if (ctx.agent) {
    // The session outlives what it was signed in with: the user row decides (active, role), now.
    const signedIn = await findSignedInAgent(ctx.db, ctx.agent);
    if (!signedIn) throw new ApiError(401, 'UNAUTHORIZED', 'Session is no longer valid, sign in again');
    const { agent, team } = signedIn;
    return {
      caller: {
        kind: 'agent',
        teamId: team.id,
        team,
        name: agent.name,
        apiKeyId: null,
        userId: agent.userId,
        scopes: ['read', 'write'],
        mode: 'live',
      },
      agent,
    };
  }
  const resolution = ctx.apiKey;
  if (!resolution || (!resolution.ok && resolution.reason === 'missing')) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Missing API key: send Authorization: Bearer <API_KEY>');
  }
  if (!resolution.ok) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid API key');
  const key = resolution.key;
  return {
    caller: {
      kind: 'api_key',
      teamId: key.team.id,
      team: key.team,
      name: key.prefix,
      apiKeyId: key.id,
      scopes: key.scopes,
      mode: key.mode,
      ...(typeof ctx.headers?.['idempotency-key'] === 'string' && { idempotencyKey: ctx.headers['idempotency-key'] }),
    },
    agent: null,
  };
}

/** A team member: an API key (REST) or a signed-in agent (panel). Checks plan, scope and rate limit. */
export const teamProcedure = t.procedure.use(async ({ ctx, meta, type, path, next }) => {
  const { caller, agent } = await callerOf(ctx);
  if (meta?.plan === 'pro' && caller.team.plan !== 'pro') {
    throw new ApiError(403, 'PLAN_REQUIRED', 'This endpoint requires the pro plan');
  }
  if (type === 'mutation' && !caller.scopes.includes('write')) {
    throw new ApiError(403, 'FORBIDDEN', 'This API key has no write permission');
  }
  if (meta?.rateLimit && caller.kind === 'api_key') {
    const counted = ctx.rateLimitHit;
    if (counted && counted.procedurePath === path && counted.group === meta.rateLimit) {
      applyRateLimit(counted.count, counted.group, counted.at, ctx.responseHeaders);
    } else {
      await hitRateLimit(ctx.db, `team:${caller.teamId}`, meta.rateLimit, clock.now(), ctx.responseHeaders);
    }
  }
  // tRPC merges this over ctx itself: spreading ctx here too copied it twice per request.
  return next({ ctx: { caller, agent } });
});

/** Whether a procedure was built on teamProcedure (the REST facade counts those with the key lookup). */
export function isTeamProcedure(procedure: { _def: { middlewares: unknown[] } }): boolean {
  return procedure._def.middlewares[0] === (teamProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares[0];
}

/** Panel-only procedures (API key management): a signed-in agent. */
export const agentProcedure = teamProcedure.use(({ ctx, next }) => {
  if (ctx.caller.kind !== 'agent' || !ctx.agent) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the panel');
  return next({ ctx: { ...ctx, agent: ctx.agent } });
});

const ONLY_ADMINS = 'Only owners and admins can do this';

/**
 * A team procedure guarded by one row of the permission table (auth/permissions.ts), also named in
 * its meta so the table's test finds it. In the panel the user row's role must hold the permission.
 * An API key may call it only where the row allows keys, and then its scopes decide as on
 * teamProcedure (a write key registers webhook endpoints).
 */
export function permittedTeamProcedure(permission: Permission) {
  return teamProcedure.meta({ permission }).use(({ ctx, next }) => {
    if (ctx.caller.kind !== 'agent' || !ctx.agent) {
      if (!PERMISSIONS[permission].apiKeys) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the panel');
      return next();
    }
    if (!roleMay(ctx.agent.role, permission)) throw new ApiError(403, 'FORBIDDEN', ONLY_ADMINS);
    return next();
  });
}

/** A panel-only procedure guarded by one row of the permission table: the signed-in agent is in ctx. */
export function permittedProcedure(permission: Permission) {
  return permittedTeamProcedure(permission).use(({ ctx, next }) => {
    if (ctx.caller.kind !== 'agent' || !ctx.agent) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the panel');
    return next({ ctx: { ...ctx, agent: ctx.agent } });
  });
}
