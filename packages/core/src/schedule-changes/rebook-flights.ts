import type { ChangedSlice, FlightItinerary } from '@tas/suppliers';
import type { Prisma } from '@tas/db';
import { dateIn } from '../lib/zod-helpers';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const routeOf = (it: FlightItinerary) => `${it.segments[0]?.departure.airportCode}-${it.segments.at(-1)?.arrival.airportCode}`;
const flightsOf = (it: FlightItinerary) => it.segments.map((s) => s.flightNumber).join(' + ');
/** Text after the flight numbers (`LA8084 · Light · 1 adult`): the fare and people stay as sold. */
const restOf = (text: string | null) => (text && text.includes(' · ') ? text.slice(text.indexOf(' · ')) : '');

/**
 * The booking flies the order change's flights from now on, in the caller's transaction: each slice the
 * airline changed is replaced (matched by route, else by position) in `metadata.flight.itineraries`, in its
 * item's segments and description, and in the booking's dates and description; `metadata.order_changes`
 * keeps what Duffel charged for it.
 */
export async function rebookFlights(
  tx: Prisma.TransactionClient,
  bookingId: string,
  changed: ChangedSlice[],
  added: FlightItinerary[],
  record: Prisma.InputJsonObject,
): Promise<void> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: { metadata: true, description: true, items: { orderBy: { position: 'asc' } } },
  });
  const metadata = (isObject(booking.metadata) ? booking.metadata : {}) as Json;
  const flight = isObject(metadata.flight) ? metadata.flight : {};
  const itineraries = (Array.isArray(flight.itineraries) ? flight.itineraries : []) as FlightItinerary[];
  const next = [...itineraries];
  const replaced = new Set<number>();
  added.forEach((it, k) => {
    const slice = changed[k];
    let index = next.findIndex((old, i) => !replaced.has(i) && slice && routeOf(old) === `${slice.origin}-${slice.destination}`);
    if (index < 0) index = Math.min(k, next.length);
    next[index] = it;
    replaced.add(index);
  });
  const first = next[0]!;
  const last = next.at(-1)!;
  await tx.booking.update({
    where: { id: bookingId },
    data: {
      description: `${next.map(flightsOf).join(' / ')}${restOf(booking.description)}`,
      startDate: dateIn(first.segments[0]!.departure.dateTime.slice(0, 10)),
      endDate: dateIn(last.segments.at(-1)!.arrival.dateTime.slice(0, 10)),
      metadata: {
        ...metadata,
        flight: {
          ...flight,
          itineraries: next,
          departure_date: first.segments[0]!.departure.dateTime.slice(0, 10),
          ...(Boolean(flight.return_date) && next.length > 1 && { return_date: last.segments[0]!.departure.dateTime.slice(0, 10) }),
        },
        order_changes: [...(Array.isArray(metadata.order_changes) ? (metadata.order_changes as unknown[]) : []), record],
      } as unknown as Prisma.InputJsonObject,
    },
  });
  for (const index of replaced) {
    const item = booking.items.find((i) => i.position === index && i.type === 'flight');
    const it = next[index]!;
    if (!item) continue;
    const details = isObject(item.details) ? item.details : {};
    await tx.bookingItem.update({
      where: { id: item.id },
      data: {
        description: `${flightsOf(it)}${restOf(item.description)}`,
        details: { ...details, segments: it.segments, stops: it.stops, duration: it.duration } as unknown as Prisma.InputJsonObject,
      },
    });
  }
}
