import { Prisma } from '@tas/db';
import type { MailKind } from './kinds';

type Tx = Prisma.TransactionClient;

/*
 * The mail outbox: each message is one mail_messages row inserted in the transaction of the event
 * that causes it, so it exists exactly when the event committed. The dedupe key is unique per team
 * and the insert does nothing on a second try (a retried event, a replayed gateway webhook): each
 * message is sent once. Rows hold ids, not text; mail.send renders them (send-due.ts).
 * The recipient is the client's e-mail; a client with none gets no row.
 */

/** One message to an address the caller already knows (invitations, password resets). */
export async function enqueueMail(
  tx: Tx,
  message: { teamId: string; kind: MailKind; dedupeKey: string; to: string; refs: Prisma.InputJsonObject; at: Date },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO mail_messages (id, team_id, kind, dedupe_key, "to", refs, status, next_attempt_at, created_at)
    VALUES (gen_random_uuid(), ${message.teamId}::uuid, ${message.kind}, ${message.dedupeKey}, ${message.to},
            ${JSON.stringify(message.refs)}::jsonb, 'pending', ${message.at}, ${message.at})
    ON CONFLICT (team_id, dedupe_key) DO NOTHING`;
}

/** One message from `source`, a query giving team_id, kind, dedupe_key, "to" and refs per row. */
async function enqueueFrom(tx: Tx, source: Prisma.Sql, at: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO mail_messages (id, team_id, kind, dedupe_key, "to", refs, status, next_attempt_at, created_at)
    SELECT gen_random_uuid(), s.team_id, s.kind, s.dedupe_key, s."to", s.refs, 'pending', ${at}, ${at}
    FROM (${source}) s
    WHERE s."to" IS NOT NULL AND btrim(s."to") <> ''
    ON CONFLICT (team_id, dedupe_key) DO NOTHING`;
}

/** A kind as a SQL text parameter (typed here so a misspelt kind does not compile). */
const kind = (k: MailKind): string => k;

/** The quote and its share link, each time it is sent (a quote sent again after edits is a new message). */
export function enqueueQuoteSent(tx: Tx, quoteId: string, at: Date): Promise<void> {
  return enqueueFrom(
    tx,
    Prisma.sql`SELECT q.team_id, ${kind('quote_sent')} AS kind, 'quote-sent:' || q.id || ':' || ${at.toISOString()}::text AS dedupe_key, c.email AS "to",
      jsonb_build_object('quote_id', q.id) AS refs
      FROM quotes q JOIN clients c ON c.id = q.customer_id WHERE q.id = ${quoteId}::uuid`,
    at,
  );
}

/** How to pay a pending PIX or boleto (a card has nothing to explain). */
export function enqueuePaymentInstructions(tx: Tx, paymentId: string, at: Date): Promise<void> {
  return enqueueFrom(
    tx,
    Prisma.sql`SELECT p.team_id, CASE p.method WHEN 'pix' THEN ${kind('pix_instructions')} ELSE ${kind('boleto_instructions')} END AS kind,
      'payment-instructions:' || p.id AS dedupe_key, c.email AS "to", jsonb_build_object('payment_id', p.id) AS refs
      FROM payments p JOIN bookings b ON b.id = p.booking_id JOIN clients c ON c.id = b.customer_id
      WHERE p.id = ${paymentId}::uuid AND p.method IN ('pix', 'boleto') AND p.status = 'pending'`,
    at,
  );
}

/** The receipt, once the payment row is paid. */
export function enqueuePaymentReceived(tx: Tx, paymentId: string, at: Date): Promise<void> {
  return enqueueFrom(
    tx,
    Prisma.sql`SELECT p.team_id, ${kind('payment_received')} AS kind, 'payment-received:' || p.id AS dedupe_key, c.email AS "to", jsonb_build_object('payment_id', p.id) AS refs
      FROM payments p JOIN bookings b ON b.id = p.booking_id JOIN clients c ON c.id = b.customer_id
      WHERE p.id = ${paymentId}::uuid AND p.status = 'paid'`,
    at,
  );
}

/** The confirmation with its voucher, when a booking moves to confirmed. */
export function enqueueBookingConfirmed(tx: Tx, bookingId: string, at: Date): Promise<void> {
  return enqueueFrom(
    tx,
    Prisma.sql`SELECT b.team_id, ${kind('booking_confirmed')} AS kind, 'booking-confirmed:' || b.id AS dedupe_key, c.email AS "to", jsonb_build_object('booking_id', b.id) AS refs
      FROM bookings b JOIN clients c ON c.id = b.customer_id WHERE b.id = ${bookingId}::uuid`,
    at,
  );
}

/** What a cancellation confirmed with a quote kept and refunded, once per booking. */
export function enqueueBookingCancelled(tx: Tx, bookingId: string, at: Date): Promise<void> {
  return enqueueFrom(
    tx,
    Prisma.sql`SELECT b.team_id, ${kind('booking_cancelled')} AS kind, 'booking-cancelled:' || b.id AS dedupe_key, c.email AS "to", jsonb_build_object('booking_id', b.id) AS refs
      FROM bookings b JOIN clients c ON c.id = b.customer_id WHERE b.id = ${bookingId}::uuid AND b.cancellation_refund_cents IS NOT NULL`,
    at,
  );
}
