import type { Db } from '@tas/db';
import { actorOf } from '../bookings/status';
import { findTeamClient } from '../clients/service';
import type { Caller } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { assertPrebookBookable } from '../prebooks/prebook-token';
import { teamFlightSupplier } from '../suppliers/flight-supplier';
import { teamPaymentGateway } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import { flightBookAnswer, repeatedFlightBook } from './book-answer';
import { createFlightBooking } from './create-flight-booking';
import { checkPassengers } from './passengers';
import { readFlightPrebookOffer } from './prebook-offer';
import { refreshOffer } from './refresh-offer';
import { reserveFlight } from './reserve';
import type { TFlightBookResult } from './response-schemas';
import type { TFlightBookInput } from './schemas';

const offerGone = () =>
  new ApiError(410, 'PREBOOK_TOKEN_EXPIRED', 'Prebook token expired: the airline offer is no longer available, search and prebook again');

/**
 * Book a prebooked flight for a client of the team, with payment. The checks that need no money run
 * first, in the contract's order; then the token is claimed, the gateway charged with no transaction
 * open, and the booking and its payment recorded (payments/book-with-charge.ts); then, once
 * committed, the reservation at the supplier.
 */
export async function bookFlight(db: Db, caller: Caller, input: TFlightBookInput, remoteIp: string): Promise<TFlightBookResult> {
  const method = input.payment.method;
  if (method === 'credit_card' && !input.payment.credit_card)
    throw new ApiError(400, 'PAYMENT_DATA_REQUIRED', 'credit_card data is required');
  const prebook = await assertPrebookBookable(db, 'flight', caller.teamId, input.prebook_token, clock.now(), caller.idempotencyKey);
  if (prebook.bookingId !== undefined) return repeatedFlightBook(db, caller.teamId, prebook.bookingId);
  const held = readFlightPrebookOffer(prebook.offer);
  const customer = await findTeamClient(db, caller.teamId, input.customer_id);
  if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found');
  checkPassengers(input.passengers, held);
  const settings = readSettings(caller.team.settings);
  const gateway = teamPaymentGateway(settings, caller.mode);
  if (!gateway?.supports(method)) throw new ApiError(400, 'PAYMENT_PROVIDER_NOT_CONFIGURED', 'No payment provider configured');
  // Fails now (400 / 500) rather than after the customer paid.
  // A test key never reaches a real supplier (a prebook made with a live key on Duffel).
  if (caller.mode === 'test' && held.supplier === 'duffel')
    throw ApiError.validation('Validation error: prebook_token: holds a live supplier offer; a test key books only sandbox offers');
  const account = teamFlightSupplier(settings, held.provider, caller.mode, held.supplier === 'duffel' ? 'duffel' : 'sandbox');
  // A real supplier's offer gone or repriced since prebook: refused before the customer is charged.
  await refreshOffer(account, held, settings.duPercent, offerGone);

  const created = await createFlightBooking(db, {
    teamId: caller.teamId,
    actor: actorOf(caller),
    input,
    customer,
    gateway,
    remoteIp,
    keyMode: caller.mode,
    idempotencyKey: caller.idempotencyKey,
  });
  const { payment, charge, offer } = created;
  const booking = await reserveFlight(db, { booking: created.booking, payment, offer, input, account, gateway });
  const flight = {
    provider: offer.provider,
    origin: offer.origin,
    destination: offer.destination,
    departure_date: offer.departureDate,
    return_date: offer.returnDate,
  };
  return flightBookAnswer(booking, flight, payment, charge.boleto?.pdfUrl);
}
