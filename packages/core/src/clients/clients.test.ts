import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;
let other: Awaited<ReturnType<RestServer['team']>>;

const ana = {
  customer_type: 'individual',
  full_name: 'Ana Souza',
  email: 'Ana.Souza@example.com',
  phone: '+55 11 98765-4321',
  cpf: '529.982.247-25',
  date_of_birth: '1988-04-12',
  address: {
    street: 'Rua Augusta, 100',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    postal_code: '01305-000',
    country: 'BR',
  },
  notes: 'Prefers window seats',
};

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
});
afterAll(() => api.close());

describe('POST /api/v1/clients', () => {
  it('creates a client: 201 with data.customer and the listed fields', async () => {
    const res = await api.post('/api/v1/clients', { key: team.key, body: ana });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data.customer).sort()).toEqual(
      ['cpf', 'created_at', 'customer_type', 'email', 'full_name', 'id', 'is_active', 'phone'].sort(),
    );
    expect(res.body.data.customer).toMatchObject({
      customer_type: 'individual',
      full_name: 'Ana Souza',
      email: 'ana.souza@example.com',
      cpf: '52998224725',
      is_active: true,
    });
  });

  it('stores a company with its CNPJ as digits', async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      body: {
        customer_type: 'company',
        full_name: 'Viagens Brasil Ltda',
        company_name: 'Viagens Brasil Ltda',
        email: 'contato@vb.com.br',
        cnpj: '11.222.333/0001-81',
      },
    });
    expect(res.status).toBe(201);
    const detail = await api.get(`/api/v1/clients/${res.body.data.customer.id}`, { key: team.key });
    expect(detail.body.data.cnpj).toBe('11222333000181');
  });

  it.each([
    ['customer_type', { ...ana, customer_type: undefined }, 'customer_type: Required'],
    ['full_name', { ...ana, full_name: undefined }, 'full_name: Required'],
    ['email', { ...ana, email: undefined }, 'email: Required'],
    ['email format', { ...ana, email: 'not-an-email' }, 'email:'],
    ['CPF check digits', { ...ana, email: 'x1@example.com', cpf: '529.982.247-24' }, 'cpf: invalid CPF'],
    ['CNPJ check digits', { ...ana, email: 'x2@example.com', cnpj: '11.222.333/0001-80' }, 'cnpj: invalid CNPJ'],
    ['customer_type value', { ...ana, customer_type: 'robot' }, 'customer_type:'],
    ['date_of_birth format', { ...ana, email: 'x3@example.com', date_of_birth: '12/04/1988' }, 'date_of_birth:'],
    [
      'date_of_birth in the future',
      { ...ana, email: 'x4@example.com', date_of_birth: '2999-01-01' },
      'date_of_birth: must not be in the future',
    ],
  ])('rejects a bad %s with 400 VALIDATION_ERROR naming the field', async (_rule, body, message) => {
    const res = await api.post('/api/v1/clients', { key: team.key, body });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it('refuses a second active client with the same e-mail (409 CONFLICT)', async () => {
    const res = await api.post('/api/v1/clients', { key: team.key, body: { ...ana, cpf: undefined, email: 'ANA.souza@example.com' } });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 'CONFLICT');
  });

  it('takes is_active as sent: false creates an inactive client, which does not hold its e-mail', async () => {
    const own = await api.team({ name: 'Archive agency' });
    const res = await api.post('/api/v1/clients', { key: own.key, body: { ...ana, is_active: false } });
    expect(res.status).toBe(201);
    expect(res.body.data.customer.is_active).toBe(false);
    expect((await api.post('/api/v1/clients', { key: own.key, body: ana })).status).toBe(201);
  });

  it('lets another team use the same e-mail', async () => {
    const res = await api.post('/api/v1/clients', { key: other.key, body: ana });
    expect(res.status).toBe(201);
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const res = await api.post('/api/v1/clients', { key: team.readOnlyKey, body: { ...ana, email: 'ro@example.com' } });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });
});

