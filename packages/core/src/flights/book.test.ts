import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZFlightBookResult } from './response-schemas';
import {
  ADULT,
  bookBody,
  bookingDetail,
  CARD,
  CHILD,
  DECLINED_CARD,
  INBOUND,
  INFANT,
  newCustomer,
  OUTBOUND,
  patchSettings,
  prebookFlight,
  startFlightApi,
  useFlightClock,
  type TestTeam,
} from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
const clock = useFlightClock();

beforeAll(async () => {
  api = await startFlightApi();
  team = await api.team();
  customer = await newCustomer(api, team);
});
afterAll(() => api.close());

const book = (body: unknown, key = team.key) => api.post('/api/v1/flights/book', { key, body });
const card = (over: Record<string, unknown> = {}) => ({ method: 'credit_card', credit_card: CARD, ...over });
const OFFLINE = { provider: 'offline_supplier' };

async function bookingOfToken(token: string) {
  const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token } });
  return prebook.bookingId;
}

describe('POST /api/v1/flights/book: providers and payment methods', () => {
  it('online supplier, credit card: 201, booking confirmed with the airline locator in external_locator, payment paid', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, customer.id, card({ installments: 2 })));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = ZFlightBookResult.parse(res.body.data);
    expect(Object.keys(res.body.data).sort()).toEqual(['booking', 'flight', 'payment']);
    expect(Object.keys(res.body.data.booking).sort()).toEqual([
      'booking_number',
      'currency',
      'external_locator',
      'id',
      'locator',
      'status',
      'total_amount',
    ]);
    expect(data.booking).toMatchObject({ status: 'confirmed', total_amount: flight.total_price, currency: 'BRL' });
    expect(data.booking.booking_number).toMatch(/^BK-2030-\d{6}$/);
    expect(data.booking.locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(data.booking.external_locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(data.flight).toEqual({
      provider: 'online_supplier',
      origin: 'GRU',
      destination: 'GIG',
      departure_date: OUTBOUND,
      return_date: null,
    });
    expect(Object.keys(res.body.data.payment).sort()).toEqual(['amount', 'id', 'method', 'status']);
    expect(data.payment).toMatchObject({ method: 'credit_card', amount: flight.total_price, status: 'paid' });
    const detail = await bookingDetail(api, team, data.booking.id);
    expect(detail.external_locator).toBe(data.booking.external_locator);
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'issued', locator: data.booking.external_locator });
    const payment = await api.db.payment.findUniqueOrThrow({ where: { id: data.payment.id } });
    expect(payment).toMatchObject({ status: 'paid', installments: 2, cardLast4: '1111' });
  });

  it('online supplier, pix: 201, both pending, with the PIX code, QR and expiry; reserved at book', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, customer.id, { method: 'pix' }));
    expect(res.status).toBe(201);
    const { booking, payment } = res.body.data;
    expect(booking.status).toBe('pending');
    expect(booking.external_locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(Object.keys(payment).sort()).toEqual(['amount', 'expires_at', 'id', 'method', 'pix_code', 'pix_qr_code', 'status']);
    expect(payment).toMatchObject({ method: 'pix', status: 'pending', amount: flight.total_price });
    expect(payment.pix_code).toMatch(/^000201/);
    expect(Buffer.from(payment.pix_qr_code, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(payment.expires_at).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
  });

  it('online supplier, boleto: 201, both pending, boleto_url serves the PDF', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, customer.id, { method: 'boleto' }));
    expect(res.status).toBe(201);
    const { booking, payment } = res.body.data;
    expect(booking.status).toBe('pending');
    expect(Object.keys(payment).sort()).toEqual(['amount', 'boleto_url', 'expires_at', 'id', 'method', 'status']);
    expect(payment.boleto_url).toMatch(new RegExp(`/api/public/payments/${payment.id}/boleto\\.pdf$`));
  });

  it('offline supplier, credit card: 201 confirmed, external_locator null, waiting to be issued by hand', async () => {
    const flight = await prebookFlight(api, team, OFFLINE);
    const res = await book(bookBody(flight.prebook_token, customer.id, card()));
    expect(res.status).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'confirmed', external_locator: null, total_amount: flight.total_price });
    expect(res.body.data.flight.provider).toBe('offline_supplier');
    expect(res.body.data.payment.status).toBe('paid');
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.external_locator).toBeNull();
    expect(detail.metadata.supplier).toEqual({ mode: 'manual', status: 'awaiting_issue', locator: null });
  });

  it.each(['pix', 'boleto'])('offline supplier, %s: 201, both pending, awaiting payment', async (method) => {
    const flight = await prebookFlight(api, team, OFFLINE);
    const res = await book(bookBody(flight.prebook_token, customer.id, { method }));
    expect(res.status).toBe(201);
    expect(res.body.data.booking).toMatchObject({ status: 'pending', external_locator: null });
    expect(res.body.data.payment).toMatchObject({ method, status: 'pending' });
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.metadata.supplier).toEqual({ mode: 'manual', status: 'awaiting_payment', locator: null });
  });
});

