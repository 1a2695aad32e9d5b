import { randomUUID } from 'node:crypto';
import { Prisma, type BookingStatus, type QuoteStatus } from '@tas/db';
import type { TWebhookEventType } from './event-types';

type Tx = Prisma.TransactionClient;

/*
 * The outbox: an event is one delivery row per active endpoint of the team subscribed to its type,
 * inserted by one INSERT ... SELECT inside the transaction of the change it reports. A team with no
 * endpoint pays one indexed lookup that finds nothing. The `data` object is built in SQL from the
 * row just written, so callers pass ids, not records.
 */

const BOOKING_EVENTS: Partial<Record<BookingStatus, TWebhookEventType>> = {
  confirmed: 'booking.confirmed',
  cancelled: 'booking.cancelled',
  completed: 'booking.completed',
};

const QUOTE_EVENTS: Partial<Record<QuoteStatus, TWebhookEventType>> = {
  sent: 'quote.sent',
  accepted: 'quote.accepted',
  declined: 'quote.declined',
  expired: 'quote.expired',
};

/** `data` of a booking event, from a `bookings` row aliased `b`; status given apart (the state the event reports). */
export function bookingEventData(status: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`jsonb_build_object('id', b.id, 'booking_number', b.booking_number, 'type', b.type, 'status', ${status},
    'total_amount', round(b.total_cents / 100.0, 2), 'currency', b.currency, 'customer_id', b.customer_id)`;
}

/** `data` of a quote event, from a `quotes` row aliased `q`. */
export function quoteEventData(status: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`jsonb_build_object('id', q.id, 'number', q.number, 'status', ${status}, 'total', q.total, 'customer_id', q.customer_id)`;
}

const paymentEventData = Prisma.sql`jsonb_build_object('id', p.id, 'booking_id', p.booking_id, 'method', p.method,
  'amount', round(p.amount_cents / 100.0, 2), 'status', p.status)`;

/**
 * The INSERT for one event type over `source`, a query giving `team_id`, `event_id` (uuid) and `data`
 * per event. Also usable as a data-modifying CTE in the jobs' single statements.
 */
export function insertDeliveries(type: TWebhookEventType, source: Prisma.Sql, at: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO webhook_deliveries (id, team_id, endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at)
    SELECT gen_random_uuid(), e.team_id, e.id, s.event_id, ${type},
           jsonb_build_object('id', s.event_id, 'type', ${type}::text, 'created_at', ${at.toISOString()}::text, 'data', s.data),
           'pending', 0, ${at}, ${at}
    FROM (${source}) s
    JOIN webhook_endpoints e ON e.team_id = s.team_id AND e.is_active AND ${type} = ANY (e.events)`;
}

/** An event id for rows a job changes in one statement: one per row and type, the same for every endpoint. */
export function batchEventId(rowId: Prisma.Sql, type: TWebhookEventType, at: Date): Prisma.Sql {
  return Prisma.sql`md5(${rowId}::text || ${`:${type}:${at.toISOString()}`})::uuid`;
}

async function emit(tx: Tx, type: TWebhookEventType, source: (eventId: string) => Prisma.Sql, at: Date): Promise<void> {
  await tx.$executeRaw(insertDeliveries(type, source(randomUUID()), at));
}

/** booking.created for a new booking, and booking.confirmed/cancelled/completed when its status moves there. */
export async function emitBookingEvents(
  tx: Tx,
  change: { bookingId: string; from: BookingStatus | null; to: BookingStatus; at: Date },
): Promise<void> {
  const types: TWebhookEventType[] = [];
  if (change.from === null) types.push('booking.created');
  const moved = BOOKING_EVENTS[change.to];
  if (moved && change.from !== change.to) types.push(moved);
  for (const type of types) {
    await emit(
      tx,
      type,
      (eventId) => Prisma.sql`SELECT b.team_id, ${eventId}::uuid AS event_id, ${bookingEventData(Prisma.sql`${change.to}::text`)} AS data
        FROM bookings b WHERE b.id = ${change.bookingId}::uuid`,
      change.at,
    );
  }
}

/** quote.sent/accepted/declined/expired when a quote's status moves there (not on edits that keep it). */
export async function emitQuoteEvent(
  tx: Tx,
  change: { quoteId: string; from: QuoteStatus | null; to: QuoteStatus; at: Date },
): Promise<void> {
  const type = QUOTE_EVENTS[change.to];
  if (!type || change.from === change.to) return;
  await emit(
    tx,
    type,
    (eventId) => Prisma.sql`SELECT q.team_id, ${eventId}::uuid AS event_id, ${quoteEventData(Prisma.sql`${change.to}::text`)} AS data
      FROM quotes q WHERE q.id = ${change.quoteId}::uuid`,
    change.at,
  );
}

/** payment.paid, after the payment row was written as paid. */
export async function emitPaymentPaid(tx: Tx, paymentId: string, at: Date): Promise<void> {
  await emit(
    tx,
    'payment.paid',
    (eventId) => Prisma.sql`SELECT p.team_id, ${eventId}::uuid AS event_id, ${paymentEventData} AS data
      FROM payments p WHERE p.id = ${paymentId}::uuid AND p.status = 'paid'`,
    at,
  );
}
