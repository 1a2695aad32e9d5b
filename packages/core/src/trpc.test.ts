import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@tas/db/testing';
import type { DbHandle } from '@tas/db';
import { z } from 'zod';
import { resolveApiKey } from './auth/authenticate';
import type { Context } from './context';
import { ApiError } from './lib/api-error';
import { createTeam } from './teams/service';
import { createCallerFactory, router, teamProcedure } from './trpc';

// The plan and scope gates, on a router built from the real procedure builders.
const gated = router({
  hotelsOnly: teamProcedure
    .meta({ plan: 'pro' })
    .input(z.void())
    .query(() => 'ok'),
  write: teamProcedure.input(z.void()).mutation(() => 'written'),
});

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function callerFor(key: string) {
  const ctx: Context = {
    db: handle.db,
    requestId: 'test',
    ip: '127.0.0.1',
    apiKey: await resolveApiKey(handle.db, `Bearer ${key}`, new Date()),
    agent: null,
    responseHeaders: {},
  };
  return createCallerFactory(gated)(ctx);
}

describe('plan and permission gates', () => {
  it('a starter key on a pro endpoint is 403 PLAN_REQUIRED', async () => {
    const starter = await createTeam(handle.db, { name: 'Starter Agency', plan: 'starter' });
    const call = (await callerFor(starter.api_key)).hotelsOnly();
    await expect(call).rejects.toMatchObject({ cause: expect.objectContaining({ status: 403, code: 'PLAN_REQUIRED' }) });
  });

  it('a pro key passes the plan gate', async () => {
    const pro = await createTeam(handle.db, { name: 'Pro Agency', plan: 'pro' });
    expect(await (await callerFor(pro.api_key)).hotelsOnly()).toBe('ok');
  });

  it('a read-only key on a mutation is 403 FORBIDDEN', async () => {
    const pro = await createTeam(handle.db, { name: 'Read Agency', plan: 'pro' });
    const { createApiKey } = await import('./api-keys/service');
    const readOnly = await createApiKey(handle.db, pro.team_id, { scopes: ['read'] });
    const error = await (await callerFor(readOnly.key)).write().catch((e: { cause: unknown }) => e.cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
