import type { Db, Prisma } from '@tas/db';
import { presentCreated } from '../bookings/present';
import { recordStatusChange } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { newLocator, nextBookingNumber } from '../lib/sequence';
import { inTeam } from '../lib/team-scope';
import { dateOut } from '../lib/zod-helpers';
import { bookingItemOf, bookingTypeFor } from './conversion';
import { lockTeamQuote } from './find-quote';
import { appendHistory } from './history';
import { presentQuote, quoteInclude } from './present';
import { effectiveStatus } from './validity';

type Tx = Prisma.TransactionClient;
/** Only team members convert, never the customer or a job. */
type ConvertingActor = { type: 'agent' | 'api_key'; name: string };

// Same policy as manual bookings: 34^6 locators per team, so five collisions in a row mean something else.
const LOCATOR_ATTEMPTS = 5;

function isLocatorTaken(error: unknown): boolean {
  const e = error as { code?: string; meta?: unknown } | null;
  return e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('locator');
}

async function convertLocked(tx: Tx, teamId: string, actor: ConvertingActor, id: string) {
  const now = clock.now();
  const quote = await lockTeamQuote(tx, teamId, id);
  // Converting twice answers the booking made the first time (the row lock serialises racing calls).
  if (quote.bookingId) {
    const booking = await tx.booking.findFirstOrThrow({ where: inTeam(teamId, { id: quote.bookingId }) });
    return { booking: presentCreated(booking), quote: presentQuote(quote, now) };
  }
  const status = effectiveStatus(quote.status, dateOut(quote.validUntil)!, now);
  if (status !== 'accepted') {
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Cannot convert a ${status} quote: only accepted quotes become bookings`);
  }
  const booking = await tx.booking.create({
    data: {
      teamId,
      customerId: quote.customerId,
      bookingNumber: await nextBookingNumber(tx, teamId, now),
      locator: newLocator(),
      type: bookingTypeFor(quote.items),
      status: 'pending',
      title: quote.title,
      // A quote names no travel dates; the agent fills them in on the booking.
      startDate: null,
      endDate: null,
      totalCents: quote.total.mul(100).toNumber(),
      currency: quote.currency,
      metadata: { quote_id: quote.id, quote_number: quote.number },
      createdAt: now,
      updatedAt: now,
      items: { create: quote.items.map(bookingItemOf) },
    },
  });
  const note = `Converted from quote ${quote.number}`;
  await recordStatusChange(tx, { bookingId: booking.id, from: null, to: 'pending', actor, at: now, note });
  await tx.quote.update({ where: { id: quote.id }, data: { bookingId: booking.id, updatedAt: now } });
  await appendHistory(tx, quote.id, { status: 'accepted', actor, note: `Converted to booking ${booking.bookingNumber}` }, now);
  const converted = await tx.quote.findUniqueOrThrow({ where: { id: quote.id }, include: quoteInclude });
  return { booking: presentCreated(booking), quote: presentQuote(converted, now) };
}

/** An accepted quote becomes a pending booking with its customer, items and total, linked by `booking_id`. */
export async function convertQuote(db: Db, teamId: string, actor: ConvertingActor, id: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction((tx) => convertLocked(tx, teamId, actor, id));
    } catch (error) {
      // The failed transaction rolled back its booking number too, so the retry draws both afresh.
      if (attempt >= LOCATOR_ATTEMPTS || !isLocatorTaken(error)) throw error;
    }
  }
}
