import type { Db } from '@tas/db';
import { bookingLedger } from '../finance/booking-ledger';
import { ApiError } from '../lib/api-error';
import { inTeam } from '../lib/team-scope';
import { isUuid } from '../lib/zod-helpers';
import { detailInclude, presentDetail } from './present';

export { listBookings } from './list-bookings';

/** Another team's booking, or an id that is not a UUID, reads exactly like a missing one. */
export async function getBooking(db: Db, teamId: string, id: string) {
  if (!isUuid(id)) throw ApiError.notFound('Booking');
  const row = await db.booking.findFirst({ where: inTeam(teamId, { id }), include: detailInclude });
  if (!row) throw ApiError.notFound('Booking');
  const ledger = row.supplier ? await bookingLedger(db, teamId, id) : undefined;
  return { ...presentDetail(row), ...(ledger && { ledger }) };
}
