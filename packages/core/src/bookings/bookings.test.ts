import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { bookingBody, detail, newBooking, newCustomer, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
let customer: Awaited<ReturnType<typeof newCustomer>>;
let othersCustomer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  customer = await newCustomer(api, team, 'Ana Souza');
  othersCustomer = await newCustomer(api, other, 'Bruno Lima');
});
afterAll(() => api.close());

let restoreClock: (() => void) | undefined;
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

const passengers = [
  {
    name: 'Ana Souza',
    document_type: 'cpf',
    document_number: '529.982.247-25',
    birth_date: '1988-04-12',
    email: 'ana@example.com',
    phone: '+55 11 98765-4321',
  },
  { name: 'Pedro Souza', document_type: 'passport', document_number: 'FX123456' },
  { name: 'Lia Souza' },
];

describe('POST /api/v1/bookings', () => {
  it('creates a manual record: 201 with exactly the listed fields, status pending', async () => {
    const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody(customer.id, { currency: 'brl', notes: 'VIP' }) });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'booking_number',
        'created_at',
        'currency',
        'customer_id',
        'end_date',
        'id',
        'start_date',
        'status',
        'title',
        'total_amount',
        'type',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({
      type: 'hotel',
      status: 'pending',
      title: 'Hotel Copacabana, 3 nights',
      customer_id: customer.id,
      start_date: '2030-03-10',
      end_date: '2030-03-13',
      total_amount: 1234.56,
      currency: 'BRL',
    });
    expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.body.data.created_at).toISOString()).toBe(res.body.data.created_at);
  });

  it("numbers bookings BK-<year>-<6 digits> from the team's own sequence", async () => {
    restoreClock = clock.set(() => new Date('2031-06-01T12:00:00Z'));
    const first = await newBooking(api, team, customer.id);
    const second = await newBooking(api, team, customer.id);
    const others = await newBooking(api, other, othersCustomer.id);
    expect(first.booking_number).toBe('BK-2031-000001');
    expect(second.booking_number).toBe('BK-2031-000002');
    expect(others.booking_number).toBe('BK-2031-000001');
  });

  it('gives each booking a 6-character locator of A-Z and 2-9', async () => {
    const booking = await newBooking(api, team, customer.id);
    expect((await detail(api, team, booking.id)).locator).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('defaults currency to BRL and total_amount to 0; dates are optional', async () => {
    const res = await api.post('/api/v1/bookings', {
      key: team.key,
      body: { customer_id: customer.id, type: 'package', title: 'Open package' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ currency: 'BRL', total_amount: 0, start_date: null, end_date: null });
  });

  it('stores passengers in the order sent, a CPF as digits', async () => {
    const booking = await newBooking(api, team, customer.id, { passengers });
    const { passengers: stored } = await detail(api, team, booking.id);
    expect(stored).toEqual([
      {
        name: 'Ana Souza',
        document_type: 'cpf',
        document_number: '52998224725',
        birth_date: '1988-04-12',
        email: 'ana@example.com',
        phone: '+55 11 98765-4321',
      },
      { name: 'Pedro Souza', document_type: 'passport', document_number: 'FX123456', birth_date: null, email: null, phone: null },
      { name: 'Lia Souza', document_type: null, document_number: null, birth_date: null, email: null, phone: null },
    ]);
  });

  it('records the creation in the status history with the calling key', async () => {
    const booking = await newBooking(api, team, customer.id);
    const { status_history } = await detail(api, team, booking.id);
    expect(status_history).toEqual([
      { from: null, to: 'pending', at: booking.created_at, actor: { type: 'api_key', name: team.key.slice(0, 12) }, note: null },
    ]);
  });

  it.each([
    ['customer_id', { customer_id: undefined }, 'customer_id: Required'],
    ['customer_id format', { customer_id: 'abc' }, 'customer_id: must be a UUID'],
    ['type', { type: undefined }, 'type: Required'],
    ['type value', { type: 'cruise' }, 'type:'],
    ['title', { title: undefined }, 'title: Required'],
    ['empty title', { title: '  ' }, 'title:'],
    ['start_date format', { start_date: '10/03/2030' }, 'start_date: must be a date YYYY-MM-DD'],
    ['end_date calendar', { end_date: '2030-02-30' }, 'end_date: must be a real date'],
    ['end_date before start_date', { start_date: '2030-03-10', end_date: '2030-03-09' }, 'end_date: must not be before start_date'],
    ['negative total_amount', { total_amount: -1 }, 'total_amount:'],
    ['total_amount with 3 decimals', { total_amount: 10.005 }, 'total_amount: must have at most two decimals'],
    ['total_amount as text', { total_amount: '100' }, 'total_amount:'],
    ['currency', { currency: 'R$' }, 'currency: must be a 3-letter ISO currency code'],
    ['metadata not an object', { metadata: ['a'] }, 'metadata:'],
    ['passenger without name', { passengers: [{ document_type: 'rg' }] }, 'passengers.0.name: Required'],
    ['passenger document_type', { passengers: [{ name: 'A', document_type: 'cnh' }] }, 'passengers.0.document_type:'],
    [
      'passenger CPF check digits',
      { passengers: [{ name: 'A', document_type: 'cpf', document_number: '529.982.247-24' }] },
      'passengers.0.document_number: invalid CPF',
    ],
    ['passenger e-mail', { passengers: [{ name: 'A', email: 'nope' }] }, 'passengers.0.email:'],
    [
      'passenger birth_date in the future',
      { passengers: [{ name: 'A', birth_date: '2999-01-01' }] },
      'passengers.0.birth_date: must not be in the future',
    ],
  ])('rejects a bad %s with 400 VALIDATION_ERROR naming the field', async (_rule, overrides, message) => {
    const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody(customer.id, overrides) });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it("a customer_id of another team is 404 'Customer not found' and creates nothing", async () => {
    const before = await api.db.booking.count();
    const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody(othersCustomer.id) });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'CUSTOMER_NOT_FOUND');
    expect(res.body.error).toBe('Customer not found');
    expect(await api.db.booking.count()).toBe(before);
  });

  it("an unknown customer_id is 404 'Customer not found'", async () => {
    const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody('00000000-0000-4000-8000-000000000000') });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'CUSTOMER_NOT_FOUND');
  });

  it('the same Idempotency-Key and body give the first booking back, not a second one', async () => {
    const headers = { 'Idempotency-Key': `create-${Date.now()}` };
    const first = await api.post('/api/v1/bookings', { key: team.key, headers, body: bookingBody(customer.id) });
    const again = await api.post('/api/v1/bookings', { key: team.key, headers, body: bookingBody(customer.id) });
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('is limited to 100 requests a minute per team (X-RateLimit-Limit)', async () => {
    const res = await api.post('/api/v1/bookings', { key: team.key, body: bookingBody(customer.id) });
    expect(res.headers.get('x-ratelimit-limit')).toBe('100');
  });

  it('gives 401 without a key and 403 FORBIDDEN to a read-only key', async () => {
    const anonymous = await api.post('/api/v1/bookings', { body: bookingBody(customer.id) });
    expect(anonymous.status).toBe(401);
    expectErrorShape(anonymous.body, 'UNAUTHORIZED');
    const readOnly = await api.post('/api/v1/bookings', { key: team.readOnlyKey, body: bookingBody(customer.id) });
    expect(readOnly.status).toBe(403);
    expectErrorShape(readOnly.body, 'FORBIDDEN');
  });
});

