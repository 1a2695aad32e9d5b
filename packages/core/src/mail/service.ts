import type { Db, MailStatus } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { pageWindow, pagination, type PageArgs } from '../lib/pagination';
import { inTeam } from '../lib/team-scope';

export interface MailListFilter extends PageArgs {
  status?: MailStatus;
}

const listSelect = {
  id: true,
  kind: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  attachments: true,
  createdAt: true,
  sentAt: true,
} as const;

type ListedRow = {
  id: string;
  kind: string;
  to: string;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  attachments: string[];
  createdAt: Date;
  sentAt: Date | null;
};

/** The panel's shape: dates as ISO strings (the panel's tRPC link sends JSON). */
function present(row: ListedRow) {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    attachments: row.attachments,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The team's messages, newest first (the panel's "E-mails enviados"). */
export async function listMail(db: Db, teamId: string, filter: MailListFilter) {
  const where = inTeam(teamId, filter.status ? { status: filter.status } : {});
  const [rows, total] = await Promise.all([
    db.mailMessage.findMany({ where, select: listSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(filter) }),
    db.mailMessage.count({ where }),
  ]);
  return { data: rows.map(present), pagination: pagination(filter, total) };
}

/** One message with its rendered body (an account mail's without its link); another team's id is 404. */
export async function getMail(db: Db, teamId: string, id: string) {
  const row = await db.mailMessage.findFirst({ where: inTeam(teamId, { id }), select: { ...listSelect, html: true, text: true } });
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'E-mail not found');
  return { ...present(row), html: row.html, text: row.text };
}
