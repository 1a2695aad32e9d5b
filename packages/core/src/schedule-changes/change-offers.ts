import type { ChangedSlice, FlightItinerary, OrderChangeOffer, SliceToChange } from '@tas/suppliers';
import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { changeAmount } from './change-amounts';
import { askDuffel, changeStillOffered } from './duffel-of-team';
import type { ScheduleSegment } from '@tas/suppliers';
import type { TChangeOffer } from './schemas';

const DAY_MS = 86_400_000;
const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The flights of itineraries as the queue shows them. */
export const segmentsOfItineraries = (its: FlightItinerary[]): ScheduleSegment[] =>
  its.flatMap((it) =>
    it.segments.map((s) => ({
      origin: s.departure.airportCode,
      destination: s.arrival.airportCode,
      departingAt: s.departure.dateTime,
      arrivingAt: s.arrival.dateTime,
      flight: s.flightNumber,
    })),
  );

/**
 * The slices the airline changed, searched again on the same route: the first on the agent's date, a later one
 * on the return date given, or moved by as many days as the first (the trip keeps its length).
 */
export function slicesToChange(changed: ChangedSlice[], cabinClass: string, departureDate: string, returnDate?: string): SliceToChange[] {
  if (changed.length === 0 || changed.some((s) => !s.sliceId))
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Invalid status transition: Duffel names no slice of the order to change');
  const moved = daysBetween(changed[0]!.departureDate, departureDate);
  return changed.map((slice, i) => ({
    sliceId: slice.sliceId!,
    origin: slice.origin,
    destination: slice.destination,
    departureDate: i === 0 ? departureDate : (returnDate ?? shiftDays(slice.departureDate, moved)),
    cabinClass,
  }));
}

export const presentChangeOffer = (offer: OrderChangeOffer, booking: Parameters<typeof changeAmount>[1]): TChangeOffer => ({
  id: offer.id,
  expires_at: offer.expiresAt,
  change_total: changeAmount(offer.changeTotal, booking),
  penalty: offer.penalty && changeAmount(offer.penalty, booking),
  new_total: offer.newTotal && changeAmount(offer.newTotal, booking),
  flights: segmentsOfItineraries(offer.added),
});

/**
 * "Solicitar alteração": asks Duffel for other flights for the slices the airline changed (an order change
 * request), read while Duffel still offers `change` for it, and answers its offers with what each costs, in
 * Duffel's currency and in reais. Nothing is stored: the change stays pending until the agent picks one.
 * No offer from the airline is an empty list, not an error.
 */
export async function listChangeOffers(db: Db, teamId: string, id: string, input: { departure_date: string; return_date?: string }) {
  const { row, duffel, orderId, current } = await changeStillOffered(db, teamId, id);
  const booking = await db.booking.findUniqueOrThrow({
    where: { id: row.bookingId },
    select: { metadata: true, supplierCurrency: true, exchangeRate: true },
  });
  const cabin = (booking.metadata as { flight?: { cabin_class?: unknown } }).flight?.cabin_class;
  const slices = slicesToChange(
    current.addedSlices,
    typeof cabin === 'string' ? cabin : 'economy',
    input.departure_date,
    input.return_date,
  );
  const { requestId, offers } = await askDuffel((signal) => duffel.requestOrderChange(orderId, slices, { signal }), 'departure_date');
  return {
    schedule_change_id: row.id,
    order_change_request_id: requestId,
    offers: offers.map((offer) => presentChangeOffer(offer, booking)),
  };
}
