import { hash, verify } from '@node-rs/argon2';
import type { Db, UserRole } from '@tas/db';
import { z } from 'zod';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';

export const ZUserCreateInput = z.object({
  teamId: z.uuid(),
  email: z.email().transform((e) => e.toLowerCase()),
  password: z.string().min(8, 'must be at least 8 characters'),
  name: z.string().trim().min(1).optional(),
  role: z.enum(['owner', 'admin', 'agent']).default('agent'),
});

export async function createUser(db: Db, input: z.input<typeof ZUserCreateInput>) {
  const { teamId, email, password, name, role } = ZUserCreateInput.parse(input);
  const team = await db.team.findUnique({ where: { id: teamId }, select: { id: true } });
  if (!team) throw ApiError.notFound('Team');
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw ApiError.conflict(`A user with e-mail ${email} already exists`);
  }
  const user = await db.user.create({
    data: { teamId, email, name: name ?? email.split('@')[0]!, role: role as UserRole, passwordHash: await hash(password) },
  });
  return { user_id: user.id, team_id: user.teamId, email: user.email, role: user.role };
}

// After FREE_ATTEMPTS failures the account locks for a doubling delay (1, 2, 4 ... 15 minutes).
const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 15 * 60_000;
// Verified against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = hash('not-a-real-password');

export type LoginResult =
  | { ok: true; user: { id: string; teamId: string; name: string; email: string; role: UserRole } }
  | { ok: false; reason: 'invalid' | 'locked'; retryAfterSeconds?: number };

export async function verifyAgentLogin(db: Db, emailInput: string, password: string): Promise<LoginResult> {
  const email = emailInput.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { email } });
  const now = clock.now();
  // A deactivated user is answered as an unknown e-mail (same time, same words).
  if (!user || !user.isActive) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return { ok: false, reason: 'invalid' };
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000) };
  }
  if (!(await verify(user.passwordHash, password).catch(() => false))) {
    const failed = user.failedLogins + 1;
    const lockMs = failed >= FREE_ATTEMPTS ? Math.min(60_000 * 2 ** (failed - FREE_ATTEMPTS), MAX_LOCK_MS) : 0;
    await db.user.update({
      where: { id: user.id },
      data: { failedLogins: failed, lockedUntil: lockMs ? new Date(now.getTime() + lockMs) : null },
    });
    return { ok: false, reason: 'invalid' };
  }
  await db.user.update({ where: { id: user.id }, data: { failedLogins: 0, lockedUntil: null, lastLoginAt: now } });
  return { ok: true, user: { id: user.id, teamId: user.teamId, name: user.name, email: user.email, role: user.role } };
}
