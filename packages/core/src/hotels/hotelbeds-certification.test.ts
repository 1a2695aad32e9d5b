import { HotelbedsStandIn } from '@tas/suppliers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { pdfText } from '../mail/test-smtp';
import { runDueFollowUps } from '../payments/follow-ups';
import { voucherOf } from '../mail/voucher';
import { renderVoucherPdf } from '../mail/voucher-pdf';
import type { RestServer } from '../testing/rest-server';
import { hotelbedsCityCode } from './hotelbeds-city-code';
import {
  bookBody,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookBody,
  startHotelApi,
  STAY,
  useHotelClock,
  type TestTeam,
} from './test-fixtures';

// Hotelbeds' certification items that core carries (docs/suppliers/hotelbeds-certification.md), over
// REST against the Hotelbeds stand-in (an account contracted in reais) on 127.0.0.1.
let api: RestServer;
let hotelbeds: HotelbedsStandIn;
let team: TestTeam;
const hotelClock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  hotelbeds = await HotelbedsStandIn.start({ now: () => clock.now(), currency: 'BRL' });
  team = await api.team({ name: 'Hotelbeds certification agency' });
  await panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({
    hotelSuppliers: ['hotelbeds'],
    hotelbedsCredentials: hotelbeds.credentials,
  });
});
afterAll(async () => {
  await api.close();
  await hotelbeds.close();
});
beforeEach(() => hotelbeds.reset());

/** Booking API calls the stand-in saw (content calls apart). */
const bookingApiCalls = () =>
  hotelbeds.requests.map((request) => request.operation).filter((operation) => operation && !operation.startsWith('content'));

async function prebookOffer(part: string) {
  const found = await api.post('/api/v1/hotels/search', {
    key: team.key,
    body: { cityCode: hotelbedsCityCode('RIO'), ...STAY, adults: 2 },
  });
  expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
  const hotel = found.body.data.hotels[0];
  const offer = hotel.offers.find((o: any) => o.hotelSearchCode.includes(part));
  expect(offer, part).toBeTruthy();
  return { hotel, offer, prebook: await api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel, offer) }) };
}

async function bookAndPay(prebookToken: string) {
  const customer = await newCustomer(api, team);
  const booked = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(prebookToken, customer.id, { method: 'pix' }) });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const paid = await paySandbox(api, team, booked.body.data.payment.id);
  expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'automatic', status: 'issued' } });
  const booking = await api.db.booking.findFirstOrThrow({
    where: { id: booked.body.data.booking.id, teamId: team.id },
    include: { items: true, passengers: true, customer: true, team: true },
  });
  return { booking, voucher: voucherOf(booking) };
}

describe('Hotelbeds certification over REST', () => {
  it('prebook answers the rate comments and the cancellation charges (additive fields); one booking call, no BookingList before it', async () => {
    const { prebook } = await prebookOffer('|DBL.ST|BAR|BB|NOR|');
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    expect(prebook.body.data).toMatchObject({
      rate_comments: 'Check-in from 14:00. A photo ID and a credit card are required at check-in.',
      cancellation_policies: [{ amount: expect.any(Number), currency: 'BRL', from: '2030-05-07T23:59:00-03:00' }],
    });
    hotelbeds.requests.length = 0;
    await bookAndPay(prebook.body.data.prebook_token);
    expect(bookingApiCalls()).toEqual(['booking']);
  });

  it('the voucher carries what Hotelbeds requires: reference, booking date, category, address, telephone, board, comments, charges and the "Payable through" line', async () => {
    const { prebook } = await prebookOffer('|DBL.ST|BAR|BB|NOR|');
    const { booking, voucher } = await bookAndPay(prebook.body.data.prebook_token);
    const [reservation] = hotelbeds.bookings();
    expect(booking.externalLocator).toBe(reservation!.reference);
    expect(voucher.hotel).toMatchObject({
      category: '4 STARS',
      address: 'Avenida Atlantica, 2000, RIO DE JANEIRO',
      phone: '+552130002000',
      board: 'BED AND BREAKFAST',
      comments: 'Check-in from 14:00. A photo ID and a credit card are required at check-in.',
      bookedOn: '05/03/2030',
      confirmationPending: false,
    });
    expect(voucher.hotel!.cancellation).toMatch(/A partir de 07\/05\/2030 23:59: multa de R\$ [\d.,]+\./);
    const line = `Payable through HOTELBEDS STAND-IN, acting as agent for the service operating company, details of which can be provided upon request. VAT: ESB00000000 Reference: ${reservation!.reference}`;
    expect(voucher.payableThrough).toBe(line);
    const text = pdfText(await renderVoucherPdf(voucher)).replace(/\s+/g, ' ');
    for (const said of [
      '4 STARS',
      'Avenida Atlantica, 2000',
      '+552130002000',
      'BED AND BREAKFAST',
      'Check-in from 14:00.',
      reservation!.reference,
    ]) {
      expect(text).toContain(said);
    }
    expect(text).toContain('Payable through HOTELBEDS STAND-IN');
  });

  it('a PRECONFIRMED booking is confirmed, and its voucher says the hotel confirmation is pending', async () => {
    const { prebook } = await prebookOffer('|DBL.ST|BAR|BB|NOR|');
    hotelbeds.fail('preconfirmed');
    const { voucher } = await bookAndPay(prebook.body.data.prebook_token);
    expect(hotelbeds.bookings()[0]).toMatchObject({ status: 'PRECONFIRMED' });
    expect(voucher.hotel!.confirmationPending).toBe(true);
    expect(pdfText(await renderVoucherPdf(voucher))).toContain('a confirmação do hotel está pendente');
  });

  it('503 "Insufficient allotment" at CheckRates is the rate gone: 400, not a supplier outage', async () => {
    hotelbeds.fail('allotment-503', { on: 'checkrates' });
    const { prebook } = await prebookOffer('|DBL.SU|BAR|BB|NOR|');
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(400);
    expect(prebook.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(prebook.body.error).toContain('The rate is no longer available, search again');
  });

  it('a retried reservation (an earlier attempt may have reached Hotelbeds) looks the booking up first and books nothing twice', async () => {
    const { prebook } = await prebookOffer('|DBL.ST|BAR|BB|NOR|');
    // The first attempt's answer is lost: Hotelbeds booked, core never heard.
    hotelbeds.fail('lost-answer', { on: 'booking' });
    process.env.SUPPLIER_BOOK_TIMEOUT_MS = '500';
    const customer = await newCustomer(api, team);
    let booked: any;
    try {
      booked = await api.post('/api/v1/hotels/book', {
        key: team.key,
        body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      await api.post(`/api/v1/sandbox/payments/${booked.body.data.payment.id}/pay`, { key: team.testKey });
    } finally {
      delete process.env.SUPPLIER_BOOK_TIMEOUT_MS;
    }
    expect(hotelbeds.bookings()).toHaveLength(1);
    hotelbeds.requests.length = 0;
    // The next attempt (the panel's retry, the follow-up job) is a retry: BookingList first, no second booking.
    hotelClock.travelTo(new Date(hotelClock.now().getTime() + 10 * 60_000));
    await runDueFollowUps(api.db, clock.now());
    expect(bookingApiCalls()).toEqual(['booking-list']);
    expect(hotelbeds.bookings()).toHaveLength(1);
    const booking = await api.db.booking.findFirstOrThrow({ where: { id: booked.body.data.booking.id } });
    expect(booking.externalLocator).toBe(hotelbeds.bookings()[0]!.reference);
  });
});
