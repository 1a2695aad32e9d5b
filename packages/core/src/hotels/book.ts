import type { Db } from '@tas/db';
import { actorOf } from '../bookings/status';
import { findTeamClient } from '../clients/service';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { afterCharge } from '../payments/after-charge';
import { clock } from '../lib/clock';
import { hotelSupplierFor } from '../suppliers/hotel-supplier';
import { teamPaymentGateway } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { checkGuestAges, pricedChildrenAges } from './children-ages';
import { createHotelBooking } from './create-hotel-booking';
import { issueHotelBooking } from './issue';
import { assertPrebookBookable } from '../prebooks/prebook-token';
import { hotelBookAnswer, repeatedHotelBook } from './book-answer';
import { readPrebookOffer } from './prebook-offer';
import type { THotelBookResult } from './response-schemas';
import type { THotelBookInput } from './schemas';

/**
 * Book a prebooked stay for a client of the team, with payment. The checks that need no money run
 * first, in the contract's order; then the token is claimed, the gateway charged with no transaction
 * open, and the booking and its payment recorded (payments/book-with-charge.ts); then, for a paid
 * booking in automatic mode, the supplier reservation.
 */
export async function bookHotel(db: Db, caller: Caller, input: THotelBookInput, remoteIp: string): Promise<THotelBookResult> {
  const method = input.payment.method;
  if (method === 'credit_card' && !input.payment.credit_card)
    throw new ApiError(400, 'PAYMENT_DATA_REQUIRED', 'credit_card data is required');
  const prebook = await assertPrebookBookable(db, 'hotel', caller.teamId, input.prebook_token, clock.now(), caller.idempotencyKey);
  if (prebook.bookingId !== undefined) return repeatedHotelBook(db, caller.teamId, prebook.bookingId);
  const offer = readPrebookOffer(prebook.offer);
  const customer = await findTeamClient(db, caller.teamId, input.customer_id);
  if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found');
  const settings = readSettings(caller.team.settings);
  const gateway = teamPaymentGateway(settings, caller.mode);
  if (!gateway?.supports(method)) throw new ApiError(400, 'PAYMENT_PROVIDER_NOT_CONFIGURED', 'No payment provider configured');
  // Fails now (400 / 500) rather than after the customer paid: the prebook's supplier must still be enabled.
  hotelSupplierFor(settings, offer.provider, caller.mode);
  // A child guest must be of an age the stay was priced for (suppliers refuse other ages at booking).
  const agesPriced = pricedChildrenAges(offer);
  if (agesPriced) checkGuestAges(input.guests, offer.checkIn, agesPriced);

  const mode = settings.hotelIssuingMode;
  const created = await createHotelBooking(db, {
    teamId: caller.teamId,
    actor: actorOf(caller),
    input,
    customer,
    gateway,
    mode,
    keyMode: caller.mode,
    remoteIp,
    idempotencyKey: caller.idempotencyKey,
  });
  const { booking, payment, charge } = created;
  if (payment.status === 'paid' && mode === 'automatic') {
    const issued = await afterCharge(booking.id, () => issueHotelBooking(db, caller.teamId, booking.id, gateway));
    if (issued && !issued.ok) {
      const money = issued.refunded ? 'the payment was refunded' : 'the refund needs manual action';
      throw new ApiError(
        502,
        'SUPPLIER_ERROR',
        `Hotel supplier could not confirm the reservation: booking ${issued.bookingNumber} was cancelled and ${money}`,
      );
    }
  }
  return hotelBookAnswer(booking, payment, charge.boleto?.pdfUrl);
}
