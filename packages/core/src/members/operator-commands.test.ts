import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../hotels/test-fixtures';
import { runCommand } from '../operator/commands';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { verifyAgentLogin } from '../users/service';
import { liveLinkToken, memberSession, publicCaller } from './test-members';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(async () => {
  await api?.close();
});

const cli = (name: string, flags: Record<string, string>) => runCommand(api.handle, { name, flags });

describe('pnpm cli user:role, user:deactivate, user:reactivate', () => {
  it('the operator changes a role and (de)activates by e-mail; the open session follows; each change is audited', async () => {
    const team = await api.team();
    await memberSession(api.db, team.id, 'owner');
    const agent = await memberSession(api.db, team.id, 'agent');
    expect(await cli('user:role', { email: agent.email.toUpperCase(), role: 'admin' })).toMatchObject({ id: agent.userId, role: 'admin' });
    expect(await agent.panel.apiKeys.create({ name: 'now an admin' })).toMatchObject({ name: 'now an admin' });
    expect(await cli('user:deactivate', { email: agent.email })).toMatchObject({ is_active: false });
    expect(await apiErrorOf(agent.panel.clients.list({}))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await verifyAgentLogin(api.db, agent.email, 'a-good-password')).toMatchObject({ ok: false });
    expect(await cli('user:reactivate', { email: agent.email })).toMatchObject({ is_active: true });
    expect((await verifyAgentLogin(api.db, agent.email, 'a-good-password')).ok).toBe(true);
    const events = await api.db.auditEvent.findMany({
      where: { teamId: team.id, subjectId: agent.userId, action: { startsWith: 'member.' } },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => [e.action, e.actorLabel])).toEqual([
      ['member.role_changed', 'operator (CLI)'],
      ['member.deactivated', 'operator (CLI)'],
      ['member.reactivated', 'operator (CLI)'],
    ]);
  });

  it('refuses to leave a team without an active owner (409), an unknown e-mail (404) and an unknown role (400)', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    await expect(cli('user:deactivate', { email: owner.email })).rejects.toMatchObject({
      status: 409,
      message: 'The team must keep at least one active owner',
    });
    await expect(cli('user:role', { email: owner.email, role: 'agent' })).rejects.toMatchObject({ status: 409 });
    await expect(cli('user:deactivate', { email: 'nobody@agency.test' })).rejects.toMatchObject({ status: 404 });
    await expect(cli('user:role', { email: owner.email, role: 'boss' })).rejects.toThrow('--role must be owner, admin or agent');
    expect(await api.db.user.findUniqueOrThrow({ where: { id: owner.userId } })).toMatchObject({ role: 'owner', isActive: true });
  });

  it('deactivating or demoting by CLI revokes the invitations the member may no longer send, audited as the operator', async () => {
    const team = await api.team();
    await memberSession(api.db, team.id, 'owner');
    const admin = await memberSession(api.db, team.id, 'admin');
    const leaving = await memberSession(api.db, team.id, 'admin');
    const stamp = Date.now().toString(36);
    const [first, second] = [`cli-a-${stamp}@agency.test`, `cli-b-${stamp}@agency.test`];
    await admin.panel.members.invite({ email: first, role: 'agent' });
    await leaving.panel.members.invite({ email: second, role: 'admin' });
    const tokens = [await liveLinkToken(api.db, 'invitation', first), await liveLinkToken(api.db, 'invitation', second)];
    await cli('user:role', { email: admin.email, role: 'agent' });
    await cli('user:deactivate', { email: leaving.email });
    for (const token of tokens) {
      expect(await apiErrorOf(publicCaller(api.db).account.invitation({ token }))).toMatchObject({
        status: 404,
        message: 'Invitation not found',
      });
    }
    const events = await api.db.auditEvent.findMany({ where: { teamId: team.id, action: 'member.invitation_revoked' } });
    expect(events.map((e) => [e.actorLabel, (e.details as { email: string }).email]).sort()).toEqual(
      [
        ['operator (CLI)', first],
        ['operator (CLI)', second],
      ].sort(),
    );
  });
});
