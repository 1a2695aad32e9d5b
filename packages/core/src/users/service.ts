import { hash, verify } from '@node-rs/argon2';
import { rawQuery, type Db, type UserRole } from '@tas/db';
import { z } from 'zod';
import { auditSignIn } from '../audit/sign-in';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { countRequest } from '../rest/rate-counts';
import { rateLimitWindow } from '../rest/rate-limit';

/** The rule for every password a person chooses (sign-up, invitation, reset). */
export const ZNewPassword = z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters');

export const ZUserCreateInput = z.object({
  teamId: z.uuid(),
  email: z.email().transform((e) => e.toLowerCase()),
  password: ZNewPassword,
  name: z.string().trim().min(1).optional(),
  role: z.enum(['owner', 'admin', 'agent']).default('agent'),
});

/** The one password hashing of the platform (argon2id, the library's defaults). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function createUser(db: Db, input: z.input<typeof ZUserCreateInput>) {
  const { teamId, email, password, name, role } = ZUserCreateInput.parse(input);
  const team = await db.team.findUnique({ where: { id: teamId }, select: { id: true } });
  if (!team) throw ApiError.notFound('Team');
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw ApiError.conflict(`A user with e-mail ${email} already exists`);
  }
  const user = await db.user.create({
    data: { teamId, email, name: name ?? email.split('@')[0]!, role, passwordHash: await hashPassword(password) },
  });
  return { user_id: user.id, team_id: user.teamId, email: user.email, role: user.role };
}

// After FREE_ATTEMPTS failures the account locks for a doubling delay (1, 2, 4 ... 15 minutes).
const FREE_ATTEMPTS = 5;
const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 15 * 60;
// Per client address, counted like the API's rate limits (shared by every process).
const LOGIN_ATTEMPTS_PER_MINUTE = 20;
// Verified against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = hash('not-a-real-password');

export type LoginResult =
  // signedInAt: when the attempt began (a sign-in racing a password reset is ended by it)
  | { ok: true; user: { id: string; teamId: string; name: string; email: string; role: UserRole; signedInAt: number } }
  | { ok: false; reason: 'invalid' | 'locked'; retryAfterSeconds?: number };

interface AttemptRow {
  id: string;
  team_id: string;
  name: string;
  email: string;
  role: UserRole;
  password_hash: string;
  locked_before: Date | string | null;
}

/**
 * Counts the attempt as a failure before the password is checked, in one statement (the row lock
 * orders parallel attempts): N parallel guesses count N, the one that reaches FREE_ATTEMPTS locks
 * the account, and every attempt after it sees the lock, a right password included. A right
 * password then clears the count. Attempts during a lock count too (the next lock is longer).
 */
const CLAIM_ATTEMPT = `
WITH attempt AS (SELECT id, locked_until FROM users WHERE email = $1 AND is_active FOR UPDATE)
UPDATE users u SET
  failed_logins = u.failed_logins + 1,
  locked_until = CASE
    WHEN a.locked_until > $2::timestamptz THEN a.locked_until
    WHEN u.failed_logins + 1 >= $3::int THEN $2::timestamptz + make_interval(secs => LEAST($4::float8 * power(2, LEAST(u.failed_logins + 1 - $3::int, 20)), $5::float8))
    ELSE NULL
  END
FROM attempt a
WHERE u.id = a.id
RETURNING u.id, u.team_id, u.name, u.email, u.role::text AS role, u.password_hash, a.locked_until AS locked_before`;

/**
 * Panel sign-in. `clientAddress` (lib/client-address.ts) is limited to LOGIN_ATTEMPTS_PER_MINUTE,
 * whatever the accounts, so one address cannot try passwords on many accounts.
 */
export async function verifyAgentLogin(
  db: Db,
  emailInput: string,
  password: string,
  options: { clientAddress?: string } = {},
): Promise<LoginResult> {
  const email = emailInput.trim().toLowerCase();
  const now = clock.now();
  const limited = await addressLimited(db, options.clientAddress ?? 'unknown', now);
  if (limited) return limited;
  const [row] = await rawQuery<AttemptRow>(
    db,
    CLAIM_ATTEMPT,
    [email, now.toISOString(), FREE_ATTEMPTS, FIRST_LOCK_SECONDS, MAX_LOCK_SECONDS],
    { prepared: true },
  );
  // A deactivated user is answered as an unknown e-mail (same time, same words).
  if (!row) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return { ok: false, reason: 'invalid' };
  }
  const lockedUntil = row.locked_before === null ? null : new Date(row.locked_before);
  if (lockedUntil && lockedUntil > now) {
    await auditSignIn(db, row, options.clientAddress, 'locked');
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) };
  }
  if (!(await verify(row.password_hash, password).catch(() => false))) {
    await auditSignIn(db, row, options.clientAddress, 'wrong_password');
    return { ok: false, reason: 'invalid' };
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: row.id }, data: { failedLogins: 0, lockedUntil: null, lastLoginAt: now } });
    await auditSignIn(tx, row, options.clientAddress);
  });
  return {
    ok: true,
    user: { id: row.id, teamId: row.team_id, name: row.name, email: row.email, role: row.role, signedInAt: now.getTime() },
  };
}

async function addressLimited(db: Db, clientAddress: string, now: Date): Promise<LoginResult | null> {
  const window = rateLimitWindow(now);
  const count = await countRequest(db, `login:ip:${clientAddress}`, window, LOGIN_ATTEMPTS_PER_MINUTE);
  if (count <= LOGIN_ATTEMPTS_PER_MINUTE) return null;
  return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now.getTime()) / 1000)) };
}
