import type { PaymentGateway } from '@tas/payments';
import type { Booking, Db, PaymentModel as Payment } from '@tas/db';
import { isSupplierError, type FlightBookRequest, type FlightBookResult } from '@tas/suppliers';
import { recordStatusChange, type Actor } from '../bookings/status';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { fromMinor } from '../lib/money';
import { afterCharge } from '../payments/after-charge';
import { undoCharge } from '../payments/charged-transaction';
import type { TeamFlightSupplier } from '../suppliers/flight-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import { supplierIssueOf, withSupplierIssue } from '../suppliers/supplier-issue';
import type { TFlightPrebookOffer } from './prebook-offer';
import { refusalOf, SupplierRefusal } from './supplier-refusal';
import type { TFlightBookInput } from './schemas';

const SUPPLIER: Actor = { type: 'system', name: 'Flight supplier' };

export interface ReservationRequest {
  booking: Booking;
  payment: Payment;
  offer: TFlightPrebookOffer;
  input: TFlightBookInput;
  account: TeamFlightSupplier;
  gateway: PaymentGateway;
}

/** What the supplier needs of a booking: the held offer, the passengers and contact as sent at book. */
export type ReservationDetails = Pick<ReservationRequest, 'offer'> & {
  bookingId: string;
  input: Pick<TFlightBookInput, 'passengers' | 'contact_email' | 'contact_phone'>;
};

export function supplierRequest({ bookingId, offer, input }: ReservationDetails): FlightBookRequest {
  const { price } = offer;
  // An offer priced abroad is paid to the supplier in its own currency (#22), not in the reais it was sold for.
  const abroad = offer.supplierPrice;
  return {
    offer: {
      id: offer.offerId,
      price: abroad
        ? {
            total: fromMinor(abroad.totalMinor, abroad.currency),
            base: fromMinor(abroad.baseMinor, abroad.currency),
            taxes: fromMinor(abroad.taxesMinor, abroad.currency),
            commission: fromMinor(abroad.commissionMinor, abroad.currency),
            currency: abroad.currency,
          }
        : {
            total: price.totalCents / 100,
            base: price.baseCents / 100,
            taxes: price.taxesCents / 100,
            commission: price.duCents / 100,
            currency: price.currency,
          },
      ...(offer.offerExpiresAt && { expiresAt: offer.offerExpiresAt }),
    },
    passengers: input.passengers.map((p) => ({
      type: p.type,
      firstName: p.first_name,
      lastName: p.last_name,
      ...(p.gender && { gender: p.gender }),
      birthDate: p.birth_date,
      documentType: p.document_type,
      documentNumber: p.document_number,
      documentCountry: p.document_country,
      ...(p.email && { email: p.email }),
      ...(p.phone && { phone: p.phone }),
    })),
    contact: { email: input.contact_email, phone: input.contact_phone },
    // The booking id as the supplier's reference: the same one gives back the same reservation (safe retries).
    reference: bookingId,
  };
}

/**
 * The reservation at the supplier, once the booking and its payment are committed. Online: the
 * airline locator goes to `external_locator` and `metadata.supplier` (issued). Offline: the request
 * is recorded and an agent issues it later. If the supplier fails, the charge is refunded (card) or
 * voided (PIX, boleto), the booking is cancelled and kept for audit, and the caller gets 502. If the
 * supplier reserved but the locator could not be written (the database restarting), the booking is
 * answered as committed (paid, locator to come): the flight_issue follow-up recorded with it looks
 * the reservation up by its reference and writes the locator.
 */
export async function reserveFlight(db: Db, request: ReservationRequest): Promise<Booking> {
  const { booking, account } = request;
  let result: FlightBookResult;
  try {
    result = await bookAtSupplier(account, supplierRequest({ ...request, bookingId: booking.id }));
  } catch (err) {
    const refusal = err instanceof SupplierRefusal ? err : null;
    logger.warn({ err, bookingId: booking.id }, 'flight supplier reservation failed; cancelling and undoing the charge');
    // The cancellation not written (the database restarting): the booking stands as paid and the
    // follow-up job tries the reservation again; nothing was undone, so the answer is the booking.
    const cancelled = await afterCharge(booking.id, () => cancelAfterSupplierFailure(db, request, refusal?.message));
    if (!cancelled) return booking;
    const undone = await undoPayment(db, request.payment, request.gateway);
    const money = request.payment.status === 'paid' ? 'refunded' : 'voided';
    const outcome = `booking ${booking.bookingNumber} was cancelled and ${undone ? `the payment was ${money}` : 'the payment needs manual action'}`;
    if (refusal?.code === 'PRICE_MISMATCH')
      throw new ApiError(400, 'PRICE_MISMATCH', `${refusal.message}; ${outcome}; search again for a new rate token`);
    if (refusal) throw new ApiError(refusal.status, refusal.code, `${refusal.message}; ${outcome}`);
    throw new ApiError(502, 'SUPPLIER_ERROR', `Flight supplier could not create the reservation: ${outcome}`);
  }
  // Taken but not confirmed (Duffel's 202): answered with no locator; the follow-up job asks Duffel.
  if (result.awaitingConfirmation) {
    return (
      (await recordAcceptedOrder(db, booking.id).catch((err: unknown) => {
        logger.error({ err, bookingId: booking.id }, 'order accepted by the supplier but not recorded as such');
        return null;
      })) ?? booking
    );
  }
  if (!result.externalLocator) return booking;
  try {
    return (await recordReservation(db, booking.id, result)) ?? booking;
  } catch (err) {
    logger.error({ err, bookingId: booking.id }, 'flight reserved but its locator not recorded; the follow-up job will record it');
    return booking;
  }
}

