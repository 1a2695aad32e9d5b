import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { ZHotelBookResult } from './response-schemas';
import {
  bookBody,
  bookingDetail,
  CARD,
  DECLINED_CARD,
  GUESTS,
  newCustomer,
  patchSettings,
  prebookStay,
  startHotelApi,
  STAY,
  useHotelClock,
  type TestTeam,
} from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  customer = await newCustomer(api, team);
});
afterAll(() => api.close());

const book = (body: unknown, key = team.key, headers?: Record<string, string>) => api.post('/api/v1/hotels/book', { key, body, headers });
const card = (over: Record<string, unknown> = {}) => ({ method: 'credit_card', credit_card: CARD, ...over });

describe('POST /api/v1/hotels/book: payment methods', () => {
  it('credit card: 201, booking confirmed and payment paid, issued at the supplier (automatic mode)', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, card({ installments: 3 })));
    expect(res.status).toBe(201);
    const data = ZHotelBookResult.parse(res.body.data);
    expect(Object.keys(res.body.data.booking).sort()).toEqual(['booking_number', 'currency', 'id', 'locator', 'status', 'total_amount']);
    expect(data.booking).toMatchObject({ status: 'confirmed', total_amount: stay.unit_price, currency: 'BRL' });
    expect(data.booking.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.booking.booking_number).toMatch(/^BK-2030-\d{6}$/);
    expect(data.booking.locator).toMatch(/^[A-Z2-9]{6}$/);
    expect(Object.keys(res.body.data.payment).sort()).toEqual(['amount', 'id', 'method', 'status']);
    expect(data.payment).toMatchObject({ method: 'credit_card', amount: stay.unit_price, status: 'paid' });

    const detail = await bookingDetail(api, team, data.booking.id);
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'issued', locator: expect.stringMatching(/^HTL-/) });
    expect(detail.external_locator).toBe(detail.metadata.supplier.locator);
    const payment = await api.db.payment.findUniqueOrThrow({ where: { id: data.payment.id } });
    expect(payment).toMatchObject({
      status: 'paid',
      installments: 3,
      cardBrand: 'visa',
      cardLast4: '1111',
      gateway: 'sandbox',
      paidAt: clock.now(),
    });
  });

  it("the booking detail shows its payment with the card's brand and last four digits, never the number", async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, card({ installments: 2 })));
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.payment).toEqual({
      id: res.body.data.payment.id,
      method: 'credit_card',
      status: 'paid',
      amount: stay.unit_price,
      currency: 'BRL',
      installments: 2,
      card: { brand: 'visa', last4: '1111' },
      pix_code: null,
      boleto_url: null,
      payment_url: null,
      expires_at: null,
      paid_at: clock.now().toISOString(),
      created_at: clock.now().toISOString(),
    });
    expect(JSON.stringify(detail)).not.toContain(CARD.number.replace(/\D/g, ''));
  });

  it('pix: 201, both pending, with a BR Code, its QR as base64 PNG and a 30-minute expiry', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, { method: 'pix' }));
    expect(res.status).toBe(201);
    const { booking, payment } = res.body.data;
    expect(booking.status).toBe('pending');
    expect(Object.keys(payment).sort()).toEqual(['amount', 'expires_at', 'id', 'method', 'pix_code', 'pix_qr_code', 'status']);
    expect(payment).toMatchObject({ method: 'pix', status: 'pending', amount: stay.unit_price });
    expect(payment.pix_code).toMatch(/^000201/);
    expect(payment.pix_code).toContain(`54${String(stay.unit_price.toFixed(2).length).padStart(2, '0')}${stay.unit_price.toFixed(2)}`);
    expect(Buffer.from(payment.pix_qr_code, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(payment.expires_at).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'awaiting_payment', locator: null });
    expect(detail.payment).toMatchObject({
      id: payment.id,
      method: 'pix',
      status: 'pending',
      pix_code: payment.pix_code,
      expires_at: payment.expires_at,
      paid_at: null,
    });
  });

  it('boleto: 201, both pending, boleto_url is an app URL serving the PDF', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, { method: 'boleto' }));
    expect(res.status).toBe(201);
    const { booking, payment } = res.body.data;
    expect(booking.status).toBe('pending');
    expect(Object.keys(payment).sort()).toEqual(['amount', 'boleto_url', 'expires_at', 'id', 'method', 'status']);
    expect(payment.boleto_url).toMatch(new RegExp(`^https?://[^/]+/api/public/payments/${payment.id}/boleto\\.pdf$`));
    // Due three days on (2030-03-08), payable to the end of that day in Brasília.
    expect(payment.expires_at).toBe('2030-03-09T02:59:59.000Z');
    const pdf = await fetch(`${api.url}${new URL(payment.boleto_url).pathname}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('POST /api/v1/hotels/book: the booking record', () => {
  it('is a hotel booking: title, dates, total, one item, the guests as passengers, history', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, { method: 'pix' }, { notes: 'VIP', special_requests: 'High floor' }));
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail).toMatchObject({
      type: 'hotel',
      status: 'pending',
      title: `${stay.hotel_name}, 3 nights`,
      start_date: STAY.checkIn,
      end_date: STAY.checkOut,
      total_amount: stay.unit_price,
      currency: 'BRL',
      notes: 'VIP',
      customer: { id: customer.id },
    });
    expect(detail.metadata.special_requests).toBe('High floor');
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({
      type: 'hotel',
      name: stay.hotel_name,
      quantity: 1,
      unit_price: stay.unit_price,
      total_price: stay.unit_price,
    });
    expect(detail.items[0].details).toMatchObject({
      hotel_id: stay.hotel.hotelId,
      check_in: STAY.checkIn,
      nights: 3,
      adults: 2,
      markup_percent: 10,
    });
    expect(detail.passengers).toEqual([
      {
        name: 'Ana Souza',
        document_type: 'cpf',
        document_number: '52998224725',
        birth_date: '1988-04-12',
        email: 'ana@example.com',
        phone: '+55 21 98765-4321',
      },
      { name: 'Pedro Souza', document_type: null, document_number: null, birth_date: null, email: null, phone: null },
    ]);
    expect(detail.status_history).toEqual([
      {
        from: null,
        to: 'pending',
        at: clock.now().toISOString(),
        actor: { type: 'api_key', name: expect.stringMatching(/^tak_live_/) },
        note: 'Hotel booked, awaiting PIX payment',
      },
    ]);
    const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } });
    expect(prebook.usedAt).toEqual(clock.now());
    expect(prebook.bookingId).toBe(detail.id);
  });

  it('only brand and last four digits of a card are stored', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, card()), team.key, { 'idempotency-key': 'card-book-1' });
    expect(res.status).toBe(201);
    const rows = await api.db.$queryRaw<{ dump: string }[]>`
      SELECT row_to_json(p)::text || row_to_json(b)::text AS dump FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.id = ${res.body.data.payment.id}::uuid`;
    const records = await api.db.$queryRaw<{ dump: string }[]>`SELECT row_to_json(r)::text AS dump FROM idempotency_records r`;
    const items = await api.db.$queryRaw<{ dump: string }[]>`SELECT row_to_json(i)::text AS dump FROM booking_items i`;
    for (const { dump } of [...rows, ...records, ...items]) {
      expect(dump).not.toContain('4111111111111111');
      expect(dump).not.toContain('4111 1111 1111 1111');
      expect(dump).not.toMatch(/"ccv"|"123"/);
    }
    expect(rows[0]!.dump).toContain('"card_last4":"1111"');
  });

  it('Idempotency-Key: a retried book returns the first response and books once', async () => {
    const stay = await prebookStay(api, team);
    const body = bookBody(stay.prebook_token, customer.id, { method: 'pix' });
    const first = await book(body, team.key, { 'idempotency-key': 'pix-book-1' });
    const again = await book(body, team.key, { 'idempotency-key': 'pix-book-1' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await api.db.payment.count({ where: { bookingId: first.body.data.booking.id } })).toBe(1);
  });
});

describe('POST /api/v1/hotels/book: errors', () => {
  it('Validation error: guests at least 1, payment required', async () => {
    const stay = await prebookStay(api, team);
    const res = await book({ ...bookBody(stay.prebook_token, customer.id), guests: [], payment: undefined });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('guests:');
    expect(res.body.error).toContain('payment: Required');
    const noName = await book(bookBody(stay.prebook_token, customer.id, { method: 'pix' }, { guests: [{ first_name: 'Ana' }] }));
    expect(noName.body.error).toBe('Validation error: guests.0.last_name: Required');
    const installments = await book(bookBody(stay.prebook_token, customer.id, { method: 'pix', installments: 2 }));
    expect(installments.body.error).toBe('Validation error: payment.installments: only credit_card payments have installments');
  });

  it('credit_card data is required (method credit_card without card data)', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, { method: 'credit_card' }));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PAYMENT_DATA_REQUIRED');
    expect(res.body.error).toBe('credit_card data is required');
  });

  it('Prebook token not found: unknown, or of another team (404)', async () => {
    const unknown = await book(bookBody('pbk_nothing', customer.id));
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body, 'PREBOOK_TOKEN_NOT_FOUND');
    expect(unknown.body.error).toBe('Prebook token not found');
    const other = await api.team({ name: 'Other agency' });
    const theirs = await prebookStay(api, other);
    const res = await book(bookBody(theirs.prebook_token, customer.id));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Prebook token not found');
  });

  it('Prebook token already used (400), also for the same request again', async () => {
    const stay = await prebookStay(api, team);
    expect((await book(bookBody(stay.prebook_token, customer.id))).status).toBe(201);
    const res = await book(bookBody(stay.prebook_token, customer.id));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PREBOOK_TOKEN_USED');
    expect(res.body.error).toBe('Prebook token already used');
  });

  it('Prebook token expired after 20 minutes (410)', async () => {
    const stay = await prebookStay(api, team);
    clock.travelTo(stay.expires_at);
    const res = await book(bookBody(stay.prebook_token, customer.id));
    expect(res.status).toBe(410);
    expectErrorShape(res.body, 'PREBOOK_TOKEN_EXPIRED');
    expect(res.body.error).toBe('Prebook token expired');
  });

  it('a token is still good one second before it expires', async () => {
    const stay = await prebookStay(api, team);
    clock.travelTo(new Date(Date.parse(stay.expires_at) - 1000));
    expect((await book(bookBody(stay.prebook_token, customer.id))).status).toBe(201);
  });

  it('Customer not found: unknown, not a UUID, or a client of another team (404)', async () => {
    const stay = await prebookStay(api, team);
    const other = await api.team({ name: 'Third agency' });
    const theirs = await newCustomer(api, other, 'Bruno Lima');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', theirs.id]) {
      const res = await book(bookBody(stay.prebook_token, id));
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 'CUSTOMER_NOT_FOUND');
      expect(res.body.error).toBe('Customer not found');
    }
    expect((await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } })).usedAt).toBeNull();
  });

  it('No payment provider configured (400): a team without a gateway', async () => {
    const bare = await api.team({ name: 'No gateway agency' });
    const stay = await prebookStay(api, bare);
    await patchSettings(api, bare.id, { paymentGateway: null });
    const guest = await newCustomer(api, bare);
    const res = await book(bookBody(stay.prebook_token, guest.id), bare.key);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PAYMENT_PROVIDER_NOT_CONFIGURED');
    expect(res.body.error).toBe('No payment provider configured');
  });

  it('a declined card is 400 PAYMENT_DECLINED, leaves nothing behind, and the token stays usable', async () => {
    const stay = await prebookStay(api, team);
    const before = await api.db.booking.count({ where: { teamId: team.id } });
    const res = await book(bookBody(stay.prebook_token, customer.id, card({ credit_card: DECLINED_CARD })));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PAYMENT_DECLINED');
    expect(res.body.error).toBe('Payment declined: Card declined by the issuer');
    expect(await api.db.booking.count({ where: { teamId: team.id } })).toBe(before);
    expect((await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } })).usedAt).toBeNull();
    const retry = await book(bookBody(stay.prebook_token, customer.id, card()));
    expect(retry.status).toBe(201);
  });

  it('a card number failing the Luhn check is a validation error naming the field, not the number', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, card({ credit_card: { ...CARD, number: '4111111111111112' } })));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: payment.credit_card.number: Invalid card number');
  });

  it('Provider credentials not configured (400) when the team has no hotel supplier any more', async () => {
    const agency = await api.team({ name: 'Supplier-less agency' });
    const stay = await prebookStay(api, agency);
    await patchSettings(api, agency.id, { hotelSupplier: null });
    const guest = await newCustomer(api, agency);
    const res = await book(bookBody(stay.prebook_token, guest.id), agency.key);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PROVIDER_NOT_CONFIGURED');
    expect(res.body.error).toBe('Provider credentials not configured');
  });

  it('Provider password not found (500) when the stored credentials cannot be decrypted', async () => {
    const agency = await api.team({ name: 'Rotated key agency' });
    const stay = await prebookStay(api, agency);
    // Sealed under a key the app does not have (e.g. APP_ENCRYPTION_KEY rotated without re-entering the password).
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', randomBytes(32), iv);
    const body = Buffer.concat([cipher.update('{"username":"sandbox","password":"sandbox"}'), cipher.final()]);
    const foreign = ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    await patchSettings(api, agency.id, { credentials: { hotelSupplier: foreign } });
    const guest = await newCustomer(api, agency);
    const res = await book(bookBody(stay.prebook_token, guest.id), agency.key);
    expect(res.status).toBe(500);
    expectErrorShape(res.body, 'INTERNAL_ERROR');
    expect(res.body.error).toBe('Provider password not found');
  });
});

describe('POST /api/v1/hotels/book: supplier failure after payment', () => {
  it('502 SUPPLIER_ERROR; the card is refunded, the booking cancelled and kept', async () => {
    const stay = await prebookStay(api, team);
    const guests = [{ first_name: 'Ana', last_name: 'SUPPLIERFAIL' }];
    const res = await book(bookBody(stay.prebook_token, customer.id, card(), { guests }));
    expect(res.status).toBe(502);
    expectErrorShape(res.body, 'SUPPLIER_ERROR');
    expect(res.body.error).toMatch(
      /^Hotel supplier could not confirm the reservation: booking BK-2030-\d{6} was cancelled and the payment was refunded$/,
    );
    const prebook = await api.db.prebook.findUniqueOrThrow({ where: { token: stay.prebook_token } });
    const detail = await bookingDetail(api, team, prebook.bookingId!);
    expect(detail.status).toBe('cancelled');
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'failed', locator: null });
    expect(detail.status_history.map((c: { to: string }) => c.to)).toEqual(['confirmed', 'cancelled']);
    expect(detail.status_history[1].actor).toEqual({ type: 'system', name: 'Hotel supplier' });
    const payment = await api.db.payment.findFirstOrThrow({ where: { bookingId: detail.id } });
    expect(payment.status).toBe('refunded');
  });

  it('guests keep their order and both names reach the supplier', async () => {
    const stay = await prebookStay(api, team);
    const res = await book(bookBody(stay.prebook_token, customer.id, card(), { guests: [...GUESTS].reverse() }));
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.passengers.map((p: { name: string }) => p.name)).toEqual(['Pedro Souza', 'Ana Souza']);
  });
});
