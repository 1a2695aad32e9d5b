import { formatIsoDate, todayInBrazil } from '../../../lib/dates';
import { hasFailingLastName } from '../../../lib/magic';
import { BOARD_NAMES, RATE_COMMENTS, standInDestination, STAND_IN_HOTELS, type StandInHotel } from './catalog';
import { apiError, auditData, ok, type StandInReply } from './replies';
import { cancellationPolicies, decodeRateKey, netCents, rateJson, standInMoney, stayDays, type StandInRateSpec } from './rates';
import { bookedChildAgesDiffer, occupancyChildAges, type StandInPax } from './child-ages';
import type { StandInBookings } from './records';

/**
 * The Booking API's availability, checkrates and bookings, over the fixed catalogue, in the shapes of:
 * - the booking workflow (availability rates with `rateKey`, `rateType` BOOKABLE/RECHECK, CheckRates
 *   only for RECHECK, booking with holder, paxes and `clientReference`):
 *   https://developer.hotelbeds.com/documentation/hotels/booking-api/workflow/
 * - rate comments: availability names them by `rateCommentsId`, CheckRates and bookings carry the text:
 *   https://developer.hotelbeds.com/documentation/hotels/content-api/use-rate-comments
 * - a booking's `hotel.supplier` (`name`, `vatNumber`: the voucher's "Payable through" company),
 *   `creationDate`, `categoryName`, and the statuses CONFIRMED, PRECONFIRMED (booked, the hotel's own
 *   confirmation to follow) and CANCELLED, and 503 "Insufficient allotment" for a rate sold out (issue
 *   #21, from captured answers; the certification page names the voucher's fields:
 *   https://developer.hotelbeds.com/documentation/hotels/knowledge-base/certification-process/).
 */
export interface BookingApiContext {
  now: Date;
  bookings: StandInBookings;
  apiKey: string;
  /** The account's contract currency (Hotelbeds prices in it); the evaluation accounts' is EUR. */
  currency: string;
}

const hotelHeader = (hotel: StandInHotel) => {
  const destination = standInDestination(hotel.destination)!;
  return {
    code: hotel.code,
    name: hotel.name,
    categoryCode: `${hotel.category}EST`,
    categoryName: `${hotel.category} STARS`,
    destinationCode: destination.code,
    destinationName: destination.name,
    zoneCode: 1,
    zoneName: 'Centro',
    latitude: String(hotel.latitude),
    longitude: String(hotel.longitude),
  };
};

interface AvailabilityBody {
  stay?: { checkIn?: string; checkOut?: string };
  occupancies?: { rooms?: number; adults?: number; children?: number; paxes?: StandInPax[] }[];
  destination?: { code?: string };
  hotels?: { hotel?: number[] };
}

export function availability(body: AvailabilityBody, ctx: BookingApiContext): StandInReply {
  const stay = stayDays(body.stay?.checkIn ?? '', body.stay?.checkOut ?? '');
  const occupancy = body.occupancies?.[0];
  if (!stay || stay.nights < 1 || stay.nights > 30) return apiError(400, 'INVALID_DATA', 'Invalid stay dates', ctx.now);
  if (stay.checkInDay < todayInBrazil(ctx.now)) return apiError(400, 'INVALID_DATA', 'Check-in date is in the past', ctx.now);
  if (!occupancy || !(occupancy.rooms! >= 1) || !(occupancy.adults! >= 1) || body.occupancies!.length !== 1) {
    return apiError(400, 'INVALID_REQUEST', 'One occupancy with rooms and adults is required', ctx.now);
  }
  const childAges = occupancyChildAges(occupancy);
  if (typeof childAges === 'string') return apiError(400, 'INVALID_REQUEST', childAges, ctx.now);
  const wanted = body.hotels?.hotel;
  const hotels = STAND_IN_HOTELS.filter((hotel) => (wanted ? wanted.includes(hotel.code) : hotel.destination === body.destination?.code));
  const answer = hotels.map((hotel) => {
    const rooms = hotel.rooms.map((room) => ({
      code: room.code,
      name: room.name,
      rates: hotel.boards.flatMap((board) =>
        (['NOR', 'NRF'] as const).map((rateClass) => {
          const spec: StandInRateSpec = {
            ...stay,
            hotel,
            room,
            board,
            rateClass,
            rooms: occupancy.rooms!,
            adults: occupancy.adults!,
            children: occupancy.children ?? 0,
            childAges,
            revision: 0,
          };
          // Availability names the rate's comments by id; their texts are in the Content API (use-rate-comments).
          return { ...rateJson(spec, ctx.now, room.recheck ? 'RECHECK' : 'BOOKABLE'), rateCommentsId: rateCommentsIdOf(spec) };
        }),
      ),
    }));
    const nets = rooms.flatMap((room) => room.rates.map((rate) => Number(rate.net)));
    return {
      ...hotelHeader(hotel),
      rooms,
      minRate: Math.min(...nets).toFixed(2),
      maxRate: Math.max(...nets).toFixed(2),
      currency: ctx.currency,
    };
  });
  const dates = { checkIn: body.stay!.checkIn, checkOut: body.stay!.checkOut };
  return ok({ auditData: auditData(ctx.now), hotels: answer.length ? { hotels: answer, ...dates, total: answer.length } : { total: 0 } });
}