describe('GET /api/v1/clients', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      await api.post('/api/v1/clients', {
        key: team.key,
        body: { customer_type: 'individual', full_name: `Bruno Lima ${i}`, email: `bruno${i}@example.com` },
      });
    }
  });

  it('lists with data.customers and pagination (default limit 50)', async () => {
    const res = await api.get('/api/v1/clients', { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 50, total: 7, totalPages: 1 });
    expect(res.body.data.customers).toHaveLength(7);
    expect(res.body.data.customers[0]).toHaveProperty('address');
  });

  it('pages: the last page holds the remainder', async () => {
    const res = await api.get('/api/v1/clients?page=3&limit=3', { key: team.key });
    expect(res.body.data.pagination).toEqual({ page: 3, limit: 3, total: 7, totalPages: 3 });
    expect(res.body.data.customers).toHaveLength(1);
  });

  it('accepts limit 100 and refuses limit 101', async () => {
    expect((await api.get('/api/v1/clients?limit=100', { key: team.key })).status).toBe(200);
    const res = await api.get('/api/v1/clients?limit=101', { key: team.key });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('limit');
  });

  it.each([
    ['name', 'bruno lima 3', 1],
    ['e-mail', 'ana.souza@', 1],
    ['formatted CPF', '529.982.247-25', 1],
    ['CPF digits', '52998224725', 1],
    ['formatted CNPJ', '11.222.333/0001-81', 1],
  ])('searches by %s', async (_what, search, count) => {
    const res = await api.get(`/api/v1/clients?search=${encodeURIComponent(search)}`, { key: team.key });
    expect(res.body.data.pagination.total).toBe(count);
  });

  it('filters by customer_type and is_active', async () => {
    const companies = await api.get('/api/v1/clients?customer_type=company', { key: team.key });
    expect(companies.body.data.customers.map((c: any) => c.customer_type)).toEqual(['company']);
    const inactive = await api.get('/api/v1/clients?is_active=false', { key: team.key });
    expect(inactive.body.data.pagination.total).toBe(0);
    const bad = await api.get('/api/v1/clients?is_active=maybe', { key: team.key });
    expect(bad.status).toBe(400);
  });

  it('never lists another team’s clients', async () => {
    const res = await api.get('/api/v1/clients', { key: other.key });
    expect(res.body.data.pagination.total).toBe(1);
  });
});

describe('GET/PATCH/DELETE /api/v1/clients/:id', () => {
  let id: string;
  beforeAll(async () => {
    const res = await api.post('/api/v1/clients', {
      key: team.key,
      body: { customer_type: 'individual', full_name: 'Carla Dias', email: 'carla@example.com' },
    });
    id = res.body.data.customer.id;
  });

  it('returns the full Customer as data', async () => {
    const res = await api.get(`/api/v1/clients/${id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'address',
        'cnpj',
        'company_name',
        'cpf',
        'created_at',
        'customer_type',
        'date_of_birth',
        'email',
        'full_name',
        'id',
        'is_active',
        'notes',
        'phone',
        'updated_at',
      ].sort(),
    );
  });

  it('PATCH changes only the fields sent and answers them with updated_at', async () => {
    const res = await api.patch(`/api/v1/clients/${id}`, { key: team.key, body: { phone: '(21) 99876-5432', notes: 'VIP' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['id', 'notes', 'phone', 'updated_at']);
    const detail = await api.get(`/api/v1/clients/${id}`, { key: team.key });
    expect(detail.body.data).toMatchObject({ full_name: 'Carla Dias', phone: '(21) 99876-5432', notes: 'VIP' });
  });

  it('PATCH validates what it is sent', async () => {
    const res = await api.patch(`/api/v1/clients/${id}`, { key: team.key, body: { cpf: '111.111.111-11' } });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
  });

  it('DELETE without links removes the client', async () => {
    const created = await api.post('/api/v1/clients', {
      key: team.key,
      body: { customer_type: 'individual', full_name: 'Temp', email: 'temp@example.com' },
    });
    const res = await api.del(`/api/v1/clients/${created.body.data.customer.id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: created.body.data.customer.id, deleted: true });
    expect((await api.get(`/api/v1/clients/${created.body.data.customer.id}`, { key: team.key })).status).toBe(404);
  });

  it('DELETE with linked bookings deactivates and keeps the client', async () => {
    await api.db.booking.create({
      data: { teamId: team.id, customerId: id, bookingNumber: 'BK-2026-999999', locator: 'ZZZZZZ', type: 'hotel', title: 'Linked' },
    });
    const res = await api.del(`/api/v1/clients/${id}`, { key: team.key });
    expect(res.body.data).toEqual({ id, deleted: false, is_active: false });
    const detail = await api.get(`/api/v1/clients/${id}`, { key: team.key });
    expect(detail.body.data.is_active).toBe(false);
  });

  it.each(['GET', 'PATCH', 'DELETE'])('%s of another team’s client is 404 and changes nothing', async (method) => {
    const mine = await api.post('/api/v1/clients', {
      key: team.key,
      body: { customer_type: 'individual', full_name: 'Mine', email: `mine-${method}@example.com` },
    });
    const mineId = mine.body.data.customer.id;
    const res = await api.request(method, `/api/v1/clients/${mineId}`, {
      key: other.key,
      ...(method === 'PATCH' ? { body: { full_name: 'Stolen' } } : {}),
    });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    const still = await api.get(`/api/v1/clients/${mineId}`, { key: team.key });
    expect(still.body.data.full_name).toBe('Mine');
  });

  it('a malformed id is 404', async () => {
    const res = await api.get('/api/v1/clients/not-a-uuid', { key: team.key });
    expect(res.status).toBe(404);
  });
});
