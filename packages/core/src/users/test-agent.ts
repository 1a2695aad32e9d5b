import { randomUUID } from 'node:crypto';
import type { Db, UserRole } from '@tas/db';
import type { Context } from '../context';

/**
 * Tests: a panel context for a real user of the team with `role` (one per team and role, made on
 * first use). The panel checks the session's user row on every request, so an invented id would be
 * refused. Pass it to createCaller as a function: it runs per call.
 */
export function panelContextAs(db: Db, teamId: string, role: UserRole, name = 'Agent Ana'): () => Promise<Context> {
  return async () => {
    const email = `${role}@${teamId}.panel.test`;
    const user = await db.user.upsert({
      where: { email },
      create: { teamId, email, name, role, passwordHash: 'not-a-password-hash' },
      update: {},
      select: { id: true },
    });
    return {
      db,
      requestId: randomUUID(),
      ip: '127.0.0.1',
      apiKey: null,
      agent: { userId: user.id, teamId, name, email, role },
      responseHeaders: {},
    };
  };
}
