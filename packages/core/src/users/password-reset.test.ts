import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../hotels/test-fixtures';
import { clock } from '../lib/clock';
import { hashLinkToken } from '../members/links';
import { liveLinkToken, memberSession, publicCaller } from '../members/test-members';
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
function freezeClock(): Date {
  const now = new Date(Date.UTC(2031, 4, 1, 8 + Math.floor(quarter / 4), (quarter++ % 4) * 15, 5));
  restoreClock = clock.set(() => now);
  return now;
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
      { teamId, status: 'pending', refs: { name: 'Carla Reis', valid_minutes: 60, url: expect.stringMatching(/\/reset-password\/[\w-]{40,}$/) } },
    ]);
    const token = await liveLinkToken(api.db, 'password_reset', agent.email);
    const stored = await api.db.passwordReset.findFirstOrThrow({ where: { userId: agent.userId } });
    expect(stored.tokenHash).toBe(hashLinkToken(token));
    expect(stored.expiresAt.getTime() - clock.now().getTime()).toBe(60 * 60_000);

    expect(await visitor().account.resetPassword({ token, password: 'brand-new-password' })).toEqual({ email: agent.email });
    expect((await verifyAgentLogin(api.db, agent.email, 'brand-new-password', { clientAddress: '203.0.113.1' })).ok).toBe(true);
    expect(await verifyAgentLogin(api.db, agent.email, 'a-good-password', { clientAddress: '203.0.113.1' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await api.db.auditEvent.findMany({ where: { teamId, action: 'password.reset', subjectId: agent.userId } })).toHaveLength(1);
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
    expect(await verifyAgentLogin(api.db, agent.email, 'a-good-password', { clientAddress: '203.0.113.2' })).toMatchObject({ ok: false, reason: 'locked' });
    await visitor().account.requestPasswordReset({ email: agent.email });
    const older = await liveLinkToken(api.db, 'password_reset', agent.email);
    await visitor().account.requestPasswordReset({ email: agent.email });
    const tokens = (await resetMails(agent.email)).map((m) => String((m.refs as { url: string }).url).split('/').pop()!);
    const newer = tokens.find((t) => t !== older)!;
    await visitor().account.resetPassword({ token: newer, password: 'unlocked-password' });
    expect(await api.db.user.findUniqueOrThrow({ where: { id: agent.userId }, select: { failedLogins: true, lockedUntil: true } })).toEqual({ failedLogins: 0, lockedUntil: null });
    expect((await verifyAgentLogin(api.db, agent.email, 'unlocked-password', { clientAddress: '203.0.113.3' })).ok).toBe(true);
    expect(await apiErrorOf(visitor().account.resetPassword({ token: older, password: 'older-link-password' }))).toMatchObject({ status: 404 });
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
    expect(await apiErrorOf(caller.account.requestPasswordReset({ email: 'spray-x@agency.test' }))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});
