import type { Db, Prisma } from '@tas/db';
import { logger } from '../lib/logger';
import { isAccountMail, withoutLink } from './account-links';
import { mailConfig, type MailConfig } from './config';
import { renderMail, type RenderedMail } from './render';
import { transportFor } from './transport';

const BATCH = 25;
const MAX_BATCHES_PER_RUN = 10;
/** Attempts before a message is failed (1, 2, 4, ... minutes apart: about 4 hours in all). */
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
// Claimed rows are pushed this far ahead while being sent, so a crashed run's rows come back later.
const LEASE_MS = 5 * 60 * 1000;

export interface MailRun {
  sent: number;
  kept: number;
  retried: number;
  failed: number;
}

interface ClaimedMail {
  id: string;
  team_id: string;
  kind: string;
  to: string;
  refs: Record<string, unknown>;
  attempts: number;
}

/** After the n-th failed attempt: 1, 2, 4, ... minutes, capped at an hour. */
export function nextMailAttempt(attempts: number, now: Date): Date {
  return new Date(now.getTime() + Math.min(60_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS));
}

/** Due messages, claimed with SKIP LOCKED and leased: two runs at once never take the same row. */
async function claimDue(db: Db, now: Date): Promise<ClaimedMail[]> {
  return db.$queryRaw<ClaimedMail[]>`
    WITH due AS (
      SELECT id FROM mail_messages
      WHERE status = 'pending' AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE mail_messages m SET next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
    FROM due WHERE m.id = due.id
    RETURNING m.id::text AS id, m.team_id::text AS team_id, m.kind, m."to", m.refs, m.attempts`;
}

function describe(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  return (e?.response ?? e?.message ?? String(error)).slice(0, 300);
}

/** A failed try: retried with backoff, or failed after MAX_ATTEMPTS (at once when `final`). */
async function recordFailure(
  db: Db,
  mail: ClaimedMail,
  error: unknown,
  now: Date,
  final: boolean,
  stored: object = {},
): Promise<keyof MailRun> {
  const attempts = mail.attempts + 1;
  const failed = final || attempts >= MAX_ATTEMPTS;
  logger.warn({ err: error, mailId: mail.id, attempts }, 'mail could not be sent');
  await db.mailMessage.update({
    where: { id: mail.id },
    data: {
      ...stored,
      // Given up: an account link is of no use to anyone any more.
      ...(failed && isAccountMail(mail.kind) ? { refs: withoutLink(mail.refs) as Prisma.InputJsonObject } : {}),
      attempts,
      lastError: describe(error),
      ...(failed ? { status: 'failed' } : { nextAttemptAt: nextMailAttempt(attempts, now) }),
    },
  });
  return failed ? 'failed' : 'retried';
}

/** The quote, payment or booking the message is about was deleted: nothing to say any more. */
function isGone(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'P2025';
}

async function processOne(db: Db, mail: ClaimedMail, config: MailConfig | null, now: Date): Promise<keyof MailRun> {
  let rendered: RenderedMail;
  try {
    rendered = await renderMail(db, { teamId: mail.team_id, kind: mail.kind, refs: mail.refs });
  } catch (error) {
    return recordFailure(db, mail, error, now, isGone(error));
  }
  // An account mail is stored as the panel shows it: without its link (render-time only, see account-links.ts).
  const kept = isAccountMail(mail.kind)
    ? await renderMail(db, { teamId: mail.team_id, kind: mail.kind, refs: withoutLink(mail.refs) })
    : rendered;
  const stored = {
    subject: kept.subject,
    html: kept.html,
    text: kept.text,
    attachments: rendered.attachments.map((a) => String(a.filename)),
  };
  if (!config) {
    // No SMTP (the embedded default): the message is kept for the panel's "E-mails enviados" (an
    // account mail keeps its token sealed, for the operator to hand over: `pnpm cli mail:link`).
    await db.mailMessage.update({ where: { id: mail.id }, data: { ...stored, status: 'kept', sentAt: null } });
    return 'kept';
  }
  try {
    const transport = await transportFor(config.smtpUrl);
    await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: rendered.attachments,
      // The row's id: a receiver can tell a resend (after a lost reply) from a new message.
      messageId: `<${mail.id}@tas.mail>`,
    });
  } catch (error) {
    return recordFailure(db, mail, error, now, false, stored);
  }
  await db.mailMessage.update({
    where: { id: mail.id },
    data: {
      ...stored,
      ...(isAccountMail(mail.kind) ? { refs: withoutLink(mail.refs) as Prisma.InputJsonObject } : {}),
      status: 'sent',
      attempts: mail.attempts + 1,
      lastError: null,
      sentAt: now,
    },
  });
  return 'sent';
}

/**
 * The job behind `mail.send` (every minute): renders each due message and sends it through SMTP_URL,
 * or keeps it for the panel when no SMTP is configured. SMTP failures are retried with backoff.
 */
export async function sendDueMail(db: Db, now: Date, config: MailConfig | null = mailConfig()): Promise<MailRun> {
  const run: MailRun = { sent: 0, kept: 0, retried: 0, failed: 0 };
  for (let round = 1; ; round++) {
    const batch = await claimDue(db, now);
    for (const mail of batch) {
      try {
        run[await processOne(db, mail, config, now)]++;
      } catch (err) {
        // The outcome could not be written: the lease brings the message back in a few minutes.
        logger.error({ err, mailId: mail.id }, 'mail outcome could not be recorded');
      }
    }
    if (batch.length < BATCH || round >= MAX_BATCHES_PER_RUN) return run;
  }
}