describe('POST /api/v1/flights/book: the booking record', () => {
  it('is a flight booking: title, dates, one item per direction, passengers, metadata.flight, history', async () => {
    const flight = await prebookFlight(api, team, { destination: 'LIS', returnDate: INBOUND, adults: 1, children: 1, infants: 1 });
    const passengers = [ADULT, CHILD, INFANT];
    const res = await book(
      bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers, notes: 'VIP', special_requests: 'Aisle seat' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail).toMatchObject({
      type: 'flight',
      status: 'pending',
      title: 'GRU -> LIS -> GRU',
      start_date: OUTBOUND,
      total_amount: flight.total_price,
      currency: 'BRL',
      notes: 'VIP',
      customer: { id: customer.id },
    });
    expect(detail.end_date >= INBOUND).toBe(true);
    expect(detail.items).toHaveLength(2);
    expect(detail.items.map((i: any) => i.details.direction)).toEqual(['outbound', 'inbound']);
    expect(detail.items.reduce((sum: number, i: any) => sum + Math.round(i.total_price * 100), 0)).toBe(
      Math.round(flight.total_price * 100),
    );
    expect(detail.items[0].name).toMatch(/^GRU -> .*LIS$/);
    expect(detail.items[1].name).toMatch(/^LIS -> .*GRU$/);
    expect(detail.items[0].details.segments[0]).toMatchObject({ departure: { airportCode: 'GRU' }, flightNumber: expect.any(String) });
    expect(detail.passengers).toEqual([
      {
        name: 'Ana Souza',
        document_type: 'cpf',
        document_number: '52998224725',
        birth_date: '1988-04-12',
        email: 'ana@example.com',
        phone: '+55 21 98765-4321',
      },
      { name: 'Bia Souza', document_type: 'passport', document_number: 'FX123456', birth_date: '2022-01-15', email: null, phone: null },
      { name: 'Caio Souza', document_type: 'passport', document_number: 'FX654321', birth_date: '2029-06-01', email: null, phone: null },
    ]);
    expect(detail.metadata.flight).toMatchObject({
      provider: 'online_supplier',
      origin: 'GRU',
      destination: 'LIS',
      departure_date: OUTBOUND,
      return_date: INBOUND,
      cabin_class: 'economy',
      passengers: { adults: 1, children: 1, infants: 1 },
      contact: { email: 'ana@example.com', phone: '+55 21 98765-4321' },
    });
    expect(detail.metadata.flight.itineraries).toHaveLength(2);
    expect(detail.metadata.special_requests).toBe('Aisle seat');
    expect(detail.status_history[0]).toMatchObject({ from: null, to: 'pending', note: 'Flight booked, awaiting PIX payment' });
    const stored = await api.db.bookingPassenger.findMany({ where: { bookingId: detail.id }, orderBy: { position: 'asc' } });
    expect(stored.map((p) => (p.details as any).type)).toEqual(['adult', 'child', 'infant']);
    const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: flight.prebook_token } });
    expect(prebook).toMatchObject({ usedAt: clock.now(), bookingId: detail.id });
  });

  it('one-way title is "GRU -> GIG"', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, customer.id));
    expect((await bookingDetail(api, team, res.body.data.booking.id)).title).toBe('GRU -> GIG');
  });
});

