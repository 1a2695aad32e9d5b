import { isSupplierError, type ConfirmedOrderChange } from '@tas/suppliers';
import type { Db, Prisma } from '@tas/db';
import { recordStatusChange, type Actor } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { addOrderChangeCost } from '../finance/order-change-cost';
import { enqueueMail } from '../mail/enqueue';
import { presentChangeOffer, segmentsOfItineraries } from './change-offers';
import { rebookFlights } from './rebook-flights';
import { askDuffel, changeStillOffered } from './duffel-of-team';
import { emitScheduleChanged } from './emit-schedule-changed';
import { findScheduleChange, presentScheduleChange } from './list-schedule-changes';
import { segmentLine } from './segments';

const OFFER_GONE = 'Order change offer expired or no longer available: ask for alternatives again';

/**
 * The agent picks one of the airline's alternatives: Duffel makes the pending order change and confirms it,
 * paying its cost from the agency's balance; then Duffel is told the airline's change was handled
 * (`action_taken: changed`, where it offers `update`). Only after Duffel confirmed, in one transaction: the
 * booking flies the new flights, the change is `changed` with what Duffel charged, a history line, the
 * customer's e-mail and booking.schedule_changed. A failure at Duffel before the confirmation changes nothing.
 * The cost is recorded on the booking (`metadata.order_changes`) and added to what the sale owes Duffel (its
 * payable: finance/order-change-cost.ts), not charged to the customer: the airline moved the flight, so the
 * agency decides apart whether to pass it on.
 */
export async function confirmOrderChange(db: Db, teamId: string, id: string, offerId: string, actor: Actor) {
  const { row, duffel, orderId, current } = await changeStillOffered(db, teamId, id);
  const confirmed: ConfirmedOrderChange = await askDuffel(async (signal) => {
    try {
      return await duffel.changeOrder(orderId, offerId, { signal });
    } catch (error) {
      if (isSupplierError(error) && (error.kind === 'offer_expired' || error.kind === 'not_found')) throw ApiError.conflict(OFFER_GONE);
      throw error;
    }
  }, 'offer_id');

  // The order is changed at Duffel now: telling Duffel about the airline's change must not undo our record of it.
  let actionTaken: string | null = null;
  let updateError: string | null = null;
  if (current.availableActions.includes('update')) {
    try {
      actionTaken = (await askDuffel((signal) => duffel.recordChangeAction(row.supplierChangeId, 'changed', { signal }))).actionTaken;
    } catch (error) {
      updateError = error instanceof Error ? error.message : 'Duffel did not record the action';
    }
  }

  const booking = await db.booking.findUniqueOrThrow({
    where: { id: row.bookingId },
    select: { status: true, supplierCurrency: true, exchangeRate: true, customer: { select: { email: true } } },
  });
  const shown = presentChangeOffer(confirmed, booking);
  const flights = segmentsOfItineraries(confirmed.added);
  const now = clock.now();
  const record = {
    schedule_change_id: id,
    order_change_id: confirmed.id,
    order_change_offer_id: offerId,
    confirmed_at: confirmed.confirmedAt ?? now.toISOString(),
    change_total: shown.change_total,
    penalty: shown.penalty,
    new_total: shown.new_total,
    charged_to_customer: false,
  } as Prisma.InputJsonObject;
  const outcome = {
    ...record,
    action_taken: actionTaken,
    ...(updateError && { action_update_error: updateError }),
    airline_added: row.added,
  } as Prisma.InputJsonObject;

  await db.$transaction(async (tx) => {
    const moved = await tx.scheduleChange.updateMany({
      where: { id, teamId, status: 'pending' },
      data: {
        status: 'changed',
        decidedByName: actor.name,
        decidedAt: now,
        outcome,
        added: flights as unknown as Prisma.InputJsonArray,
        updatedAt: now,
      },
    });
    if (moved.count === 0) throw ApiError.conflict('The schedule change was decided meanwhile');
    await rebookFlights(tx, row.bookingId, current.addedSlices, confirmed.added, record);
    const inLedger = await addOrderChangeCost(tx, row.bookingId, confirmed.changeTotal);
    const cost =
      shown.change_total.amount > 0
        ? ` (Duffel charged ${shown.change_total.amount.toFixed(2)} ${shown.change_total.currency}${inLedger ? '' : ", not in the supplier's payable: another currency"})`
        : '';
    await recordStatusChange(tx, {
      bookingId: row.bookingId,
      from: booking.status,
      to: booking.status,
      actor,
      at: now,
      note: `Flight changed through Duffel after the airline schedule change: ${flights.map(segmentLine).join('; ')}${cost}`,
    });
    if (booking.customer.email.trim())
      await enqueueMail(tx, {
        teamId,
        kind: 'schedule_changed',
        dedupeKey: `schedule-rebooked:${id}`,
        to: booking.customer.email,
        refs: { schedule_change_id: id, rebooked: true },
        at: now,
      });
    await emitScheduleChanged(tx, id, now);
  });
  return presentScheduleChange((await findScheduleChange(db, teamId, id))!);
}
