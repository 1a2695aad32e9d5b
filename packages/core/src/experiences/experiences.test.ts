import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { DETAIL_FIELDS, LIST_FIELDS, minimal, schooner, seedCatalogue } from './sample-experiences';

type Team = Awaited<ReturnType<RestServer['team']>>;

let api: RestServer;
// Separate teams keep each describe under the 100/min experiences rate limit and its counts exact.
let team: Team;
let other: Team;
let catalogue: Team;
let checks: Team;

const create = (t: Team, body: object) => api.post('/api/v1/experiences', { key: t.key, body });

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  other = await api.team({ name: 'Other agency' });
  catalogue = await api.team({ name: 'Catalogue agency' });
  checks = await api.team({ name: 'Validation agency' });
});
afterAll(() => api.close());

describe('POST /api/v1/experiences', () => {
  it('creates an experience: 201 with data = the detail, field by field', async () => {
    const res = await create(team, schooner);
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(DETAIL_FIELDS);
    const { images, ...rest } = schooner;
    expect(data).toMatchObject({ ...rest, slug: 'passeio-de-escuna-em-buzios', country: 'BR', currency: 'BRL', is_active: true });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.images).toEqual([
      { id: expect.any(String), url: '/uploads/escuna.jpg', alt: 'Escuna no mar', order: 1 },
      { id: expect.any(String), url: 'https://cdn.example.com/escuna-deck.jpg', alt: 'Deck da escuna', order: 2 },
    ]);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
    expect(new Date(data.updated_at).toISOString()).toBe(data.updated_at);
  });

  it('fills the optional fields with their defaults', async () => {
    const res = await create(team, minimal);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      slug: 'trilha-da-pedra-bonita',
      description: '',
      short_description: '',
      location: '',
      state: '',
      country: 'BR',
      currency: 'BRL',
      min_participants: 1,
      is_active: true,
      address: '',
      latitude: null,
      longitude: null,
      min_age: 0,
      included: [],
      not_included: [],
      requirements: [],
      cancellation_policy: '',
      images: [],
    });
  });

  it('generates a free slug from the name: -2, -3 on a clash', async () => {
    const second = await create(team, schooner);
    const third = await create(team, { ...minimal, name: 'PASSEIO de escuna em búzios!' });
    expect(second.body.data.slug).toBe('passeio-de-escuna-em-buzios-2');
    expect(third.body.data.slug).toBe('passeio-de-escuna-em-buzios-3');
  });

  it('keeps a slug it is given', async () => {
    const res = await create(team, { ...minimal, slug: 'pedra-bonita' });
    expect(res.status).toBe(201);
    expect(res.body.data.slug).toBe('pedra-bonita');
  });

  it('refuses a given slug the team already uses (409 CONFLICT)', async () => {
    const res = await create(team, { ...minimal, slug: 'pedra-bonita' });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 'CONFLICT');
  });

  it('lets another team use the same slug', async () => {
    const res = await create(other, { ...minimal, slug: 'pedra-bonita' });
    expect(res.status).toBe(201);
  });

  it('takes currency and country in any case and answers them upper case', async () => {
    const res = await create(team, { ...minimal, currency: 'usd', country: 'ar' });
    expect(res.body.data).toMatchObject({ currency: 'USD', country: 'AR' });
  });

  it.each([
    ['name missing', { ...minimal, name: undefined }, 'name: Required'],
    ['name blank', { ...minimal, name: '  ' }, 'name:'],
    ['category value', { ...minimal, category: 'safari' }, 'category:'],
    ['category missing', { ...minimal, category: undefined }, 'category: Required'],
    ['duration zero', { ...minimal, duration: 0 }, 'duration:'],
    ['duration fraction', { ...minimal, duration: 1.5 }, 'duration:'],
    ['duration_unit value', { ...minimal, duration_unit: 'weeks' }, 'duration_unit:'],
    ['city missing', { ...minimal, city: undefined }, 'city: Required'],
    ['price missing', { ...minimal, price: undefined }, 'price: Required'],
    ['price negative', { ...minimal, price: -1 }, 'price:'],
    ['price null', { ...minimal, price: null }, 'price:'],
    ['price as text', { ...minimal, price: '80' }, 'price:'],
    ['price with three decimals', { ...minimal, price: 10.005 }, 'price: must have at most two decimals'],
    ['currency format', { ...minimal, currency: 'REAL' }, 'currency: must be a 3-letter ISO currency code'],
    ['currency code', { ...minimal, currency: 'XYZ' }, 'currency: must be a 3-letter ISO currency code'],
    ['country format', { ...minimal, country: 'BRA' }, 'country: must be a 2-letter ISO country code'],
    ['country code', { ...minimal, country: 'XX' }, 'country: must be a 2-letter ISO country code'],
    ['max_participants missing', { ...minimal, max_participants: undefined }, 'max_participants: Required'],
    ['min_participants zero', { ...minimal, min_participants: 0 }, 'min_participants:'],
    [
      'max_participants below min_participants',
      { ...minimal, min_participants: 13 },
      'max_participants: must be greater than or equal to min_participants',
    ],
    ['min_age negative', { ...minimal, min_age: -1 }, 'min_age:'],
    ['is_active as text', { ...minimal, is_active: 'false' }, 'is_active:'],
    ['latitude above 90', { ...minimal, latitude: 90.5, longitude: 0 }, 'latitude:'],
    ['longitude below -180', { ...minimal, latitude: 0, longitude: -180.5 }, 'longitude:'],
    ['latitude without longitude', { ...minimal, latitude: -22.9 }, 'longitude: required together with latitude'],
    ['slug format', { ...minimal, slug: 'Pedra Bonita' }, 'slug:'],
    [
      'image url scheme',
      { ...minimal, images: [{ url: 'ftp://cdn.example.com/a.jpg', alt: 'a' }] },
      'images.0.url: must be an http(s) URL or an app path',
    ],
    ['image url protocol-relative', { ...minimal, images: [{ url: '//evil.example.com/a.jpg', alt: 'a' }] }, 'images.0.url:'],
    ['image url script', { ...minimal, images: [{ url: 'javascript:alert(1)', alt: 'a' }] }, 'images.0.url:'],
    [
      'image order repeated',
      {
        ...minimal,
        images: [
          { url: '/a.jpg', order: 1 },
          { url: '/b.jpg', order: 1 },
        ],
      },
      'images.1.order: must be unique among the images',
    ],
    ['image order negative', { ...minimal, images: [{ url: '/a.jpg', order: -1 }] }, 'images.0.order:'],
    ['image order as text', { ...minimal, images: [{ url: '/a.jpg', order: '1' }] }, 'images.0.order:'],
    ['included entries', { ...minimal, included: ['Guia', 3] }, 'included.1:'],
    ['not_included type', { ...minimal, not_included: 'Almoço' }, 'not_included:'],
    ['requirements entries', { ...minimal, requirements: [''] }, 'requirements.0:'],
  ])('rejects a bad %s with 400 VALIDATION_ERROR naming the field', async (_rule, body, message) => {
    const res = await create(checks, body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
  });

  it('a refused create stores nothing', async () => {
    const res = await api.get('/api/v1/experiences', { key: checks.key });
    expect(res.body.data.pagination.total).toBe(0);
  });

  it('gives images without an order their position', async () => {
    const res = await create(checks, { ...minimal, images: [{ url: '/a.jpg' }, { url: 'http://cdn.example.com/b.jpg', alt: 'B' }] });
    expect(res.body.data.images.map((i: any) => [i.url, i.alt, i.order])).toEqual([
      ['/a.jpg', '', 0],
      ['http://cdn.example.com/b.jpg', 'B', 1],
    ]);
  });

  it('gives 403 FORBIDDEN to a read-only key and 401 without a key', async () => {
    const readOnly = await api.post('/api/v1/experiences', { key: team.readOnlyKey, body: minimal });
    expect(readOnly.status).toBe(403);
    expectErrorShape(readOnly.body, 'FORBIDDEN');
    const anonymous = await api.post('/api/v1/experiences', { body: minimal });
    expect(anonymous.status).toBe(401);
    expectErrorShape(anonymous.body, 'UNAUTHORIZED');
  });
});