describe('POST /api/v1/flights/book: errors', () => {
  it('Passenger count mismatch: more or fewer passengers, or other types, than the prebook (400)', async () => {
    const flight = await prebookFlight(api, team);
    for (const passengers of [[ADULT, { ...ADULT, first_name: 'Rui' }], [{ ...CHILD }]]) {
      const res = await book(bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers }));
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'PASSENGER_COUNT_MISMATCH');
      expect(res.body.error).toBe('Passenger count mismatch');
    }
    expect((await book(bookBody(flight.prebook_token, customer.id))).status).toBe(201);
  });

  it('passenger validation: birth_date must fit the type at departure (an infant is under 2)', async () => {
    const flight = await prebookFlight(api, team, { infants: 1 });
    const res = await book(
      bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers: [ADULT, { ...INFANT, birth_date: '2027-01-01' }] }),
    );
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: passengers.1.birth_date: an infant must be under 2 on the departure date');
    const child = await book(
      bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers: [{ ...ADULT, birth_date: '2020-01-01' }, INFANT] }),
    );
    expect(child.body.error).toBe('Validation error: passengers.0.birth_date: an adult must be 12 or older on the departure date');
  });

  it('passenger validation: a CPF must pass its check digits; required fields', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(
      bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers: [{ ...ADULT, document_number: '529.982.247-24' }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Validation error: passengers.0.document_number: invalid CPF');
    const missing = await book(
      bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers: [{ first_name: 'Ana' }], contact_email: 'nope' }),
    );
    expect(missing.status).toBe(400);
    for (const field of ['passengers.0.last_name', 'passengers.0.birth_date', 'passengers.0.document_number', 'contact_email'])
      expect(missing.body.error).toContain(field);
    const gender = await book(bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers: [{ ...ADULT, gender: 'X' }] }));
    expect(gender.body.error).toMatch(/^Validation error: passengers\.0\.gender: /);
  });

  it('credit_card data is required (400 PAYMENT_DATA_REQUIRED); installments 1-12', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, customer.id, { method: 'credit_card' }));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PAYMENT_DATA_REQUIRED');
    expect(res.body.error).toBe('credit_card data is required');
    const installments = await book(bookBody(flight.prebook_token, customer.id, card({ installments: 13 })));
    expect(installments.body.error).toMatch(/^Validation error: payment\.installments: /);
  });

  it('a declined card is 400 PAYMENT_DECLINED and the token stays usable', async () => {
    const flight = await prebookFlight(api, team);
    const declined = await book(bookBody(flight.prebook_token, customer.id, card({ credit_card: DECLINED_CARD })));
    expect(declined.status).toBe(400);
    expectErrorShape(declined.body, 'PAYMENT_DECLINED');
    const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: flight.prebook_token } });
    expect(prebook.usedAt).toBeNull();
    expect((await book(bookBody(flight.prebook_token, customer.id, card()))).status).toBe(201);
  });

  it('Prebook token already used (400)', async () => {
    const flight = await prebookFlight(api, team);
    expect((await book(bookBody(flight.prebook_token, customer.id))).status).toBe(201);
    const res = await book(bookBody(flight.prebook_token, customer.id));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PREBOOK_TOKEN_USED');
    expect(res.body.error).toBe('Prebook token already used');
  });

  it('Prebook token expired after 20 minutes (410)', async () => {
    const flight = await prebookFlight(api, team);
    clock.travelTo(flight.expires_at);
    const res = await book(bookBody(flight.prebook_token, customer.id));
    expect(res.status).toBe(410);
    expectErrorShape(res.body, 'PREBOOK_TOKEN_EXPIRED');
    expect(res.body.error).toBe('Prebook token expired');
  });

  it("Prebook token not found: unknown, a hotel token, or another team's (404)", async () => {
    const unknown = await book(bookBody('fpbk_nothing', customer.id));
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body, 'PREBOOK_TOKEN_NOT_FOUND');
    expect(unknown.body.error).toBe('Prebook token not found');
    const other = await api.team({ name: 'Other agency' });
    const theirs = await prebookFlight(api, other);
    const res = await book(bookBody(theirs.prebook_token, customer.id));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Prebook token not found');
  });

  it('Customer not found: a client of another team (404)', async () => {
    const other = await api.team({ name: 'Third agency' });
    const theirClient = await newCustomer(api, other);
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, theirClient.id));
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'CUSTOMER_NOT_FOUND');
    expect(res.body.error).toBe('Customer not found');
  });

  it('No payment provider configured (400)', async () => {
    const other = await api.team({ name: 'No gateway agency' });
    const client = await newCustomer(api, other);
    const flight = await prebookFlight(api, other);
    await patchSettings(api, other.id, { paymentGateway: null });
    const res = await book(bookBody(flight.prebook_token, client.id), other.key);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PAYMENT_PROVIDER_NOT_CONFIGURED');
    expect(res.body.error).toBe('No payment provider configured');
  });

  it('supplier reservation failed (last name SUPPLIERFAIL, card): 502, booking kept as cancelled, payment refunded', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(bookBody(flight.prebook_token, customer.id, card(), { passengers: [{ ...ADULT, last_name: 'Supplierfail' }] }));
    expect(res.status).toBe(502);
    expectErrorShape(res.body, 'SUPPLIER_ERROR');
    expect(res.body.error).toMatch(/booking BK-2030-\d{6} was cancelled and the payment was refunded/);
    const bookingId = await bookingOfToken(flight.prebook_token);
    const detail = await bookingDetail(api, team, bookingId!);
    expect(detail.status).toBe('cancelled');
    expect(detail.external_locator).toBeNull();
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'failed', locator: null });
    expect(detail.status_history.map((h: any) => h.to)).toEqual(['confirmed', 'cancelled']);
    expect(detail.status_history[1]).toMatchObject({
      actor: { type: 'system', name: 'Flight supplier' },
      note: expect.stringContaining('payment to be refunded'),
    });
    const payments = await api.db.payment.findMany({ where: { bookingId: bookingId! } });
    expect(payments.map((p) => p.status)).toEqual(['refunded']);
  });

  it('supplier reservation failed after a PIX charge: 502, booking cancelled, the PIX charge voided', async () => {
    const flight = await prebookFlight(api, team);
    const res = await book(
      bookBody(flight.prebook_token, customer.id, { method: 'pix' }, { passengers: [{ ...ADULT, last_name: 'SUPPLIERFAIL' }] }),
    );
    expect(res.status).toBe(502);
    expect(res.body.error).toContain('the payment was voided');
    const bookingId = await bookingOfToken(flight.prebook_token);
    const booking = await api.db.booking.findUniqueOrThrow({ where: { id: bookingId! }, include: { payments: true } });
    expect(booking.status).toBe('cancelled');
    expect(booking.payments.map((p) => p.status)).toEqual(['cancelled']);
  });
});

