import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelBookRequest } from '../port';
import type { HotelbedsStandIn } from './stand-in/server';
import { fromSearchCode } from './search-code';
import { failure, hotelbeds, operations, saoQuery, startStandIn } from './test-support';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const guests = [
  { firstName: 'Maria', lastName: 'Silva' },
  { firstName: 'João', lastName: 'Souza' },
];

async function offerCode(part: string, query = saoQuery(), supplier = hotelbeds(standIn)): Promise<string> {
  const result = await supplier.search(query, {});
  const code = result.hotels.flatMap((hotel) => hotel.offers).find((offer) => offer.hotelSearchCode.includes(part))!.hotelSearchCode;
  standIn.requests.length = 0;
  return code;
}

/** Booking API calls only (the voucher's hotel address may take a Content API call from a fresh adapter). */
const bookingApiCalls = () => operations(standIn).filter((operation) => !operation?.startsWith('content'));

const bookingBody = () => standIn.requests.find((request) => request.operation === 'booking')!.body;

const bookRequest = (hotelSearchCode: string, over: Partial<HotelBookRequest> = {}): HotelBookRequest => ({
  hotelSearchCode,
  guests,
  reference: '7f0c9a52-3b1e-4c7d-9a55-0d5e8e1f2a3b',
  specialRequests: 'Andar alto',
  ...over,
});

