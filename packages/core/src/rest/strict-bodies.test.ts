import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedTypes, fillPath, servedOperations, type JsonSchema, type Operation } from '../testing/openapi-operations';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

// Hundreds of requests a minute per group: the limits are tested elsewhere, here they would only hide answers.
const previousScale = vi.hoisted(() => {
  const previous = process.env.RATE_LIMIT_SCALE;
  process.env.RATE_LIMIT_SCALE = '1000';
  return previous;
});

let api: RestServer;
let team: Awaited<ReturnType<RestServer['team']>>;
let operations: Operation[];

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  operations = await servedOperations(api);
});
afterAll(async () => {
  await api.close();
  // A worker process may serve other test files next: they count requests at the contract's limits.
  if (previousScale === undefined) delete process.env.RATE_LIMIT_SCALE;
  else process.env.RATE_LIMIT_SCALE = previousScale;
});

/** A path for the operation: a UUID that names nothing, or the sandbox gateway. */
function pathOf(op: Operation): string {
  const values: Record<string, string> = {};
  for (const p of op.pathParams) values[p.name] = p.name === 'gateway' ? 'sandbox' : randomUUID();
  return fillPath(op.path, values);
}

function send(op: Operation, rawBody: string) {
  return api.request(op.method, pathOf(op), {
    key: op.secured ? team.key : undefined,
    rawBody,
    headers: { 'content-type': 'application/json' },
  });
}

/** Values of the wrong JSON type for a field, chosen among the usual coercions (`"true"`, `1`, `"1"`). */
function wrongValues(schema: JsonSchema): unknown[] {
  const types = acceptedTypes(schema);
  if (types.size === 0) return [];
  const wrong: unknown[] = [];
  if (!types.has('string')) wrong.push(types.has('boolean') ? 'true' : '1');
  if (!types.has('number')) wrong.push(1);
  if (!types.has('boolean')) wrong.push(true);
  if (!types.has('object') && !types.has('array')) wrong.push({});
  return wrong;
}

interface Field {
  path: string;
  /** The body with `value` at this field (parents built as objects, arrays with one element). */
  bodyWith: (value: unknown) => unknown;
  schema: JsonSchema;
}

/** Every field of a body schema, nested objects and array elements included. */
function fieldsOf(schema: JsonSchema, prefix = '', wrap: (v: unknown) => unknown = (v) => v): Field[] {
  const fields: Field[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    const bodyWith = (value: unknown) => wrap({ [name]: value });
    fields.push({ path, bodyWith, schema: raw });
    const variants = [raw, ...(raw.anyOf ?? []), ...(raw.oneOf ?? [])];
    const object = variants.find((s) => s.properties);
    if (object) fields.push(...fieldsOf(object, path, bodyWith));
    const elementObject = variants.find((s) => s.items?.properties)?.items;
    if (elementObject) fields.push(...fieldsOf(elementObject, `${path}.0`, (v) => bodyWith([v])));
  }
  return fields;
}

describe('a body that is not a JSON object', () => {
  it.each(['null', '[]', '[{"full_name":"Ana"}]', '"text"', '12', 'true'])(
    '%s is 400 on every operation that reads a body',
    async (raw) => {
      const writes = operations.filter((op) => op.method !== 'GET');
      expect(writes.length).toBeGreaterThan(20);
      for (const op of writes) {
        const res = await send(op, raw);
        expect({ op: op.name, status: res.status }).toEqual({ op: op.name, status: 400 });
        expectErrorShape(res.body, 'VALIDATION_ERROR');
        expect(res.body.error).toBe('Validation error: body: expected a JSON object');
      }
    },
  );

  it('PATCH of a client, booking, quote or experience with null changes nothing', async () => {
    const client = (
      await api.post('/api/v1/clients', {
        key: team.key,
        body: { customer_type: 'individual', full_name: 'Dora Melo', email: 'dora@example.com' },
      })
    ).body.data.customer;
    const booking = (await api.post('/api/v1/bookings', { key: team.key, body: { customer_id: client.id, type: 'hotel', title: 'Rio' } }))
      .body.data;
    const quote = (
      await api.post('/api/v1/quotes', {
        key: team.key,
        body: {
          customer_id: client.id,
          title: 'Rio',
          valid_until: '2099-01-01',
          items: [{ type: 'other', description: 'Guide', quantity: 1, unit_price: 10 }],
        },
      })
    ).body.data.quote;
    const experience = (
      await api.post('/api/v1/experiences', {
        key: team.key,
        body: { name: 'Tour', category: 'tour', duration: 2, duration_unit: 'hours', city: 'Rio', price: 100, max_participants: 10 },
      })
    ).body.data;
    for (const path of [
      `/api/v1/clients/${client.id}`,
      `/api/v1/bookings/${booking.id}`,
      `/api/v1/quotes/${quote.id}`,
      `/api/v1/experiences/${experience.id}`,
    ]) {
      const before = await api.get(path, { key: team.key });
      expect(before.status).toBe(200);
      for (const raw of ['null', '[]', '"x"']) {
        const res = await api.patch(path, { key: team.key, rawBody: raw, headers: { 'content-type': 'application/json' } });
        expect(res.status).toBe(400);
        expectErrorShape(res.body, 'VALIDATION_ERROR');
      }
      expect((await api.get(path, { key: team.key })).body.data).toEqual(before.body.data);
    }
  });

  it('an empty body still reads as no input', async () => {
    const res = await api.request('POST', '/api/v1/clients', {
      key: team.key,
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Validation error: customer_type: Required/);
  });
});

describe('a body field of the wrong type', () => {
  it('is 400 naming the field, on every field of every operation (no coercion of strings, numbers or booleans)', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.body)) {
      for (const field of fieldsOf(op.body!)) {
        for (const value of wrongValues(field.schema)) {
          const res = await send(op, JSON.stringify(field.bodyWith(value)));
          const seen = { op: op.name, field: field.path, value, status: res.status, error: res.body.error };
          expect(seen).toEqual({ ...seen, status: 400, error: expect.stringMatching(/^Validation error: /) });
          expectErrorShape(res.body, 'VALIDATION_ERROR');
          expect(seen.error, JSON.stringify(seen)).toContain(`${field.path}: `);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('POST /api/v1/clients with "is_active": 1 is 400 and creates nothing', async () => {
    const body = { customer_type: 'individual', full_name: 'Ivo Lima', email: 'ivo@example.com', is_active: 1 };
    const res = await api.post('/api/v1/clients', { key: team.key, body });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
    expect(res.body.error).toBe('Validation error: is_active: Invalid input: expected boolean, received number');
    expect(await api.db.client.count({ where: { teamId: team.id, email: 'ivo@example.com' } })).toBe(0);
  });

  it('query parameters still arrive as strings and are read as their types', async () => {
    const res = await api.get('/api/v1/clients?page=1&limit=5&is_active=true', { key: team.key });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 5 });
  });
});