/** `102|<hotel>|<1 NOR, 2 NRF>`: what types/ratecommentdetails answers (content-api.ts). */
const rateCommentsIdOf = (spec: StandInRateSpec) => `102|${spec.hotel.code}|${spec.rateClass === 'NRF' ? 2 : 1}`;

/** A rate that can still be sold: valid key, future check-in. */
function sellable(rateKey: unknown, ctx: BookingApiContext): StandInRateSpec | StandInReply {
  const spec = typeof rateKey === 'string' ? decodeRateKey(rateKey) : null;
  if (!spec) return apiError(400, 'INVALID_DATA', 'Invalid rateKey', ctx.now);
  if (spec.checkInDay < todayInBrazil(ctx.now)) return apiError(400, 'INVALID_DATA', 'Check-in date is in the past', ctx.now);
  return spec;
}

export function checkRates(body: { rooms?: { rateKey?: string }[] }, ctx: BookingApiContext, priceChanged: boolean): StandInReply {
  const found = sellable(body.rooms?.[0]?.rateKey, ctx);
  if ('status' in found) return found;
  const spec = priceChanged ? { ...found, revision: found.revision + 1 } : found;
  // CheckRates gives the comments' text itself (https://developer.hotelbeds.com/documentation/hotels/content-api/use-rate-comments).
  const rate = { ...rateJson(spec, ctx.now, 'BOOKABLE'), rateComments: RATE_COMMENTS[spec.rateClass] };
  const room = { code: spec.room.code, name: spec.room.name, rates: [rate] };
  return ok({
    auditData: auditData(ctx.now),
    hotel: {
      checkIn: formatIsoDate(spec.checkInDay),
      checkOut: formatIsoDate(spec.checkInDay + spec.nights),
      ...hotelHeader(spec.hotel),
      rooms: [room],
      totalNet: rate.net,
      totalSellingRate: rate.net,
      currency: ctx.currency,
    },
  });
}

interface BookingBody {
  holder?: { name?: string; surname?: string };
  rooms?: { rateKey?: string; paxes?: StandInPax[] }[];
  clientReference?: string;
  remark?: string;
}

const validName = (value: unknown) => typeof value === 'string' && value.trim().length > 0 && value.length <= 50;

/** `preconfirmed`: booked, the hotel's own confirmation to follow (Hotelbeds status PRECONFIRMED). */
export function createBooking(body: BookingBody, ctx: BookingApiContext, refused: boolean, preconfirmed = false): StandInReply {
  if (!validName(body.holder?.name) || !validName(body.holder?.surname))
    return apiError(400, 'INVALID_REQUEST', 'holder name and surname are required', ctx.now);
  if (typeof body.clientReference !== 'string' || !body.clientReference || body.clientReference.length > 20) {
    return apiError(400, 'INVALID_REQUEST', 'clientReference is required (at most 20 characters)', ctx.now);
  }
  const found = sellable(body.rooms?.[0]?.rateKey, ctx);
  if ('status' in found) return found;
  const paxes = body.rooms![0]!.paxes ?? [];
  const agesDiffer = bookedChildAgesDiffer(paxes, found);
  if (agesDiffer) return apiError(400, 'INVALID_REQUEST', agesDiffer, ctx.now);
  const people = [{ lastName: body.holder!.surname! }, ...paxes.map((pax) => ({ lastName: pax.surname ?? '' }))];
  if (refused || hasFailingLastName(people)) return apiError(400, 'PRODUCT_ERROR', 'The hotel could not confirm the booking', ctx.now);
  const record = ctx.bookings.create(
    {
      clientReference: body.clientReference,
      rateKey: body.rooms![0]!.rateKey!,
      holder: { name: body.holder!.name!, surname: body.holder!.surname! },
      paxes: paxes.map((pax) => ({
        roomId: pax.roomId ?? 1,
        type: pax.type ?? 'AD',
        ...(pax.type === 'CH' && { age: pax.age }),
        name: pax.name ?? '',
        surname: pax.surname ?? '',
      })),
      remark: body.remark ?? null,
      hotelCode: found.hotel.code,
      netCents: netCents(found),
      currency: ctx.currency,
      createdAt: ctx.now,
    },
    preconfirmed ? 'PRECONFIRMED' : 'CONFIRMED',
  );
  return ok({ auditData: auditData(ctx.now), booking: bookingJson(record.reference, ctx) });
}

