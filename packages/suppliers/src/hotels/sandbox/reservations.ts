import { createHash } from 'node:crypto';
import { formatIsoDate } from '../../lib/dates';
import { SupplierError } from '../../lib/errors';
import { hasFailingLastName } from '../../lib/magic';
import { centsToReais } from '../../lib/money';
import { checksum } from '../../lib/prng';
import type { HotelBookRequest, HotelBookResult, HotelCancelResult, HotelPrebookQuery, HotelPrebookResult } from '../port';
import { resolveSearchCode, type ResolvedOffer } from './details';
import { roomNames, SANDBOX_CURRENCY } from './rates';
import { toStay } from './stay';

function bookableOffer(code: string, today: number): ResolvedOffer {
  const offer = resolveSearchCode(code, today);
  if (offer.stay.checkInDay < today) throw new SupplierError('Check-in date is in the past', 'invalid_request');
  return offer;
}

export function prebookHotel(query: HotelPrebookQuery, today: number): HotelPrebookResult {
  const { hotel, stay, rate } = bookableOffer(query.hotelSearchCode, today);
  if (query.stay) {
    const asked = toStay(query.stay);
    const same =
      asked.checkInDay === stay.checkInDay &&
      asked.nights === stay.nights &&
      asked.adults === stay.adults &&
      asked.children === stay.children &&
      asked.rooms === stay.rooms;
    if (!same) throw new SupplierError('The stay does not match the hotelSearchCode', 'invalid_request');
  }
  return {
    hotelSearchCode: query.hotelSearchCode,
    hotelId: hotel.hotelId,
    hotelName: hotel.name,
    checkIn: formatIsoDate(stay.checkInDay),
    checkOut: formatIsoDate(stay.checkInDay + stay.nights),
    nights: stay.nights,
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
    roomBasis: rate.spec.basis,
    roomNames: roomNames(rate.spec, stay, query.language ?? 'pt'),
    netPrice: centsToReais(rate.totalCents),
    currency: SANDBOX_CURRENCY,
    nonRefundable: rate.nonRefundable,
    cancellationDeadline: rate.deadlineDay === null ? null : formatIsoDate(rate.deadlineDay),
  };
}

const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LOCATOR = /^HTL-([A-Z2-9]{6})([0-9a-z]{4})$/;

// 32 letters and digits without look-alikes (I, O, 0, 1), so each byte maps evenly.
function locatorBody(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from(bytes.subarray(0, 6), (byte) => LOCATOR_ALPHABET[byte % 32]).join('');
}

export function bookHotel(request: HotelBookRequest, today: number): HotelBookResult {
  const { rate } = bookableOffer(request.hotelSearchCode, today);
  if (request.guests.length === 0) throw new SupplierError('At least one guest is required', 'invalid_request');
  if (hasFailingLastName(request.guests)) {
    throw new SupplierError('Hotel supplier could not confirm the reservation', 'unavailable');
  }
  // Same offer and reference, same locator: a retried book does not create a second reservation.
  const body = locatorBody(`${request.hotelSearchCode}|${request.reference}`);
  return {
    locator: `HTL-${body}${checksum(body)}`,
    status: 'confirmed',
    netPrice: centsToReais(rate.totalCents),
    currency: SANDBOX_CURRENCY,
  };
}

export function cancelHotel(locator: string): HotelCancelResult {
  const match = LOCATOR.exec(locator);
  if (!match || checksum(match[1]!) !== match[2]) throw new SupplierError('Reservation not found', 'not_found');
  return { locator, status: 'cancelled' };
}
