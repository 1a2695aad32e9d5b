import { ZMailFrom, ZSmtpUrl } from '../lib/env';

export interface MailConfig {
  smtpUrl: string;
  from: string;
}

const DEFAULT_FROM = 'Agência <no-reply@localhost>';

/**
 * SMTP_URL and MAIL_FROM, read when the job runs (loadEnv refuses bad values at start). No SMTP_URL:
 * null, and messages are kept for the panel instead of sent.
 */
export function mailConfig(source: Record<string, string | undefined> = process.env): MailConfig | null {
  const url = ZSmtpUrl.safeParse(source.SMTP_URL);
  if (!url.success || !url.data) return null;
  const from = ZMailFrom.safeParse(source.MAIL_FROM);
  return { smtpUrl: url.data, from: (from.success && from.data) || DEFAULT_FROM };
}
