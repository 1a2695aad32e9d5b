import { randomUUID } from 'node:crypto';
import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { closeRateCounts } from '../rest/rate-counts';
import { createTeam } from '../teams/service';
import { createUser, verifyAgentLogin, type LoginResult } from './service';

const PASSWORD = 'the-right-password';
let handle: DbHandle;
let teamId: string;
let restoreClock: () => void = () => undefined;

beforeAll(async () => {
  handle = await createTestDb();
  teamId = (await createTeam(handle.db, { name: 'Agency', plan: 'pro', sandbox: true })).team_id;
});
afterEach(() => restoreClock());
afterAll(async () => {
  await closeRateCounts(handle.db);
  await handle.close();
});

// Each test in its own minute, so the per-address counts of one do not reach the next.
let minute = 0;
function freezeClock(): Date {
  const now = new Date(Date.UTC(2031, 4, 1, 9, minute++, 5));
  restoreClock = clock.set(() => now);
  return now;
}

async function newAgent(): Promise<{ id: string; email: string }> {
  const email = `agent-${randomUUID()}@agency.test`;
  const { user_id } = await createUser(handle.db, { teamId, email, password: PASSWORD });
  return { id: user_id, email };
}

const attempt = (email: string, password: string, clientAddress = '198.51.100.1') =>
  verifyAgentLogin(handle.db, email, password, { clientAddress });
const reasons = (results: LoginResult[]) => results.map((r) => (r.ok ? 'ok' : r.reason)).sort();
const stored = (id: string) => handle.db.user.findUniqueOrThrow({ where: { id }, select: { failedLogins: true, lockedUntil: true } });

describe('panel sign-in lock-out, under parallel attempts', () => {
  it('ten parallel wrong guesses count ten: five are checked, then the account is locked', async () => {
    const now = freezeClock();
    const agent = await newAgent();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(agent.email, `wrong-${i}`)));
    expect(reasons(results)).toEqual([...Array(5).fill('invalid'), ...Array(5).fill('locked')]);
    const row = await stored(agent.id);
    expect(row.failedLogins).toBe(10);
    expect(row.lockedUntil?.getTime()).toBe(now.getTime() + 60_000);
  });

  it('once parallel guesses have locked the account, a right password is refused, even among more guesses', async () => {
    freezeClock();
    const agent = await newAgent();
    await Promise.all(Array.from({ length: 5 }, (_, i) => attempt(agent.email, `wrong-${i}`)));
    const burst = await Promise.all([PASSWORD, 'wrong-a', PASSWORD, 'wrong-b', PASSWORD].map((password) => attempt(agent.email, password)));
    expect(burst).toEqual(Array(5).fill({ ok: false, reason: 'locked', retryAfterSeconds: 60 }));
    expect((await stored(agent.id)).failedLogins).toBe(10);
  });

  it('the right password before the lock signs in and clears the count', async () => {
    const now = freezeClock();
    const agent = await newAgent();
    await Promise.all(Array.from({ length: 3 }, (_, i) => attempt(agent.email, `wrong-${i}`)));
    expect((await stored(agent.id)).failedLogins).toBe(3);
    expect(await attempt(agent.email, PASSWORD)).toMatchObject({ ok: true, user: { id: agent.id } });
    expect(await stored(agent.id)).toEqual({ failedLogins: 0, lockedUntil: null });
    // Once a lock has passed, the right password works again.
    await Promise.all(Array.from({ length: 5 }, (_, i) => attempt(agent.email, `wrong-${i}`)));
    restoreClock = clock.set(() => new Date(now.getTime() + 61_000));
    expect((await attempt(agent.email, PASSWORD, '198.51.100.2')).ok).toBe(true);
  });
});

describe('panel sign-in, per client address', () => {
  it('refuses the 21st attempt of a minute from one address, even with a right password; other addresses go on', async () => {
    freezeClock();
    const agent = await newAgent();
    const address = '203.0.113.50';
    const sprayed = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`nobody-${i}@agency.test`, 'guess', address)));
    expect(reasons(sprayed)).toEqual(Array(20).fill('invalid'));
    expect(await attempt(agent.email, PASSWORD, address)).toMatchObject({ ok: false, reason: 'locked' });
    expect((await attempt(agent.email, PASSWORD, '203.0.113.51')).ok).toBe(true);
  });
});
