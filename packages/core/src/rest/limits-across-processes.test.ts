import { randomUUID } from 'node:crypto';
import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '../teams/service';
import { startAppProcesses, type AppProcesses } from '../testing/app-processes';
import { createUser } from '../users/service';

// Two app processes on one database: real child processes on PostgreSQL, two clients with their own
// counts in this process on PGlite (see startAppProcesses).
let handle: DbHandle;
let processes: AppProcesses;
let teamId: string;
beforeAll(async () => {
  handle = await createTestDb();
  teamId = (await createTeam(handle.db, { name: 'Agency', plan: 'pro', sandbox: true })).team_id;
  processes = await startAppProcesses(handle);
});
afterAll(async () => {
  await processes?.close();
  await handle.close();
});

describe('rate limits across app processes', () => {
  it('the bookings group (100 a minute) accepts exactly 100 of 160 requests sent at once by two processes', async () => {
    const at = Date.parse('2031-05-01T09:00:10Z');
    const requests = { kind: 'rate-limit', at, subject: `team:${teamId}`, group: 'bookings', count: 80 } as const;
    const accepted = await processes.send([requests, requests]);
    expect(accepted[0]! + accepted[1]!).toBe(100);
  });

  it('a limit of 10 accepts exactly 10 of 40 (the whole limit near its end)', async () => {
    const at = Date.parse('2031-05-01T09:01:10Z');
    const requests = { kind: 'rate-limit', at, subject: `team:${teamId}`, group: 'flights_book', count: 20 } as const;
    const accepted = await processes.send([requests, requests]);
    expect(accepted[0]! + accepted[1]!).toBe(10);
  });
});

describe('password reset limits across app processes', () => {
  it('five requests for one address at once in two processes send exactly 3 reset links', async () => {
    const email = `agent-${randomUUID()}@agency.test`;
    const { user_id } = await createUser(handle.db, { teamId, email, password: 'the-right-password' });
    const at = Date.parse('2031-05-01T10:00:05Z');
    const accepted = await processes.send([
      { kind: 'password-reset', at, clientAddress: '198.51.100.7', emails: [email, email, email] },
      { kind: 'password-reset', at, clientAddress: '198.51.100.8', emails: [email, email] },
    ]);
    expect(accepted[0]! + accepted[1]!).toBe(3);
    expect(await handle.db.passwordReset.count({ where: { userId: user_id } })).toBe(3);
  });

  it('one client address gets exactly 20 requests a minute across two processes (20 of 30)', async () => {
    const at = Date.parse('2031-05-01T11:00:05Z');
    const emails = (n: number) => Array.from({ length: n }, () => `nobody-${randomUUID()}@agency.test`);
    const accepted = await processes.send([
      { kind: 'password-reset', at, clientAddress: '198.51.100.9', emails: emails(15) },
      { kind: 'password-reset', at, clientAddress: '198.51.100.9', emails: emails(15) },
    ]);
    expect(accepted[0]! + accepted[1]!).toBe(20);
  });
});