describe('GET /api/v1/experiences', () => {
  // Stored directly: 25 POSTs would spend the rate limit the reads need.
  beforeAll(() => seedCatalogue(api.db, catalogue.id));
  const list = (query = '') => api.get(`/api/v1/experiences${query}`, { key: catalogue.key });

  it('lists active and inactive, newest first, with data.experiences and pagination (default limit 20)', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2, hasNext: true, hasPrev: false });
    expect(res.body.data.experiences).toHaveLength(20);
    expect(res.body.data.experiences.map((e: any) => e.slug).slice(0, 3)).toEqual(['experience-24', 'experience-23', 'experience-22']);
  });

  it('each item carries exactly the list fields, money as a number, images by order', async () => {
    const item = (await list('?limit=1')).body.data.experiences[0];
    expect(Object.keys(item).sort()).toEqual(LIST_FIELDS);
    expect(item).toMatchObject({
      slug: 'experience-24',
      price: 100.74,
      currency: 'BRL',
      country: 'BR',
      category: 'nature',
      duration: 2,
      duration_unit: 'hours',
    });
    expect(item.images.map((i: any) => [i.url, i.order])).toEqual([
      ['/img/24-a.jpg', 0],
      ['/img/24-b.jpg', 5],
    ]);
  });

  it('the last page holds the remainder: hasNext false, hasPrev true', async () => {
    const res = await list('?page=2');
    expect(res.body.data.pagination).toEqual({ page: 2, limit: 20, total: 25, totalPages: 2, hasNext: false, hasPrev: true });
    expect(res.body.data.experiences.map((e: any) => e.slug)).toEqual([
      'experience-4',
      'experience-3',
      'experience-2',
      'experience-1',
      'experience-0',
    ]);
  });

  it('a middle page has both hasNext and hasPrev', async () => {
    const res = await list('?page=2&limit=10');
    expect(res.body.data.pagination).toEqual({ page: 2, limit: 10, total: 25, totalPages: 3, hasNext: true, hasPrev: true });
  });

  it('a page past the end is empty', async () => {
    const res = await list('?page=9');
    expect(res.body.data.experiences).toEqual([]);
    expect(res.body.data.pagination).toMatchObject({ page: 9, hasNext: false, hasPrev: true });
  });

  it('accepts limit 100 and refuses limit 101 (400 naming limit)', async () => {
    const all = await list('?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.data.experiences).toHaveLength(25);
    expect(all.body.data.pagination).toMatchObject({ limit: 100, totalPages: 1, hasNext: false, hasPrev: false });
    const res = await list('?limit=101');
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain('limit');
  });

  it.each(['?limit=0', '?page=0', '?page=abc'])('refuses %s with 400', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
  });

  it.each([
    ['name, ignoring case', 'arraial do CABO', ['experience-3']],
    ['description, ignoring case', 'de cachaça ARTESANAL', ['experience-7']],
    ['nothing', 'zzz-nothing', []],
  ])('search matches %s', async (_what, search, slugs) => {
    const res = await list(`?search=${encodeURIComponent(search)}`);
    expect(res.body.data.experiences.map((e: any) => e.slug)).toEqual(slugs);
    expect(res.body.data.pagination.total).toBe(slugs.length);
  });

  it('filters by category', async () => {
    const res = await list('?category=gastronomy');
    expect(res.body.data.experiences.map((e: any) => e.slug)).toEqual([
      'experience-23',
      'experience-18',
      'experience-13',
      'experience-8',
      'experience-3',
    ]);
  });

  it('refuses an unknown category with 400 naming it', async () => {
    const res = await list('?category=safari');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('category:');
  });

  it('filters by is_active given as the string true or false', async () => {
    const inactive = await list('?is_active=false');
    expect(inactive.body.data.experiences.map((e: any) => e.slug)).toEqual([
      'experience-24',
      'experience-20',
      'experience-16',
      'experience-12',
      'experience-8',
      'experience-4',
      'experience-0',
    ]);
    expect(inactive.body.data.experiences.every((e: any) => e.is_active === false)).toBe(true);
    const active = await list('?is_active=true');
    expect(active.body.data.pagination.total).toBe(18);
    expect(active.body.data.experiences.every((e: any) => e.is_active === true)).toBe(true);
    const bad = await list('?is_active=yes');
    expect(bad.status).toBe(400);
  });

  it('combines filters', async () => {
    const res = await list('?category=gastronomy&is_active=true&search=experience');
    expect(res.body.data.experiences.map((e: any) => e.slug)).toEqual(['experience-23', 'experience-18', 'experience-13']);
  });

  it('never lists another team’s experiences', async () => {
    const res = await api.get('/api/v1/experiences', { key: other.key });
    expect(res.body.data.experiences.map((e: any) => e.slug)).toEqual(['pedra-bonita']);
  });
});