/** BookingList: by creation date, optionally one clientReference and a status (ALL, CONFIRMED, CANCELLED). */
export function bookingList(query: URLSearchParams, ctx: BookingApiContext): StandInReply {
  const [start, end] = [query.get('start'), query.get('end')];
  if (!start || !end) return apiError(400, 'INVALID_REQUEST', 'start and end are required', ctx.now);
  const from = Number(query.get('from') ?? 1);
  const to = Number(query.get('to') ?? 25);
  const status = query.get('status') ?? 'ALL';
  const reference = query.get('clientReference');
  const found = ctx.bookings.list().filter((booking) => {
    const created = booking.createdAt.toISOString().slice(0, 10);
    return (
      created >= start &&
      created <= end &&
      (!reference || booking.clientReference === reference) &&
      (status === 'ALL' || booking.status === status)
    );
  });
  const page = found.slice(from - 1, to).map((booking) => bookingJson(booking.reference, ctx));
  return ok({ auditData: auditData(ctx.now), bookings: { from, to, total: found.length, ...(page.length ? { bookings: page } : {}) } });
}

export function bookingDetail(reference: string, ctx: BookingApiContext): StandInReply {
  if (!ctx.bookings.get(reference)) return apiError(404, 'INVALID_DATA', `Booking ${reference} not found`, ctx.now);
  return ok({ auditData: auditData(ctx.now), booking: bookingJson(reference, ctx) });
}

/** SIMULATION says what cancelling would cost; CANCELLATION cancels (again: the same answer). */
export function cancelBooking(reference: string, flag: string | null, ctx: BookingApiContext): StandInReply {
  const record = ctx.bookings.get(reference);
  if (!record) return apiError(404, 'INVALID_DATA', `Booking ${reference} not found`, ctx.now);
  const spec = decodeRateKey(record.rateKey)!;
  const charged = cancellationPolicies(spec, ctx.now).filter((policy) => Date.parse(policy.from) <= ctx.now.getTime());
  const amountCents = charged.reduce((sum, policy) => Math.max(sum, Math.round(Number(policy.amount) * 100)), 0);
  if ((flag ?? 'CANCELLATION') === 'CANCELLATION') ctx.bookings.cancel(reference, ctx.now, amountCents);
  const booking = bookingJson(reference, ctx);
  const simulated = flag === 'SIMULATION' ? { ...booking, status: 'CANCELLED' } : booking;
  return ok({
    auditData: auditData(ctx.now),
    booking: { ...simulated, hotel: { ...simulated.hotel, cancellationAmount: standInMoney(amountCents) } },
  });
}

function bookingJson(reference: string, ctx: BookingApiContext) {
  const record = ctx.bookings.get(reference)!;
  const spec = decodeRateKey(record.rateKey)!;
  const net = standInMoney(record.netCents);
  return {
    reference: record.reference,
    cancellationReference: record.cancelledAt ? `C-${record.reference}` : undefined,
    clientReference: record.clientReference,
    creationDate: record.createdAt.toISOString().slice(0, 10),
    status: record.status,
    modificationPolicies: { cancellation: record.status !== 'CANCELLED', modification: record.status !== 'CANCELLED' },
    creationUser: ctx.apiKey,
    holder: record.holder,
    hotel: {
      checkOut: formatIsoDate(spec.checkInDay + spec.nights),
      checkIn: formatIsoDate(spec.checkInDay),
      ...hotelHeader(spec.hotel),
      rooms: [
        {
          status: record.status,
          id: 1,
          code: spec.room.code,
          name: spec.room.name,
          paxes: record.paxes,
          rates: [
            {
              rateClass: spec.rateClass,
              net,
              paymentType: 'AT_WEB',
              packaging: false,
              boardCode: spec.board,
              boardName: BOARD_NAMES[spec.board],
              cancellationPolicies: cancellationPolicies(spec, record.createdAt),
              rateComments: RATE_COMMENTS[spec.rateClass],
              rooms: spec.rooms,
              adults: spec.adults,
              children: spec.children,
            },
          ],
        },
      ],
      totalNet: net,
      currency: record.currency,
      supplier: { name: 'HOTELBEDS STAND-IN', vatNumber: 'ESB00000000' },
    },
    remark: record.remark ?? undefined,
    invoiceCompany: { code: 'SIN', company: 'HOTELBEDS STAND-IN', registrationNumber: 'ESB00000000' },
    totalNet: record.netCents / 100,
    pendingAmount: record.status === 'CANCELLED' ? 0 : record.netCents / 100,
    currency: record.currency,
  };
}
