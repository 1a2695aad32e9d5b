import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { pageWindow, paginationWithNav } from '../lib/pagination';
import { inTeam } from '../lib/team-scope';
import { dateIn, isUuid } from '../lib/zod-helpers';
import { detailInclude, presentDetail, presentSummary, summarySelect } from './present';
import type { TBookingListQuery } from './schemas';

function listWhere(teamId: string, query: TBookingListQuery): Prisma.BookingWhereInput {
  const { start_date_from: from, start_date_to: to } = query;
  return inTeam(teamId, {
    ...(query.status && { status: query.status }),
    ...(query.type && { type: query.type }),
    ...(query.customer_id && { customerId: query.customer_id }),
    ...((from || to) && { startDate: { ...(from && { gte: dateIn(from) }), ...(to && { lte: dateIn(to) }) } }),
  });
}

/**
 * Newest first. Each filter with the team leads one index (team+status/type/customer+created_at,
 * team+start_date), so a page and its single count stay fast with hundreds of thousands of rows.
 */
export async function listBookings(db: Db, teamId: string, query: TBookingListQuery) {
  const where = listWhere(teamId, query);
  const [rows, total] = await Promise.all([
    db.booking.findMany({ where, select: summarySelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.booking.count({ where }),
  ]);
  return { bookings: rows.map(presentSummary), pagination: paginationWithNav(query, total) };
}

/** Another team's booking, or an id that is not a UUID, reads exactly like a missing one. */
export async function getBooking(db: Db, teamId: string, id: string) {
  if (!isUuid(id)) throw ApiError.notFound('Booking');
  const row = await db.booking.findFirst({ where: inTeam(teamId, { id }), include: detailInclude });
  if (!row) throw ApiError.notFound('Booking');
  return presentDetail(row);
}
