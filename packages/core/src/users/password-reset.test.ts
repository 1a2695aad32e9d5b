import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../hotels/test-fixtures';
import { clock } from '../lib/clock';
import { hashLinkToken } from '../members/links';
import { linkTokensFromOutbox, liveLinkToken, memberSession, panelCallerFor, publicCaller } from '../members/test-members';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { verifyAgentLogin } from './service';

let api: RestServer;
let teamId: string;
let restoreClock: () => void = () => undefined;
beforeAll(async () => {
  api = await startRestServer();
  teamId = (await api.team({ name: 'Viagens Aurora' })).id;
});
afterEach(() => restoreClock());
afterAll(async () => {
  await api?.close();
});

// Each test in its own quarter hour, so the per-address counts of one do not reach the next.
let quarter = 0;
let frozenAt = new Date(0);
function freezeClock(): Date {
  frozenAt = new Date(Date.UTC(2031, 4, 1, 8 + Math.floor(quarter / 4), (quarter++ % 4) * 15, 5));
  restoreClock = clock.set(() => frozenAt);
  return frozenAt;
}
function advanceClock(ms: number): void {
  frozenAt = new Date(frozenAt.getTime() + ms);
}

let address = 0;
const visitor = () => publicCaller(api.db, `198.51.100.${++address}`);
const resetMails = (to: string) => api.db.mailMessage.findMany({ where: { kind: 'password_reset', to } });

