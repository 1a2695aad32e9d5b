import type { Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/** One pooled nodemailer transport per SMTP_URL (the job sends a batch over a few connections). */
export async function transportFor(smtpUrl: string): Promise<Transporter> {
  // nodemailer loads with the first mail sent, not with the server (an instance may never send one).
  const { default: nodemailer } = await import('nodemailer');
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}
