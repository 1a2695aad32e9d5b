import type { Db } from '@tas/db';
import { userActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { sealedLinkRef } from '../mail/account-links';
import { enqueueMail } from '../mail/enqueue';
import { hashLinkToken, newLinkToken } from '../members/links';
import { countRequest } from '../rest/rate-counts';
import { hashPassword } from './service';

export const RESET_VALID_MINUTES = 60;
// Requests per e-mail address in a quarter of an hour, and per client address in a minute (as sign-in).
const PER_EMAIL = 3;
const EMAIL_WINDOW_MS = 15 * 60 * 1000;
const PER_CLIENT_ADDRESS = 20;
const ADDRESS_WINDOW_MS = 60 * 1000;

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

function windowOf(now: Date, ms: number) {
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  return { start, resetAt: start.getTime() + ms };
}

async function limited(db: Db, counter: string, limit: number, ms: number, now: Date): Promise<void> {
  const window = windowOf(now, ms);
  // With its limit, the count is exact across app processes (a count in memory let two instances send 5 links for 3).
  if ((await countRequest(db, counter, window, limit)) <= limit) return;
  const retryAfter = Math.max(1, Math.ceil((window.resetAt - now.getTime()) / 1000));
  throw new ApiError(429, 'RATE_LIMITED', `Too many password reset requests, try again in ${retryAfter} seconds`);
}

/**
 * "Esqueci minha senha": e-mails a single-use link valid RESET_VALID_MINUTES to an active user.
 * The answer is the same whether the address is known or not; the limits count every request.
 */
export async function requestPasswordReset(db: Db, emailInput: string, options: { clientAddress: string }): Promise<{ requested: true }> {
  const email = emailInput.trim().toLowerCase();
  const now = clock.now();
  await limited(db, `password-reset:ip:${options.clientAddress}`, PER_CLIENT_ADDRESS, ADDRESS_WINDOW_MS, now);
  await limited(db, `password-reset:email:${email}`, PER_EMAIL, EMAIL_WINDOW_MS, now);
  const user = await db.user.findFirst({ where: { email, isActive: true }, select: { id: true, teamId: true, name: true } });
  if (!user) return { requested: true };
  const { token, tokenHash } = newLinkToken();
  await db.$transaction(async (tx) => {
    const reset = await tx.passwordReset.create({
      data: { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000), createdAt: now },
    });
    await enqueueMail(tx, {
      teamId: user.teamId,
      kind: 'password_reset',
      dedupeKey: `password-reset:${reset.id}`,
      to: email,
      refs: { name: user.name, valid_minutes: RESET_VALID_MINUTES, ...sealedLinkRef(token) },
      at: now,
    });
  });
  return { requested: true };
}

/**
 * A new password through a reset link: the link is taken in one conditional update (used once,
 * even by two clicks at once), every other open link of the user is spent, the sign-in lock-out is
 * cleared, and every panel session signed in before it ends (whoever knew the old password is out).
 */
export async function resetPassword(db: Db, input: { token: string; password: string }, ip: string | null): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const now = clock.now();
    const taken = await tx.$queryRaw<{ user_id: string }[]>`
      UPDATE password_resets SET used_at = ${now}
      WHERE token_hash = ${hashLinkToken(input.token)} AND used_at IS NULL AND expires_at > ${now}
      RETURNING user_id::text AS user_id`;
    const userId = taken[0]?.user_id;
    const user = userId ? await tx.user.findFirst({ where: { id: userId, isActive: true } }) : null;
    if (!user) throw new ApiError(404, 'NOT_FOUND', INVALID_RESET_LINK);
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, failedLogins: 0, lockedUntil: null, sessionsValidFrom: now } });
    await tx.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await recordAudit(tx, userActor(user, ip), {
      action: 'password.reset',
      subject: { type: 'user', id: user.id },
      details: { email: user.email },
    });
    return { email: user.email };
  });
}
