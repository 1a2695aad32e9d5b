import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@tas/db';
import type { Context } from '../context';
import { apiErrorOf } from '../hotels/test-fixtures';
import { appRouter } from '../root';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { createCallerFactory } from '../trpc';
import { createUser, verifyAgentLogin } from './service';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(async () => {
  await api?.close();
});

const hook = { url: 'https://hooks.example.com/tas', events: ['booking.created'] as ['booking.created'] };

/** A user of the team, and a panel session as the JWT holds it (its role as of sign-in). */
async function signedIn(teamId: string, role: UserRole) {
  const email = `${role}-${randomUUID()}@agency.test`;
  const { user_id } = await createUser(api.db, { teamId, email, password: 'a-good-password', role });
  const session: Context = {
    db: api.db,
    requestId: randomUUID(),
    ip: '127.0.0.1',
    apiKey: null,
    agent: { userId: user_id, teamId, name: 'Someone', email, role },
    responseHeaders: {},
  };
  return { userId: user_id, panel: createCallerFactory(appRouter)(session) };
}

describe('API keys and webhook endpoints in the panel: owners and admins only', () => {
  it('an agent may not create or revoke an API key, nor create or delete a webhook endpoint (403)', async () => {
    const team = await api.team();
    const { panel: owner } = await signedIn(team.id, 'owner');
    const key = await owner.apiKeys.create({ name: 'ERP' });
    const endpoint = await owner.webhooks.create(hook);
    const { panel: agent } = await signedIn(team.id, 'agent');
    const forbidden = { status: 403, code: 'FORBIDDEN', message: 'Only owners and admins can do this' };
    expect(await apiErrorOf(agent.apiKeys.create({ name: 'mine' }))).toEqual(forbidden);
    expect(await apiErrorOf(agent.apiKeys.revoke({ id: key.id }))).toEqual(forbidden);
    expect(await apiErrorOf(agent.webhooks.create(hook))).toEqual(forbidden);
    expect(await apiErrorOf(agent.webhooks.delete({ id: endpoint.id }))).toEqual(forbidden);
    // Nothing written: the key still works, the endpoint is still active, no other was made.
    expect((await owner.apiKeys.list()).filter((k) => k.revoked_at === null)).toHaveLength(4);
    expect(await owner.webhooks.list({})).toMatchObject([{ id: endpoint.id, is_active: true }]);
    // Reading stays open to agents.
    expect(await agent.apiKeys.list()).toHaveLength(4);
    expect(await agent.webhooks.list({})).toHaveLength(1);
  });

  it.each(['owner', 'admin'] as const)('an %s creates and revokes API keys and creates and deletes webhook endpoints', async (role) => {
    const team = await api.team();
    const { panel } = await signedIn(team.id, role);
    const key = await panel.apiKeys.create({ name: 'ERP' });
    expect(key.key).toMatch(/^tak_live_/);
    expect(await panel.apiKeys.revoke({ id: key.id })).toMatchObject({ revoked: true });
    const endpoint = await panel.webhooks.create(hook);
    expect(await panel.webhooks.delete({ id: endpoint.id })).toMatchObject({ id: endpoint.id });
  });

  it('an API key with write scope still registers and deletes webhook endpoints on the REST facade', async () => {
    const team = await api.team();
    const created = await api.post('/api/v1/webhooks', { key: team.key, body: hook });
    expect(created.status).toBe(201);
    expect((await api.del(`/api/v1/webhooks/${created.body.data.id}`, { key: team.key })).status).toBe(200);
  });
});

describe('an open panel session follows the user row, not the sign-in', () => {
  it('a deactivated user is refused (401) at the next request', async () => {
    const team = await api.team();
    const { userId, panel } = await signedIn(team.id, 'owner');
    expect(await panel.apiKeys.list()).toHaveLength(3);
    await api.db.user.update({ where: { id: userId }, data: { isActive: false } });
    expect(await apiErrorOf(panel.apiKeys.list())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await apiErrorOf(panel.clients.list({}))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a deactivated user cannot sign in again, even with the right password', async () => {
    const team = await api.team();
    const email = `gone-${randomUUID()}@agency.test`;
    const { user_id } = await createUser(api.db, { teamId: team.id, email, password: 'a-good-password', role: 'owner' });
    expect((await verifyAgentLogin(api.db, email, 'a-good-password')).ok).toBe(true);
    await api.db.user.update({ where: { id: user_id }, data: { isActive: false } });
    expect(await verifyAgentLogin(api.db, email, 'a-good-password')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a user who no longer exists is refused (401)', async () => {
    const team = await api.team();
    const { userId, panel } = await signedIn(team.id, 'admin');
    await api.db.user.delete({ where: { id: userId } });
    expect(await apiErrorOf(panel.apiKeys.list())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a session naming another team than the user row is refused (401)', async () => {
    const team = await api.team();
    const other = await api.team();
    const { userId } = await signedIn(team.id, 'owner');
    const forged = createCallerFactory(appRouter)({
      db: api.db,
      requestId: randomUUID(),
      ip: '127.0.0.1',
      apiKey: null,
      agent: { userId, teamId: other.id, name: 'Someone', email: 'x@agency.test', role: 'owner' },
      responseHeaders: {},
    });
    expect(await apiErrorOf(forged.apiKeys.list())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a demoted admin loses admin actions at the next request; a promoted agent gains them', async () => {
    const team = await api.team();
    const admin = await signedIn(team.id, 'admin');
    const key = await admin.panel.apiKeys.create({ name: 'ERP' });
    await api.db.user.update({ where: { id: admin.userId }, data: { role: 'agent' } });
    expect(await apiErrorOf(admin.panel.apiKeys.revoke({ id: key.id }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await apiErrorOf(admin.panel.webhooks.create(hook))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await apiErrorOf(admin.panel.team.updateSalesSettings({ markupPercent: 1 }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await admin.panel.team.current()).agent.role).toBe('agent');

    const agent = await signedIn(team.id, 'agent');
    await api.db.user.update({ where: { id: agent.userId }, data: { role: 'admin' } });
    expect(await agent.panel.apiKeys.revoke({ id: key.id })).toMatchObject({ revoked: true });
  });
});
