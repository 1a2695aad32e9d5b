import type { Db } from '@tas/db';
import { inTeam } from '../lib/team-scope';

/**
 * The hotel supplier a booking was reserved at, as recorded on its item at book (`details.provider`);
 * bookings from before several suppliers were all at the sandbox.
 */
export async function hotelBookingProvider(db: Db, teamId: string, bookingId: string): Promise<string> {
  const item = await db.bookingItem.findFirst({
    where: { bookingId, booking: inTeam(teamId, {}) },
    orderBy: { position: 'asc' },
    select: { details: true },
  });
  const details = item?.details as Record<string, unknown> | null | undefined;
  return typeof details?.provider === 'string' && details.provider ? details.provider : 'sandbox';
}
