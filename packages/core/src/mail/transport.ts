import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/** One pooled nodemailer transport per SMTP_URL (the job sends a batch over a few connections). */
export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}
