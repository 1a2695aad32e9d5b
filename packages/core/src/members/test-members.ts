import { randomUUID } from 'node:crypto';
import type { Db, UserRole } from '@tas/db';
import type { Context } from '../context';
import { appRouter } from '../root';
import { createCallerFactory } from '../trpc';
import { accountLinkOf } from '../mail/account-links';
import { createUser } from '../users/service';
import { hashLinkToken } from './links';

/** Tests: a real user of the team with a password, and a panel caller for their session. */
export async function memberSession(db: Db, teamId: string, role: UserRole, name = `${role} ${randomUUID().slice(0, 4)}`) {
  const email = `${role}-${randomUUID()}@agency.test`;
  const { user_id } = await createUser(db, { teamId, email, password: 'a-good-password', role, name });
  return { userId: user_id, email, name, panel: panelCallerFor(db, { userId: user_id, teamId, name, email, role }) };
}

export function panelCallerFor(db: Db, agent: Context['agent'], ip = '198.51.100.20') {
  return createCallerFactory(appRouter)(() => ({ db, requestId: randomUUID(), ip, apiKey: null, agent, responseHeaders: {} }));
}

/** The caller of the public pages (no session). */
export function publicCaller(db: Db, ip = '198.51.100.30') {
  return panelCallerFor(db, null, ip);
}

/**
 * The tokens of every link e-mailed to `to` not yet sent: the recipient's mailbox, read as the send
 * job reads it (the row's sealed token, opened with the app key). Tests only.
 */
export async function linkTokensFromOutbox(db: Db, kind: 'invitation' | 'password_reset', to: string): Promise<string[]> {
  const rows = await db.mailMessage.findMany({ where: { kind, to }, orderBy: { createdAt: 'asc' } });
  return rows.flatMap((row) => {
    const url = accountLinkOf({ kind: row.kind, refs: row.refs as Record<string, unknown> });
    return url ? [url.slice(url.lastIndexOf('/') + 1)] : [];
  });
}

/** The token of the one link to `to` that still works (its hash is the invitation's or an unused reset's). */
export async function liveLinkToken(db: Db, kind: 'invitation' | 'password_reset', to: string): Promise<string> {
  for (const token of await linkTokensFromOutbox(db, kind, to)) {
    const tokenHash = hashLinkToken(token);
    const live =
      kind === 'invitation'
        ? await db.invitation.findFirst({ where: { tokenHash, acceptedAt: null, revokedAt: null } })
        : await db.passwordReset.findFirst({ where: { tokenHash, usedAt: null } });
    if (live) return token;
  }
  throw new Error(`no working ${kind} link was e-mailed to ${to}`);
}
