import type { Db, Prisma } from '@tas/db';
import { fromCents } from '../lib/money';
import { inTeam } from '../lib/team-scope';
import { dateOut } from '../lib/zod-helpers';
import { supplierIssueOf } from '../suppliers/supplier-issue';

type Json = Record<string, unknown>;

/** What a queue shows of a hotel booking (with its customer, first item and guests). */
export const QUEUED_HOTEL_INCLUDE = {
  customer: { select: { id: true, fullName: true } },
  items: { orderBy: { position: 'asc' }, take: 1 },
  passengers: { orderBy: { position: 'asc' } },
} satisfies Prisma.BookingInclude;

type QueuedHotelRow = Prisma.BookingGetPayload<{ include: typeof QUEUED_HOTEL_INCLUDE }>;

export function presentQueuedHotel(row: QueuedHotelRow) {
  const hotel = (row.items[0]?.details ?? {}) as Json;
  return {
    id: row.id,
    booking_number: row.bookingNumber,
    locator: row.locator,
    title: row.title,
    start_date: dateOut(row.startDate),
    end_date: dateOut(row.endDate),
    total_amount: fromCents(row.totalCents),
    currency: row.currency,
    customer: { id: row.customer.id, name: row.customer.fullName },
    guests: row.passengers.map((p) => p.name),
    hotel,
    special_requests: ((row.metadata as Json).special_requests as string | undefined) ?? null,
    supplier: supplierIssueOf(row.metadata)!,
    created_at: row.createdAt.toISOString(),
  };
}

/** The panel's "to confirm" queue: paid manual-mode hotel orders waiting for a supplier locator, oldest first. */
export async function toConfirmQueue(db: Db, teamId: string) {
  const rows = await db.booking.findMany({
    where: inTeam(teamId, {
      type: 'hotel',
      status: 'confirmed',
      AND: [
        { metadata: { path: ['supplier', 'status'], equals: 'awaiting_issue' } },
        { metadata: { path: ['supplier', 'mode'], equals: 'manual' } },
      ],
    } satisfies Prisma.BookingWhereInput),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: 200,
    include: QUEUED_HOTEL_INCLUDE,
  });
  return { bookings: rows.map(presentQueuedHotel) };
}