describe('Hotelbeds bookings', () => {
  it('books with ONE call (no BookingList first): the rateKey untouched, holder, named guests and our reference', async () => {
    const supplier = hotelbeds(standIn);
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|', saoQuery(), supplier);
    const { rateKey } = fromSearchCode(code);
    const booked = await supplier.book(bookRequest(code), {});
    expect(booked).toEqual({
      locator: '102-1000001',
      status: 'confirmed',
      netPrice: 1411.2,
      currency: 'EUR',
      supplierStatus: 'CONFIRMED',
      voucher: {
        bookedOn: '2026-03-02',
        hotelCategory: '4 STARS',
        boardName: 'BED AND BREAKFAST',
        rateComments: 'Check-in from 14:00. A photo ID and a credit card are required at check-in.',
        payableThrough: { name: 'HOTELBEDS STAND-IN', vatNumber: 'ESB00000000' },
        hotelAddress: 'Avenida Paulista, 1200, SAO PAULO',
        hotelPhone: '+551130001200',
      },
    });
    // The address and telephone came from the content the search kept: the booking is the only call.
    expect(operations(standIn)).toEqual(['booking']);
    expect(bookingBody()).toEqual({
      holder: { name: 'Maria', surname: 'Silva' },
      rooms: [
        {
          rateKey,
          paxes: [
            { roomId: 1, type: 'AD', name: 'Maria', surname: 'Silva' },
            { roomId: 1, type: 'AD', name: 'João', surname: 'Souza' },
          ],
        },
      ],
      clientReference: '7F0C9A523B1E4C7D9A55',
      remark: 'Andar alto',
    });
    expect(standIn.bookings()).toMatchObject([
      { reference: '102-1000001', clientReference: '7F0C9A523B1E4C7D9A55', status: 'CONFIRMED', rateKey, netCents: 141_120 },
    ]);
  });

  it('a retry (core says an earlier attempt may have reached Hotelbeds) looks the booking up by client reference first', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const first = await hotelbeds(standIn).book(bookRequest(code), {});
    standIn.requests.length = 0;
    // Another instance: nothing remembered, only the retry flag.
    await expect(hotelbeds(standIn).book(bookRequest(code, { retry: true }), {})).resolves.toMatchObject({ locator: first.locator });
    expect(bookingApiCalls()).toEqual(['booking-list']);
    expect(standIn.requests[0]!.path).toBe(
      '/hotel-api/1.0/bookings?start=2026-02-23&end=2026-03-03&filterType=CREATION&status=ALL&clientReference=7F0C9A523B1E4C7D9A55&from=1&to=5',
    );
    expect(standIn.bookings()).toHaveLength(1);
    // A retry that finds nothing books once.
    standIn.requests.length = 0;
    await hotelbeds(standIn).book(bookRequest(code, { reference: 'other-ref', retry: true }), {});
    expect(bookingApiCalls()).toEqual(['booking-list', 'booking']);
  });

  it('a booking Hotelbeds refused (4xx) is certain: booking again under the same reference makes no lookup', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    standIn.fail('booking-refused');
    await failure(supplier.book(bookRequest(code), {}));
    await supplier.book(bookRequest(code), {});
    expect(bookingApiCalls()).toEqual(['booking', 'booking']);
  });

  it('PRECONFIRMED is a booking made: confirmed, its voucher says the hotel confirmation is pending', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    standIn.fail('preconfirmed');
    const booked = await supplier.book(bookRequest(code), {});
    expect(booked).toMatchObject({ status: 'confirmed', supplierStatus: 'PRECONFIRMED', voucher: { hotelConfirmationPending: true } });
    await expect(supplier.getBooking!(booked.locator, {})).resolves.toMatchObject({ status: 'confirmed', supplierStatus: 'PRECONFIRMED' });
    // Found by a retry's lookup too.
    await expect(hotelbeds(standIn).book(bookRequest(code, { retry: true }), {})).resolves.toMatchObject({ locator: booked.locator });
    expect(standIn.bookings()).toHaveLength(1);
  });

  it('503 "Insufficient allotment" is the rate gone (not_found), at booking and at CheckRates', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    standIn.fail('allotment-503', { on: 'booking' });
    const error = await failure(hotelbeds(standIn).book(bookRequest(code), {}));
    expect([error.kind, error.message, error.details.status]).toEqual(['not_found', 'The rate is no longer available, search again', 503]);
    const recheck = await offerCode('|DBL.SU|BAR|RO|NOR|');
    standIn.fail('allotment-503', { on: 'checkrates' });
    expect((await failure(hotelbeds(standIn).prebook({ hotelSearchCode: recheck }, {}))).kind).toBe('not_found');
    expect(standIn.bookings()).toEqual([]);
  });

  it('spreads the guests over the rooms of a two-room rate', async () => {
    const code = await offerCode('|DBL.ST|BAR|RO|NOR|', saoQuery({ adults: 4, rooms: 2 }));
    const four = [...guests, { firstName: 'Ana', lastName: 'Lima' }, { firstName: 'Rui', lastName: 'Costa' }];
    await hotelbeds(standIn).book(bookRequest(code, { guests: four }), {});
    const paxes = (bookingBody() as { rooms: { paxes: { roomId: number }[] }[] }).rooms[0]!.paxes;
    expect(paxes.map((pax) => pax.roomId)).toEqual([1, 2, 1, 2]);
  });

  it('the same adapter asked again under a reference it booked gives the first booking, not a second one', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    const first = await supplier.book(bookRequest(code), {});
    standIn.requests.length = 0;
    await expect(supplier.book(bookRequest(code), {})).resolves.toEqual(first);
    expect(bookingApiCalls()).toEqual(['booking-list']);
    expect(standIn.bookings()).toHaveLength(1);
  });

  it('a booking whose answer was lost times out, and the retry finds it instead of booking twice', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    standIn.fail('lost-answer', { on: 'booking' });
    const supplier = hotelbeds(standIn);
    const error = await failure(supplier.book(bookRequest(code), { signal: AbortSignal.timeout(300) }));
    expect(error.kind).toBe('timeout');
    expect(standIn.bookings()).toMatchObject([{ status: 'CONFIRMED', clientReference: '7F0C9A523B1E4C7D9A55' }]);
    standIn.requests.length = 0;
    await expect(supplier.book(bookRequest(code), {})).resolves.toMatchObject({
      locator: standIn.bookings()[0]!.reference,
      status: 'confirmed',
    });
    // The uncertain outcome was remembered: the retry looked first, and booked nothing.
    expect(bookingApiCalls()).toEqual(['booking-list']);
    expect(standIn.bookings()).toHaveLength(1);
  });

  it('a cancellation whose answer was lost is done at Hotelbeds; cancelling again confirms it', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    const { locator } = await supplier.book(bookRequest(code), {});
    standIn.fail('lost-answer', { on: 'cancel' });
    expect((await failure(supplier.cancel(locator, { signal: AbortSignal.timeout(300) }))).kind).toBe('timeout');
    expect(standIn.bookings()[0]!.status).toBe('CANCELLED');
    await expect(supplier.cancel(locator, {})).resolves.toMatchObject({ locator, status: 'cancelled' });
  });

  it('reads a booking back', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    const { locator } = await supplier.book(bookRequest(code), {});
    await expect(supplier.getBooking!(locator, {})).resolves.toEqual({
      locator,
      status: 'confirmed',
      supplierStatus: 'CONFIRMED',
      clientReference: '7F0C9A523B1E4C7D9A55',
      hotelId: '100101',
      hotelName: 'Paulista Garden Hotel',
      checkIn: '2026-04-10',
      checkOut: '2026-04-13',
      netPrice: 1411.2,
      currency: 'EUR',
    });
  });

  it('cancels for real (cancellationFlag=CANCELLATION) and says what Hotelbeds keeps', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    const { locator } = await supplier.book(bookRequest(code), {});
    const cancelled = await supplier.cancel(locator, {});
    expect(cancelled).toEqual({ locator, status: 'cancelled', cancellationAmount: 0, currency: 'EUR', supplierStatus: 'CANCELLED' });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/hotel-api/1.0/bookings/${locator}?cancellationFlag=CANCELLATION`,
    });
    expect(standIn.bookings()[0]).toMatchObject({ status: 'CANCELLED', cancellationAmountCents: 0 });
    await expect(supplier.getBooking!(locator, {})).resolves.toMatchObject({ status: 'cancelled', supplierStatus: 'CANCELLED' });
  });

  it('a non-refundable booking cancelled keeps its full price at Hotelbeds', async () => {
    const code = await offerCode('|DBL.ST|NRF-B2B|RO|NRF|');
    const supplier = hotelbeds(standIn);
    const { locator, netPrice } = await supplier.book(bookRequest(code), {});
    await expect(supplier.cancel(locator, {})).resolves.toMatchObject({ cancellationAmount: netPrice });
  });

  it('an unknown reservation is not_found, for detail and cancel', async () => {
    const supplier = hotelbeds(standIn);
    expect((await failure(supplier.getBooking!('102-999', {}))).kind).toBe('not_found');
    expect((await failure(supplier.cancel('102-999', {}))).kind).toBe('not_found');
  });

  it('a booking the hotel refuses is unavailable and leaves nothing booked', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    standIn.fail('booking-refused');
    const error = await failure(hotelbeds(standIn).book(bookRequest(code), {}));
    expect([error.kind, error.message]).toEqual(['unavailable', 'Hotelbeds could not confirm the reservation']);
    expect(standIn.bookings()).toEqual([]);
  });

  it('a guest named SUPPLIERFAIL makes the stand-in refuse the booking (magic value for demos)', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const error = await failure(
      hotelbeds(standIn).book(bookRequest(code, { guests: [{ firstName: 'Teste', lastName: 'SupplierFail' }] }), {}),
    );
    expect(error.kind).toBe('unavailable');
    expect(standIn.bookings()).toEqual([]);
  });

  it('a rate sold out before the booking is not_found', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    standIn.fail('rate-unavailable', { on: 'booking' });
    expect((await failure(hotelbeds(standIn).book(bookRequest(code), {}))).kind).toBe('not_found');
  });

  it('no guests: refused before any call', async () => {
    const error = await failure(hotelbeds(standIn).book(bookRequest('x', { guests: [] }), {}));
    expect(error.kind).toBe('invalid_request');
    expect(operations(standIn)).toEqual([]);
  });
});

describe('Hotelbeds stand-in fault rates (the soak test knob)', () => {
  it('a fail rate of 1 refuses every booking; a hang rate of 1 leaves every booking unanswered', async () => {
    const code = await offerCode('|DBL.ST|BAR|BB|NOR|');
    const supplier = hotelbeds(standIn);
    standIn.setFaultRates({ bookingFailRate: 1 });
    for (const reference of ['r-1', 'r-2'])
      expect((await failure(supplier.book(bookRequest(code, { reference }), {}))).kind).toBe('unavailable');
    standIn.setFaultRates({ bookingHangRate: 1 });
    expect((await failure(supplier.book(bookRequest(code, { reference: 'r-3' }), { signal: AbortSignal.timeout(300) }))).kind).toBe(
      'timeout',
    );
    standIn.setFaultRates({});
    await expect(supplier.book(bookRequest(code, { reference: 'r-4' }), {})).resolves.toMatchObject({ status: 'confirmed' });
    expect(standIn.bookings()).toHaveLength(1);
  });
});