describe('POST /api/v1/flights/book: the instance died after the booking committed, before its answer', () => {
  it('the same request with the same Idempotency-Key, once the claim is abandoned, answers the booking it made, with its flight (one booking, one charge)', async () => {
    const flight = await prebookFlight(api, team);
    const request = {
      key: team.key,
      body: bookBody(flight.prebook_token, customer.id, card()),
      headers: { 'Idempotency-Key': `flight-lost-${flight.prebook_token}` },
    };
    const first = await api.post('/api/v1/flights/book', request);
    expect(first.status).toBe(201);
    // What a SIGKILL between the commit and the answer leaves: the key's claim unanswered.
    await api.db.idempotencyRecord.updateMany({ where: { key: request.headers['Idempotency-Key'] }, data: { status: null, body: null } });
    expect((await api.post('/api/v1/flights/book', request)).status).toBe(409);

    clock.travelTo(new Date(clock.now().getTime() + 3 * 60_000 + 1_000));
    const repeated = await api.post('/api/v1/flights/book', request);
    expect(repeated.status, JSON.stringify(repeated.body)).toBe(201);
    expect(ZFlightBookResult.parse(repeated.body.data)).toEqual(first.body.data);
    expect(await api.db.payment.count({ where: { bookingId: first.body.data.booking.id } })).toBe(1);
  });
});