/**
 * Writes the supplier's answer on the booking, under its row lock, unless an earlier attempt already
 * did; the booking's flight_issue follow-up is done with it. Answers the booking as saved (null when
 * it was issued already).
 */
export async function recordReservation(db: Db, bookingId: string, result: FlightBookResult): Promise<Booking | null> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
    const current = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const issue = supplierIssueOf(current.metadata);
    if (!issue || issue.status === 'issued' || !result.externalLocator) return null;
    const now = clock.now();
    const issued = {
      ...issue,
      status: 'issued' as const,
      locator: result.externalLocator,
      ...(result.supplierOrderId && { order_id: result.supplierOrderId }),
    };
    await tx.paymentFollowUp.updateMany({
      where: { kind: 'flight_issue', bookingId, status: { not: 'done' } },
      data: { status: 'done', lastError: null, updatedAt: now },
    });
    return tx.booking.update({
      where: { id: bookingId },
      data: { externalLocator: result.externalLocator, metadata: withSupplierIssue(current.metadata, issued), updatedAt: now },
    });
  });
}

/**
 * The supplier took the order without confirming it: `accepted_at` on the booking's supplier issue,
 * so that the follow-up only looks the order up from now on (sending it again is what Duffel says not to do).
 */
export async function recordAcceptedOrder(db: Db, bookingId: string): Promise<Booking | null> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
    const current = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const issue = supplierIssueOf(current.metadata);
    if (!issue || issue.status === 'issued' || issue.locator) return null;
    const now = clock.now();
    return tx.booking.update({
      where: { id: bookingId },
      data: { metadata: withSupplierIssue(current.metadata, { ...issue, accepted_at: now.toISOString() }), updatedAt: now },
    });
  });
}

/**
 * One reservation call; a real supplier (Duffel) that did not answer in time is asked once more with the
 * same booking reference: the airline may have booked (and Duffel charged the agency's balance) while the
 * answer was lost, and the adapter finds that order by its reference instead of leaving it orphaned.
 */
export async function bookAtSupplier(account: TeamFlightSupplier, request: FlightBookRequest): Promise<FlightBookResult> {
  let timedOut = false;
  const attempt = () =>
    callSupplier(
      'book',
      async (signal) => {
        try {
          return await account.supplier.book(request, { credentials: account.credentials, signal });
        } catch (error) {
          timedOut = signal.aborted || (isSupplierError(error) && error.kind === 'timeout');
          // A new price or an empty Duffel balance is said as such, not as a supplier outage.
          throw refusalOf(error) ?? error;
        }
      },
      undefined,
      'Flight supplier',
    );
  try {
    return await attempt();
  } catch (error) {
    if (!(timedOut && account.name === 'duffel')) throw error;
    logger.warn({ err: error, bookingId: request.reference }, 'Duffel order did not answer in time; asking again by its reference');
    return attempt();
  }
}

/** The booking cancelled (kept for audit) under its row lock, before any money is given back. */
async function cancelAfterSupplierFailure(db: Db, { booking, payment }: ReservationRequest, reason?: string): Promise<true> {
  await db.$transaction(async (tx) => {
    const now = clock.now();
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${booking.id}::uuid FOR UPDATE`;
    const current = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const issue = { ...supplierIssueOf(current.metadata)!, status: 'failed' as const };
    await tx.booking.update({
      where: { id: booking.id },
      data: { status: 'cancelled', metadata: withSupplierIssue(current.metadata, issue), updatedAt: now },
    });
    const why = reason ? ` (${reason})` : '';
    const note = `Supplier could not create the reservation${why}; payment to be ${payment.status === 'paid' ? 'refunded' : 'voided'}`;
    await recordStatusChange(tx, { bookingId: booking.id, from: current.status, to: 'cancelled', actor: SUPPLIER, at: now, note });
  });
  return true;
}

/**
 * The charge given back, with no transaction open during the gateway call. A failed undo leaves the
 * payment as it was on the cancelled booking, where the panel offers the refund.
 */
async function undoPayment(db: Db, payment: Payment, gateway: PaymentGateway): Promise<boolean> {
  const paid = payment.status === 'paid';
  if (!payment.gatewayChargeId || !(await undoCharge(gateway, payment.gatewayChargeId, paid))) return false;
  await db.payment
    .updateMany({
      where: { id: payment.id, status: payment.status },
      data: { status: paid ? 'refunded' : 'cancelled', updatedAt: clock.now() },
    })
    .catch((err: unknown) => logger.error({ err, paymentId: payment.id }, 'charge undone at the gateway but not recorded'));
  return true;
}