describe('GET /api/v1/experiences/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(team, { ...schooner, name: 'Escuna para leitura' })).body.data.id;
  });

  it('returns data = the Experience with the additional fields', async () => {
    const res = await api.get(`/api/v1/experiences/${id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(DETAIL_FIELDS);
    expect(res.body.data).toMatchObject({
      id,
      name: 'Escuna para leitura',
      slug: 'escuna-para-leitura',
      price: 149.9,
      address: 'Rua das Pedras, 1 - Centro',
      latitude: -22.7469,
      longitude: -41.8817,
      min_age: 5,
      included: ['Guia bilíngue', 'Água mineral'],
      not_included: ['Almoço'],
      requirements: ['Protetor solar', 'Roupa de banho'],
      cancellation_policy: 'Cancelamento gratuito até 24 horas antes.',
    });
    expect(res.body.data.images.map((i: any) => i.order)).toEqual([1, 2]);
  });

  it.each([
    ['another team’s id', () => api.get(`/api/v1/experiences/${id}`, { key: other.key })],
    ['an unknown id', () => api.get('/api/v1/experiences/00000000-0000-4000-8000-000000000000', { key: team.key })],
    ['a malformed id', () => api.get('/api/v1/experiences/not-a-uuid', { key: team.key })],
  ])('%s is 404 NOT_FOUND', async (_what, call) => {
    const res = await call();
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });
});

describe('PATCH /api/v1/experiences/:id', () => {
  let id: string;
  const patch = (body: object, key = team.key, target = id) => api.patch(`/api/v1/experiences/${target}`, { key, body });
  const detail = async () => (await api.get(`/api/v1/experiences/${id}`, { key: team.key })).body.data;
  beforeAll(async () => {
    id = (await create(team, { ...schooner, name: 'Escuna para edição' })).body.data.id;
  });

  it('changes only the fields sent and answers data = the full detail', async () => {
    const before = await detail();
    const res = await patch({ price: 199.5, included: ['Guia bilíngue', 'Fotos'] });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(DETAIL_FIELDS);
    const { updated_at: _a, price: _p, included: _i, ...unchanged } = before;
    expect(res.body.data).toMatchObject({ ...unchanged, price: 199.5, included: ['Guia bilíngue', 'Fotos'] });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect(await detail()).toEqual(res.body.data);
  });

  it('a new name keeps the slug; a slug sent changes it', async () => {
    const renamed = await patch({ name: 'Escuna ao pôr do sol' });
    expect(renamed.body.data).toMatchObject({ name: 'Escuna ao pôr do sol', slug: 'escuna-para-edicao' });
    const reslugged = await patch({ slug: 'escuna-por-do-sol' });
    expect(reslugged.body.data.slug).toBe('escuna-por-do-sol');
    expect((await patch({ slug: 'escuna-por-do-sol' })).status).toBe(200);
  });

  it('refuses a slug another experience of the team holds (409 CONFLICT) and changes nothing', async () => {
    const res = await patch({ slug: 'pedra-bonita', name: 'Should not stick' });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 'CONFLICT');
    expect((await detail()).name).toBe('Escuna ao pôr do sol');
  });

  it('images sent replace all images', async () => {
    const oldIds = (await detail()).images.map((i: any) => i.id);
    const res = await patch({ images: [{ url: 'https://cdn.example.com/sunset.jpg', alt: 'Pôr do sol', order: 0 }] });
    expect(res.body.data.images).toEqual([
      { id: expect.any(String), url: 'https://cdn.example.com/sunset.jpg', alt: 'Pôr do sol', order: 0 },
    ]);
    expect(await api.db.experienceImage.count({ where: { id: { in: oldIds } } })).toBe(0);
    const cleared = await patch({ images: [] });
    expect(cleared.body.data.images).toEqual([]);
  });

  it('null clears text and coordinates', async () => {
    const res = await patch({ description: null, latitude: null, longitude: null, requirements: null });
    expect(res.body.data).toMatchObject({ description: '', latitude: null, longitude: null, requirements: [] });
  });

  it.each([
    ['category', { category: 'safari' }, 'category:'],
    ['duration', { duration: 0 }, 'duration:'],
    ['price', { price: 10.005 }, 'price: must have at most two decimals'],
    ['name', { name: '' }, 'name:'],
    ['city', { city: null }, 'city:'],
    ['is_active given as text', { is_active: 'false' }, 'is_active:'],
    ['latitude given as text', { latitude: '', longitude: '' }, 'latitude:'],
    ['image url', { images: [{ url: 'not a url' }] }, 'images.0.url:'],
    [
      'max_participants below the stored minimum',
      { max_participants: 1 },
      'max_participants: must be greater than or equal to min_participants',
    ],
    [
      'min_participants above the stored maximum',
      { min_participants: 41 },
      'min_participants: must be less than or equal to max_participants',
    ],
    ['latitude alone where there is no point', { latitude: 10 }, 'longitude: required together with latitude'],
  ])('validates what it is sent: a bad %s is 400 and changes nothing', async (_rule, body, message) => {
    const before = await detail();
    const res = await patch(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toContain(`Validation error: ${message}`);
    expect(await detail()).toEqual(before);
  });

  it('moves both participant bounds at once', async () => {
    const res = await patch({ min_participants: 50, max_participants: 60 });
    expect(res.body.data).toMatchObject({ min_participants: 50, max_participants: 60 });
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const res = await patch({ name: 'Read only' }, team.readOnlyKey);
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
  });

  it.each([
    ['another team’s id', () => patch({ name: 'Stolen', images: [] }, other.key)],
    ['a malformed id', () => patch({ name: 'Stolen' }, team.key, 'not-a-uuid')],
  ])('%s is 404 NOT_FOUND and changes nothing', async (_what, call) => {
    const before = await detail();
    const res = await call();
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect(await detail()).toEqual(before);
  });
});

describe('DELETE /api/v1/experiences/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(team, { ...minimal, name: 'Experiência para desativar' })).body.data.id;
  });

  it.each(['another team’s id', 'a malformed id'])('%s is 404 NOT_FOUND and changes nothing', async (what) => {
    const res =
      what === 'a malformed id'
        ? await api.del('/api/v1/experiences/not-a-uuid', { key: team.key })
        : await api.del(`/api/v1/experiences/${id}`, { key: other.key });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect((await api.get(`/api/v1/experiences/${id}`, { key: team.key })).body.data.is_active).toBe(true);
  });

  it('gives 403 FORBIDDEN to a read-only key', async () => {
    const res = await api.del(`/api/v1/experiences/${id}`, { key: team.readOnlyKey });
    expect(res.status).toBe(403);
  });

  it('deactivates (soft): data = { id, is_active: false }, the record stays readable', async () => {
    const res = await api.del(`/api/v1/experiences/${id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, is_active: false });
    const detail = await api.get(`/api/v1/experiences/${id}`, { key: team.key });
    expect(detail.body.data).toMatchObject({ id, is_active: false, name: 'Experiência para desativar' });
    const inactive = await api.get('/api/v1/experiences?is_active=false', { key: team.key });
    expect(inactive.body.data.experiences.map((e: any) => e.id)).toContain(id);
  });

  it('deleting again answers the same', async () => {
    const res = await api.del(`/api/v1/experiences/${id}`, { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, is_active: false });
  });

  it('PATCH is_active true brings it back', async () => {
    const res = await api.patch(`/api/v1/experiences/${id}`, { key: team.key, body: { is_active: true } });
    expect(res.body.data.is_active).toBe(true);
  });
});
