import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { open, seal } from '../lib/crypto';
import { panelLink } from '../members/links';
import type { MailKind } from './kinds';

/*
 * Invitations and password resets carry a key to an account. Their outbox row keeps the link's token
 * sealed (AES-256-GCM under the app key) until the job renders the message to send it; what is stored
 * as rendered, and the row once sent or failed, holds no link at all. Nobody reads these links in the
 * panel: the outbox offers to send them again.
 */
export const ACCOUNT_MAIL_KINDS = ['invitation', 'password_reset'] as const satisfies readonly MailKind[];
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

const PATHS: Record<AccountMailKind, string> = { invitation: '/invite/', password_reset: '/reset-password/' };

export function isAccountMail(kind: string): kind is AccountMailKind {
  return (ACCOUNT_MAIL_KINDS as readonly string[]).includes(kind);
}

/** What an account mail's refs hold instead of its link. */
export function sealedLinkRef(token: string): { sealed_token: string } {
  return { sealed_token: seal(token) };
}

/** The link the recipient gets, or null when the row holds none (already sent, or rendered for the panel). */
export function accountLinkOf(row: { kind: string; refs: Record<string, unknown> }): string | null {
  if (!isAccountMail(row.kind) || typeof row.refs.sealed_token !== 'string') return null;
  const token = open(row.refs.sealed_token);
  return token ? panelLink(`${PATHS[row.kind]}${token}`) : null;
}

/** The refs with the sealed token gone. */
export function withoutLink(refs: Record<string, unknown>): Record<string, unknown> {
  const { sealed_token: _gone, ...rest } = refs;
  return rest;
}

/**
 * `pnpm cli mail:link --to <address>`: with no SMTP, the platform operator (who holds the app key)
 * hands the newest kept account link to its recipient. Not reachable from the panel or the API.
 */
export async function keptAccountLink(db: Db, toInput: string) {
  const to = toInput.trim().toLowerCase();
  const row = await db.mailMessage.findFirst({
    where: { to, kind: { in: [...ACCOUNT_MAIL_KINDS] }, status: 'kept' },
    orderBy: { createdAt: 'desc' },
  });
  const url = row ? accountLinkOf({ kind: row.kind, refs: row.refs as Record<string, unknown> }) : null;
  if (!row || !url) throw new ApiError(404, 'NOT_FOUND', 'No kept invitation or password reset e-mail to this address');
  return { id: row.id, kind: row.kind, to: row.to, url };
}