describe('account.requestPasswordReset and account.resetPassword', () => {
  it('a known address gets one e-mail with a link valid one hour; the new password signs in, the old one no longer does', async () => {
    freezeClock();
    const agent = await memberSession(api.db, teamId, 'agent', 'Carla Reis');
    expect(await visitor().account.requestPasswordReset({ email: ` ${agent.email.toUpperCase()} ` })).toEqual({ requested: true });
    expect(await resetMails(agent.email)).toMatchObject([
      {
        teamId,
        status: 'pending',
        // The link's token only sealed (the send job renders the link): no link in the row.
        refs: { name: 'Carla Reis', valid_minutes: 60, sealed_token: expect.stringMatching(/^v1\./) },
      },
    ]);
    const token = await liveLinkToken(api.db, 'password_reset', agent.email);
    const stored = await api.db.passwordReset.findFirstOrThrow({ where: { userId: agent.userId } });
    expect(stored.tokenHash).toBe(hashLinkToken(token));
    expect(stored.expiresAt.getTime() - clock.now().getTime()).toBe(60 * 60_000);

    expect(await visitor().account.resetPassword({ token, password: 'brand-new-password' })).toEqual({ email: agent.email });
    expect((await verifyAgentLogin(api.db, agent.email, 'brand-new-password', { clientAddress: '203.0.113.1' })).ok).toBe(true);
    expect(await verifyAgentLogin(api.db, agent.email, 'a-good-password', { clientAddress: '203.0.113.1' })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await api.db.auditEvent.findMany({ where: { teamId, action: 'password.reset', subjectId: agent.userId } })).toHaveLength(1);
  });

  it('a reset ends every panel session signed in before it; a sign-in after it works', async () => {
    freezeClock();
    const agent = await memberSession(api.db, teamId, 'agent');
    const signedIn = await verifyAgentLogin(api.db, agent.email, 'a-good-password', { clientAddress: '203.0.113.2' });
    if (!signedIn.ok) throw new Error('sign-in refused');
    const before = panelCallerFor(api.db, { ...signedIn.user, userId: signedIn.user.id });
    expect((await before.team.current()).agent.email).toBe(agent.email);

    advanceClock(60_000);
    await visitor().account.requestPasswordReset({ email: agent.email });
    await visitor().account.resetPassword({
      token: await liveLinkToken(api.db, 'password_reset', agent.email),
      password: 'brand-new-password',
    });
    expect(await apiErrorOf(before.team.current())).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    advanceClock(1_000);
    const again = await verifyAgentLogin(api.db, agent.email, 'brand-new-password', { clientAddress: '203.0.113.2' });
    if (!again.ok) throw new Error('sign-in refused');
    expect((await panelCallerFor(api.db, { ...again.user, userId: again.user.id }).team.current()).agent.email).toBe(agent.email);
  });

  it('an unknown or deactivated address gets the same answer and no e-mail', async () => {
    freezeClock();
    const gone = await memberSession(api.db, teamId, 'agent');
    await api.db.user.update({ where: { id: gone.userId }, data: { isActive: false } });
    for (const email of ['nobody@agency.test', gone.email]) {
      expect(await visitor().account.requestPasswordReset({ email })).toEqual({ requested: true });
      expect(await resetMails(email)).toEqual([]);
    }
  });

  it('a link works once, and not after an hour; a malformed one is refused too', async () => {
    const now = freezeClock();
    const agent = await memberSession(api.db, teamId, 'agent');
    await visitor().account.requestPasswordReset({ email: agent.email });
    const token = await liveLinkToken(api.db, 'password_reset', agent.email);
    const refused = { status: 404, code: 'NOT_FOUND', message: 'This password reset link is invalid or has expired' };
    const [first, second] = await Promise.allSettled([
      visitor().account.resetPassword({ token, password: 'first-new-password' }),
      visitor().account.resetPassword({ token, password: 'second-new-password' }),
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await apiErrorOf(visitor().account.resetPassword({ token, password: 'third-new-password' }))).toEqual(refused);

    await visitor().account.requestPasswordReset({ email: agent.email });
    const late = await liveLinkToken(api.db, 'password_reset', agent.email);
    restoreClock = clock.set(() => new Date(now.getTime() + 60 * 60_000 + 1));
    expect(await apiErrorOf(visitor().account.resetPassword({ token: late, password: 'late-new-password' }))).toEqual(refused);
    expect(await apiErrorOf(visitor().account.resetPassword({ token: 'x'.repeat(43), password: 'late-new-password' }))).toEqual(refused);
  });

  it('a reset clears the sign-in lock-out and spends the other open links', async () => {
    freezeClock();
    const agent = await memberSession(api.db, teamId, 'agent');
    for (let i = 0; i < 6; i++) await verifyAgentLogin(api.db, agent.email, `wrong-${i}`, { clientAddress: '203.0.113.2' });
    expect(await verifyAgentLogin(api.db, agent.email, 'a-good-password', { clientAddress: '203.0.113.2' })).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    await visitor().account.requestPasswordReset({ email: agent.email });
    const older = await liveLinkToken(api.db, 'password_reset', agent.email);
    await visitor().account.requestPasswordReset({ email: agent.email });
    const tokens = await linkTokensFromOutbox(api.db, 'password_reset', agent.email);
    const newer = tokens.find((t) => t !== older)!;
    await visitor().account.resetPassword({ token: newer, password: 'unlocked-password' });
    expect(await api.db.user.findUniqueOrThrow({ where: { id: agent.userId }, select: { failedLogins: true, lockedUntil: true } })).toEqual(
      { failedLogins: 0, lockedUntil: null },
    );
    expect((await verifyAgentLogin(api.db, agent.email, 'unlocked-password', { clientAddress: '203.0.113.3' })).ok).toBe(true);
    expect(await apiErrorOf(visitor().account.resetPassword({ token: older, password: 'older-link-password' }))).toMatchObject({
      status: 404,
    });
  });

  it('three requests per address in a quarter hour; the fourth is 429 whether the address is known or not', async () => {
    freezeClock();
    const agent = await memberSession(api.db, teamId, 'agent');
    for (const email of [agent.email, 'unknown-person@agency.test']) {
      for (let i = 0; i < 3; i++) expect(await visitor().account.requestPasswordReset({ email })).toEqual({ requested: true });
      expect(await apiErrorOf(visitor().account.requestPasswordReset({ email }))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    }
    expect(await resetMails(agent.email)).toHaveLength(3);
  });

  it('twenty requests a minute per client address, whatever the e-mails', async () => {
    freezeClock();
    const caller = publicCaller(api.db, '198.51.100.250');
    for (let i = 0; i < 20; i++) await caller.account.requestPasswordReset({ email: `spray-${i}@agency.test` });
    expect(await apiErrorOf(caller.account.requestPasswordReset({ email: 'spray-x@agency.test' }))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
  });
});