describe('GET /api/v1/bookings/:id', () => {
  it('answers the full record: customer with cpf, passengers, items, notes, metadata, locators, timestamps', async () => {
    const booking = await newBooking(api, team, customer.id, {
      passengers: passengers.slice(1, 2),
      notes: 'Late check-in',
      metadata: { channel: 'whatsapp', pax: 2 },
    });
    await api.db.bookingItem.create({
      data: {
        bookingId: booking.id,
        type: 'hotel_room',
        name: 'Double room',
        description: 'Sea view',
        quantity: 3,
        unitCents: 41152,
        totalCents: 123456,
        details: { board: 'breakfast' },
      },
    });
    const data = await detail(api, team, booking.id);
    expect(Object.keys(data).sort()).toEqual(
      [
        'booking_number',
        'created_at',
        'currency',
        'customer',
        'description',
        'end_date',
        'external_locator',
        'id',
        'items',
        'locator',
        'metadata',
        'notes',
        'passengers',
        'payment',
        'start_date',
        'status',
        'status_history',
        'title',
        'total_amount',
        'type',
        'updated_at',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: booking.id,
      booking_number: booking.booking_number,
      external_locator: null,
      type: 'hotel',
      status: 'pending',
      title: 'Hotel Copacabana, 3 nights',
      description: 'Sea view double room',
      start_date: '2030-03-10',
      end_date: '2030-03-13',
      total_amount: 1234.56,
      currency: 'BRL',
      notes: 'Late check-in',
      metadata: { channel: 'whatsapp', pax: 2 },
      payment: null,
      created_at: booking.created_at,
    });
    expect(data.customer).toEqual({
      id: customer.id,
      name: 'Ana Souza',
      email: customer.email,
      phone: '+55 11 98765-4321',
      cpf: '52998224725',
    });
    expect(data.passengers).toHaveLength(1);
    expect(data.items).toEqual([
      {
        id: expect.any(String),
        type: 'hotel_room',
        name: 'Double room',
        description: 'Sea view',
        quantity: 3,
        unit_price: 411.52,
        total_price: 1234.56,
        currency: 'BRL',
        details: { board: 'breakfast' },
      },
    ]);
    expect(Date.parse(data.updated_at)).not.toBeNaN();
  });

  it("another team's booking is 404 NOT_FOUND", async () => {
    const booking = await newBooking(api, team, customer.id);
    const res = await api.get(`/api/v1/bookings/${booking.id}`, { key: other.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect(res.body.error).toBe('Booking not found');
  });

  it('an unknown or malformed id is 404 NOT_FOUND', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await api.get(`/api/v1/bookings/${id}`, { key: team.key });
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 'NOT_FOUND');
    }
  });
});
