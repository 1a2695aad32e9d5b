import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../hotels/test-fixtures';
import { clock } from '../lib/clock';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { verifyAgentLogin } from '../users/service';
import { changeMemberRole } from './change-member';
import { hashLinkToken } from './links';
import { liveLinkToken, linkTokensFromOutbox, memberSession, publicCaller } from './test-members';

let api: RestServer;
beforeAll(async () => {
  api = await startRestServer();
});
afterAll(async () => {
  await api?.close();
});

// Letters only: the audit log masks card-number-like digit runs, which a UUID's digits can form.
const newAddress = () => `colleague-${randomUUID().replace(/[\d-]/g, (c) => 'ghijklmnopq'['0123456789-'.indexOf(c)]!)}@agency.test`;
const audits = (teamId: string, action: string) => api.db.auditEvent.findMany({ where: { teamId, action }, orderBy: { createdAt: 'asc' } });

describe('members.invite and account.acceptInvitation', () => {
  it('an owner invites by e-mail; the link (hash stored, 7 days) lets the colleague set name and password, join with the role and sign in', async () => {
    const team = await api.team({ name: 'Viagens Aurora' });
    const owner = await memberSession(api.db, team.id, 'owner', 'Olga Dona');
    const email = newAddress();
    const before = Date.now();
    const invitation = await owner.panel.members.invite({ email: email.toUpperCase(), role: 'admin' });
    expect(invitation).toMatchObject({ email, role: 'admin', expired: false });
    const days = (Date.parse(invitation.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // One e-mail in the outbox, its link's token sealed until sent; the invitation keeps only the token's hash.
    const mails = await api.db.mailMessage.findMany({ where: { teamId: team.id, kind: 'invitation' } });
    expect(mails).toMatchObject([
      { to: email, status: 'pending', refs: { inviter_name: 'Olga Dona', sealed_token: expect.stringMatching(/^v1\./) } },
    ]);
    const token = await liveLinkToken(api.db, 'invitation', email);
    expect(JSON.stringify(mails)).not.toContain(token);
    const row = await api.db.invitation.findFirstOrThrow({ where: { teamId: team.id, email } });
    expect(row.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await owner.panel.members.invitations()).toMatchObject([{ email, role: 'admin', invited_by: 'Olga Dona' }]);

    const visitor = publicCaller(api.db);
    expect(await visitor.account.invitation({ token })).toMatchObject({
      email,
      role: 'admin',
      team_name: 'Viagens Aurora',
      invited_by: 'Olga Dona',
    });
    expect(await visitor.account.acceptInvitation({ token, name: 'Bruno Lima', password: 'bruno-password' })).toMatchObject({
      email,
      role: 'admin',
      team_name: 'Viagens Aurora',
    });

    const login = await verifyAgentLogin(api.db, email, 'bruno-password');
    expect(login).toMatchObject({ ok: true, user: { teamId: team.id, name: 'Bruno Lima', role: 'admin' } });
    expect(await owner.panel.members.invitations()).toEqual([]);
    expect((await owner.panel.members.list()).map((m) => [m.email, m.role, m.is_active])).toContainEqual([email, 'admin', true]);
    expect(await audits(team.id, 'member.invited')).toMatchObject([
      { actorLabel: expect.stringContaining('Olga Dona'), details: { email, role: 'admin' } },
    ]);
    expect(await audits(team.id, 'member.joined')).toMatchObject([
      { actorLabel: expect.stringContaining('Bruno Lima'), details: { email, role: 'admin' } },
    ]);

    // The link works once.
    expect(await apiErrorOf(visitor.account.acceptInvitation({ token, name: 'Again', password: 'another-password' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Invitation was already accepted',
    });
  });

  it('inviting the same address again replaces the open invitation: the old link stops working, the new role counts', async () => {
    const team = await api.team();
    const admin = await memberSession(api.db, team.id, 'admin');
    const email = newAddress();
    await admin.panel.members.invite({ email, role: 'agent' });
    const first = await liveLinkToken(api.db, 'invitation', email);
    await admin.panel.members.invite({ email, role: 'admin' });
    const second = await liveLinkToken(api.db, 'invitation', email);
    expect(second).not.toBe(first);
    expect(await linkTokensFromOutbox(api.db, 'invitation', email)).toHaveLength(2);
    expect(await admin.panel.members.invitations()).toMatchObject([{ email, role: 'admin' }]);
    const visitor = publicCaller(api.db);
    expect(await apiErrorOf(visitor.account.invitation({ token: first }))).toMatchObject({ status: 404, message: 'Invitation not found' });
    await visitor.account.acceptInvitation({ token: second, name: 'Carla', password: 'carla-password' });
    expect(await api.db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ role: 'admin', teamId: team.id });
  });

  it('an address that already belongs to a member of this team is refused (409), and nothing is sent', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const colleague = await memberSession(api.db, team.id, 'agent');
    for (const email of [colleague.email, owner.email]) {
      expect(await apiErrorOf(owner.panel.members.invite({ email, role: 'agent' }))).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: 'This e-mail already belongs to a member of a team',
      });
    }
    expect(await api.db.mailMessage.count({ where: { teamId: team.id, kind: 'invitation' } })).toBe(0);
  });

  it('an invitation accepted after another team made the address a member is refused (409)', async () => {
    const team = await api.team();
    const other = await api.team();
    const email = newAddress();
    await (await memberSession(api.db, team.id, 'owner')).panel.members.invite({ email, role: 'agent' });
    await (await memberSession(api.db, other.id, 'owner')).panel.members.invite({ email, role: 'agent' });
    const tokens = await linkTokensFromOutbox(api.db, 'invitation', email);
    const visitor = publicCaller(api.db);
    await visitor.account.acceptInvitation({ token: tokens[0]!, name: 'Dani', password: 'dani-password' });
    expect(
      await apiErrorOf(visitor.account.acceptInvitation({ token: tokens[1]!, name: 'Dani', password: 'dani-password' })),
    ).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await api.db.user.count({ where: { email } })).toBe(1);
  });

  it('a revoked invitation and one past its 7 days no longer open; revoking another team’s invitation is 404', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const revoked = newAddress();
    const late = newAddress();
    const { id } = await owner.panel.members.invite({ email: revoked, role: 'agent' });
    const stranger = await memberSession(api.db, (await api.team()).id, 'owner');
    expect(await apiErrorOf(stranger.panel.members.revokeInvitation({ id }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await owner.panel.members.revokeInvitation({ id })).toEqual({ id, revoked: true });
    const visitor = publicCaller(api.db);
    const revokedToken = (await linkTokensFromOutbox(api.db, 'invitation', revoked))[0]!;
    expect(await apiErrorOf(visitor.account.acceptInvitation({ token: revokedToken, name: 'X', password: 'x-password' }))).toMatchObject({
      status: 404,
      message: 'Invitation not found',
    });

    await owner.panel.members.invite({ email: late, role: 'agent' });
    const lateToken = await liveLinkToken(api.db, 'invitation', late);
    const restore = clock.set(() => new Date(Date.now() + 7 * 86_400_000 + 60_000));
    try {
      expect(await apiErrorOf(visitor.account.acceptInvitation({ token: lateToken, name: 'X', password: 'x-password' }))).toMatchObject({
        status: 404,
        message: 'Invitation has expired',
      });
      expect(await owner.panel.members.invitations()).toMatchObject([{ email: late, expired: true }]);
    } finally {
      restore();
    }
    expect(await api.db.user.count({ where: { email: { in: [revoked, late] } } })).toBe(0);
  });

  it('only owners invite owners; agents may not invite (403)', async () => {
    const team = await api.team();
    const admin = await memberSession(api.db, team.id, 'admin');
    const agent = await memberSession(api.db, team.id, 'agent');
    expect(await apiErrorOf(admin.panel.members.invite({ email: newAddress(), role: 'owner' }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Only owners can invite an owner',
    });
    expect(await apiErrorOf(agent.panel.members.invite({ email: newAddress(), role: 'agent' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await api.db.invitation.count({ where: { teamId: team.id } })).toBe(0);
  });

  it('accepting checks the name and the password (8+ characters) before anything is written', async () => {
    const team = await api.team();
    const email = newAddress();
    await (await memberSession(api.db, team.id, 'owner')).panel.members.invite({ email, role: 'agent' });
    const token = await liveLinkToken(api.db, 'invitation', email);
    const visitor = publicCaller(api.db);
    expect(await apiErrorOf(visitor.account.acceptInvitation({ token, name: 'Eva', password: 'short' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(await apiErrorOf(visitor.account.acceptInvitation({ token, name: '  ', password: 'long-enough' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(await api.db.user.count({ where: { email } })).toBe(0);
    expect(await liveLinkToken(api.db, 'invitation', email)).toBe(token);
  });
});

describe('members.changeRole, deactivate and reactivate', () => {
  it('an admin changes an agent to admin and back; the member’s open session follows at its next request', async () => {
    const team = await api.team();
    const admin = await memberSession(api.db, team.id, 'admin', 'Ana Admin');
    const agent = await memberSession(api.db, team.id, 'agent');
    expect(await apiErrorOf(agent.panel.apiKeys.create({ name: 'mine' }))).toMatchObject({ status: 403 });
    expect(await admin.panel.members.changeRole({ userId: agent.userId, role: 'admin' })).toMatchObject({
      id: agent.userId,
      role: 'admin',
    });
    expect(await agent.panel.apiKeys.create({ name: 'mine' })).toMatchObject({ name: 'mine' });
    await admin.panel.members.changeRole({ userId: agent.userId, role: 'agent' });
    expect(await apiErrorOf(agent.panel.apiKeys.create({ name: 'again' }))).toMatchObject({ status: 403 });
    expect(await audits(team.id, 'member.role_changed')).toMatchObject([
      { subjectId: agent.userId, details: { from: 'agent', to: 'admin' }, actorLabel: expect.stringContaining('Ana Admin') },
      { subjectId: agent.userId, details: { from: 'admin', to: 'agent' } },
    ]);
  });

  it('a deactivated member’s next request is refused (401) and they cannot sign in; reactivated, both work again', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const agent = await memberSession(api.db, team.id, 'agent');
    expect(await agent.panel.clients.list({})).toBeTruthy();
    expect(await owner.panel.members.deactivate({ userId: agent.userId })).toMatchObject({ id: agent.userId, is_active: false });
    expect(await apiErrorOf(agent.panel.clients.list({}))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await verifyAgentLogin(api.db, agent.email, 'a-good-password')).toEqual({ ok: false, reason: 'invalid' });
    expect((await owner.panel.members.list()).find((m) => m.id === agent.userId)).toMatchObject({ is_active: false });

    await owner.panel.members.reactivate({ userId: agent.userId });
    expect(await agent.panel.clients.list({})).toBeTruthy();
    expect((await verifyAgentLogin(api.db, agent.email, 'a-good-password')).ok).toBe(true);
    expect((await audits(team.id, 'member.deactivated')).length).toBe(1);
    expect((await audits(team.id, 'member.reactivated')).length).toBe(1);
  });

  it('nobody changes their own role or deactivates themselves (403)', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const refusal = { status: 403, code: 'FORBIDDEN', message: 'You cannot change your own role or deactivate yourself' };
    expect(await apiErrorOf(owner.panel.members.changeRole({ userId: owner.userId, role: 'admin' }))).toEqual(refusal);
    expect(await apiErrorOf(owner.panel.members.deactivate({ userId: owner.userId }))).toEqual(refusal);
    expect(await api.db.user.findUniqueOrThrow({ where: { id: owner.userId } })).toMatchObject({ role: 'owner', isActive: true });
  });

  it('an admin may not make, unmake or deactivate an owner; an owner may', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const secondOwner = await memberSession(api.db, team.id, 'owner');
    const admin = await memberSession(api.db, team.id, 'admin');
    const agent = await memberSession(api.db, team.id, 'agent');
    const refusal = { status: 403, code: 'FORBIDDEN', message: 'Only owners can make, change or deactivate an owner' };
    expect(await apiErrorOf(admin.panel.members.changeRole({ userId: agent.userId, role: 'owner' }))).toEqual(refusal);
    expect(await apiErrorOf(admin.panel.members.changeRole({ userId: secondOwner.userId, role: 'agent' }))).toEqual(refusal);
    expect(await apiErrorOf(admin.panel.members.deactivate({ userId: secondOwner.userId }))).toEqual(refusal);
    expect(await owner.panel.members.changeRole({ userId: agent.userId, role: 'owner' })).toMatchObject({ role: 'owner' });
    expect(await owner.panel.members.changeRole({ userId: secondOwner.userId, role: 'admin' })).toMatchObject({ role: 'admin' });
  });

  it('two owners demoting each other at once: one wins, the team keeps an active owner', async () => {
    const team = await api.team();
    const a = await memberSession(api.db, team.id, 'owner');
    const b = await memberSession(api.db, team.id, 'owner');
    // Straight to the service, both past the procedure's role check, as two requests a moment apart would be.
    const actor = (m: typeof a) => ({
      userId: m.userId,
      teamId: team.id,
      name: m.name,
      email: m.email,
      role: 'owner' as const,
      ip: '127.0.0.1',
    });
    const results = await Promise.allSettled([
      changeMemberRole(api.db, actor(a), b.userId, 'agent'),
      changeMemberRole(api.db, actor(b), a.userId, 'agent'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await api.db.user.count({ where: { teamId: team.id, role: 'owner', isActive: true } })).toBe(1);
  });

  it('another team’s member is not found (404); an agent may list members but not change them (403)', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const agent = await memberSession(api.db, team.id, 'agent');
    const stranger = await memberSession(api.db, (await api.team()).id, 'agent');
    expect(await apiErrorOf(owner.panel.members.deactivate({ userId: stranger.userId }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await agent.panel.members.list()).map((m) => m.id).sort()).toEqual([owner.userId, agent.userId].sort());
    expect(await apiErrorOf(agent.panel.members.deactivate({ userId: owner.userId }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await apiErrorOf(agent.panel.members.invitations())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('invitations follow who sent them (issue 19)', () => {
  const refusedLink = {
    status: 404,
    code: 'NOT_FOUND',
    message: 'Invitation is no longer valid: whoever sent it can no longer grant this role',
  };

  it('an invitation whose inviter was deactivated, or no longer may grant its role, is refused at acceptance', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const admin = await memberSession(api.db, team.id, 'admin');
    const toOwner = newAddress();
    const toAgent = newAddress();
    await owner.panel.members.invite({ email: toOwner, role: 'owner' });
    await admin.panel.members.invite({ email: toAgent, role: 'agent' });
    const ownerLink = await liveLinkToken(api.db, 'invitation', toOwner);
    const agentLink = await liveLinkToken(api.db, 'invitation', toAgent);
    // Changed outside the panel's guards (a row older than them, a direct database edit): acceptance checks again.
    await api.db.user.update({ where: { id: owner.userId }, data: { role: 'admin' } });
    await api.db.user.update({ where: { id: admin.userId }, data: { isActive: false } });
    const visitor = publicCaller(api.db);
    expect(await apiErrorOf(visitor.account.invitation({ token: ownerLink }))).toEqual(refusedLink);
    expect(await apiErrorOf(visitor.account.acceptInvitation({ token: ownerLink, name: 'Eve', password: 'eve-password' }))).toEqual(
      refusedLink,
    );
    expect(await apiErrorOf(visitor.account.acceptInvitation({ token: agentLink, name: 'Eve', password: 'eve-password' }))).toEqual(
      refusedLink,
    );
    expect(await api.db.user.count({ where: { email: { in: [toOwner, toAgent] } } })).toBe(0);
  });

  it('deactivating a member revokes every open invitation they sent; demoting revokes those they may no longer grant; each is audited', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const secondOwner = await memberSession(api.db, team.id, 'owner', 'Second Owner');
    const admin = await memberSession(api.db, team.id, 'admin', 'Leaving Admin');
    const [byAdmin, ownersOwner, ownersAgent] = [newAddress(), newAddress(), newAddress()];
    await admin.panel.members.invite({ email: byAdmin, role: 'admin' });
    await secondOwner.panel.members.invite({ email: ownersOwner, role: 'owner' });
    await secondOwner.panel.members.invite({ email: ownersAgent, role: 'agent' });
    const links = {
      byAdmin: await liveLinkToken(api.db, 'invitation', byAdmin),
      ownersOwner: await liveLinkToken(api.db, 'invitation', ownersOwner),
      ownersAgent: await liveLinkToken(api.db, 'invitation', ownersAgent),
    };

    await owner.panel.members.deactivate({ userId: admin.userId });
    await owner.panel.members.changeRole({ userId: secondOwner.userId, role: 'admin' });

    const visitor = publicCaller(api.db);
    for (const token of [links.byAdmin, links.ownersOwner]) {
      expect(await apiErrorOf(visitor.account.invitation({ token }))).toMatchObject({ status: 404, message: 'Invitation not found' });
    }
    expect(await visitor.account.invitation({ token: links.ownersAgent })).toMatchObject({ email: ownersAgent, role: 'agent' });
    expect((await owner.panel.members.invitations()).map((i) => i.email)).toEqual([ownersAgent]);
    expect((await audits(team.id, 'member.invitation_revoked')).map((e) => [e.actorLabel, e.details])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining(owner.name), { email: byAdmin, role: 'admin', reason: 'inviter_deactivated' }],
        [expect.stringContaining(owner.name), { email: ownersOwner, role: 'owner', reason: 'inviter_role_changed' }],
      ]),
    );
    expect(await audits(team.id, 'member.invitation_revoked')).toHaveLength(2);
  });

  it('revoking an invitation is audited', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner', 'Olga Dona');
    const email = newAddress();
    const { id } = await owner.panel.members.invite({ email, role: 'agent' });
    await owner.panel.members.revokeInvitation({ id });
    expect(await audits(team.id, 'member.invitation_revoked')).toMatchObject([
      { actorLabel: expect.stringContaining('Olga Dona'), subjectId: id, details: { email, role: 'agent', reason: 'revoked' } },
    ]);
  });

  it('inviting an address of another team’s member answers as for a fresh one; accepting is refused with a clear message', async () => {
    const team = await api.team();
    const owner = await memberSession(api.db, team.id, 'owner');
    const elsewhere = await memberSession(api.db, (await api.team()).id, 'agent');
    const fresh = newAddress();
    const shape = (i: Awaited<ReturnType<typeof owner.panel.members.invite>>) => Object.keys(i).sort();
    const known = await owner.panel.members.invite({ email: elsewhere.email, role: 'agent' });
    const unknown = await owner.panel.members.invite({ email: fresh, role: 'agent' });
    expect(shape(known)).toEqual(shape(unknown));
    expect(known).toMatchObject({ email: elsewhere.email, role: 'agent', expired: false });
    expect(await api.db.mailMessage.count({ where: { teamId: team.id, kind: 'invitation', to: { in: [elsewhere.email, fresh] } } })).toBe(
      2,
    );
    const token = await liveLinkToken(api.db, 'invitation', elsewhere.email);
    expect(await apiErrorOf(publicCaller(api.db).account.acceptInvitation({ token, name: 'Twin', password: 'twin-password' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This e-mail already belongs to a member of a team',
    });
    expect(await api.db.user.findUniqueOrThrow({ where: { email: elsewhere.email } })).toMatchObject({ id: elsewhere.userId });
  });
});
