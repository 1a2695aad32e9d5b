import type { Db, Prisma } from '@tas/db';
import { fromCents } from '../lib/money';
import { inTeam } from '../lib/team-scope';
import { dateOut } from '../lib/zod-helpers';

type Json = Record<string, unknown>;
type Point = { airportCode: string; dateTime: string };
type Segment = { airline: { code: string; name: string }; flightNumber: string; departure: Point; arrival: Point };

const awaiting = (status: string): Prisma.BookingWhereInput => ({ metadata: { path: ['supplier', 'status'], equals: status } });

const inMode = (mode: string): Prisma.BookingWhereInput => ({ metadata: { path: ['supplier', 'mode'], equals: mode } });

/**
 * The panel's "to issue" queue: offline-supplier flight bookings, not cancelled, not issued yet
 * (paid, or still waiting for the payment), and online ones whose reservation the follow-up job gave
 * up on (`issue_problem`: its last error), newest first.
 */
export async function toIssueQueue(db: Db, teamId: string) {
  const rows = await db.booking.findMany({
    where: inTeam(teamId, {
      type: 'flight',
      status: { not: 'cancelled' },
      OR: [
        { AND: [inMode('manual'), { OR: [awaiting('awaiting_issue'), awaiting('awaiting_payment')] }] },
        { AND: [inMode('automatic'), awaiting('failed')] },
      ],
    } satisfies Prisma.BookingWhereInput),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    include: {
      customer: { select: { id: true, fullName: true } },
      passengers: { orderBy: { position: 'asc' } },
      payments: { orderBy: { createdAt: 'desc' }, take: 1, select: { status: true } },
      followUps: { where: { kind: 'flight_issue', status: 'failed' }, take: 1, select: { lastError: true } },
    },
  });
  return {
    bookings: rows.map((row) => {
      const flight = ((row.metadata as Json).flight ?? {}) as Json;
      const itineraries = (flight.itineraries ?? []) as { segments: Segment[] }[];
      return {
        id: row.id,
        booking_number: row.bookingNumber,
        title: row.title,
        status: row.status,
        customer: { id: row.customer.id, name: row.customer.fullName },
        total_amount: fromCents(row.totalCents),
        currency: row.currency,
        start_date: dateOut(row.startDate),
        end_date: dateOut(row.endDate),
        created_at: row.createdAt.toISOString(),
        payment_status: row.payments[0]?.status ?? null,
        issue_problem: row.followUps[0] ? `Online reservation failed: ${row.followUps[0].lastError ?? 'no answer'}` : null,
        passengers: row.passengers.map((p) => ({
          name: p.name,
          type: ((p.details as Json).type as string | undefined) ?? 'adult',
          birth_date: dateOut(p.birthDate),
          document_type: p.documentType,
          document_number: p.documentNumber,
        })),
        flight: {
          provider: flight.provider as string,
          origin: flight.origin as string,
          destination: flight.destination as string,
          departure_date: flight.departure_date as string,
          return_date: (flight.return_date as string | null) ?? null,
          cabin_class: flight.cabin_class as string,
          itineraries: itineraries.map((it) => ({
            segments: it.segments.map((s) => ({
              airline: s.airline,
              flightNumber: s.flightNumber,
              departure: s.departure,
              arrival: s.arrival,
            })),
          })),
        },
      };
    }),
  };
}
