import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_CODES } from '../lib/api-error';
import { bodyOf, queryValueOf } from '../testing/json-schema-arbitrary';
import { fillPath, servedOperations, type Operation } from '../testing/openapi-operations';
import { type RestServer } from '../testing/rest-server';
import * as flights from '../flights/test-fixtures';
import * as hotels from '../hotels/test-fixtures';
import { teamDigester } from '../testing/team-digest';

/*
 * Property-based tests of every operation the served OpenAPI document lists: generated and mutated
 * bodies, query strings and path ids, under the live and test keys of two teams. Whatever arrives:
 * never a 5xx, always the contract's exact envelope, never a write (or a read) across teams.
 * Seeded data (clients, quotes, hotel and flight prebooks...) of both teams feeds path ids and
 * example bodies, so cases reach past validation and try each other's resources.
 * Bounded: RUNS cases per operation. The seed is random unless FC_SEED is set; it is in the
 * describe name and in every failure, and FC_SEED=<seed> replays the whole file.
 */
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FC_RUNS ?? 12);
/** FC_STATS=1 prints how often each operation answered each status (to see what the runs reach). */
const STATS: Record<string, number> | null = process.env.FC_STATS ? {} : null;

// Hundreds of requests a minute per group: the limits are tested elsewhere, here they would only hide answers.
const previousScale = vi.hoisted(() => {
  const previous = process.env.RATE_LIMIT_SCALE;
  process.env.RATE_LIMIT_SCALE = '1000';
  return previous;
});

type Team = Awaited<ReturnType<RestServer['team']>>;

interface Seeded {
  team: Team;
  ids: string[];
  tokens: string[];
  /** What only this team may ever see: its ids, share tokens, prebook and rate tokens, e-mails. */
  secrets: string[];
  /** Known-good bodies per operation (`METHOD /path`), from this team's own data. */
  examples: Record<string, unknown[]>;
}

async function created(res: Promise<{ status: number; body: any }>, what: string) {
  const { status, body } = await res;
  if (status !== 201 && status !== 200) throw new Error(`seeding ${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A team's data: a client, a booking, a draft and a sent quote, an experience, a webhook endpoint,
 * a hotel and a flight prebook, a booked hotel with its pending PIX payment; and bodies that are valid with them, to be sent and mutated.
 */
async function seed(api: RestServer, team: Team, tag: string): Promise<Seeded> {
  const key = team.key;
  const email = `${tag}-client@example.com`;
  const client = (
    await created(api.post('/api/v1/clients', { key, body: { customer_type: 'individual', full_name: `${tag} Client`, email } }), 'client')
  ).customer;
  const booking = await created(
    api.post('/api/v1/bookings', { key, body: { customer_id: client.id, type: 'hotel', title: `${tag} trip` } }),
    'booking',
  );
  const quoteBody = {
    customer_id: client.id,
    title: `${tag} quote`,
    valid_until: '2099-12-31',
    items: [{ type: 'other', description: 'Guide', quantity: 1, unit_price: 100 }],
  };
  const draft = (await created(api.post('/api/v1/quotes', { key, body: quoteBody }), 'quote')).quote;
  const sent = (await created(api.post('/api/v1/quotes', { key, body: quoteBody }), 'quote')).quote;
  await created(api.patch(`/api/v1/quotes/${sent.id}`, { key, body: { status: 'sent' } }), 'sent quote');
  const experienceBody = {
    name: `${tag} tour`,
    category: 'tour',
    duration: 2,
    duration_unit: 'hours',
    city: 'Rio',
    price: 100,
    max_participants: 10,
  };
  const experience = await created(api.post('/api/v1/experiences', { key, body: experienceBody }), 'experience');
  const webhookBody = { url: `https://${tag}.example.com/hooks`, events: ['booking.created'] };
  const webhook = await created(api.post('/api/v1/webhooks', { key, body: webhookBody }), 'webhook');
  const found = await hotels.searchHotels(api, team);
  const hotel = found.hotels[0];
  const stay = await hotels.prebookStay(api, team);
  const trip = await flights.searchFlights(api, team);
  const offer = trip.flightGroups[0].offers[0];
  const flight = await flights.prebookFlight(api, team);
  const paid = await hotels.prebookStay(api, team);
  const hotelBooking = await created(
    api.post('/api/v1/hotels/book', { key, body: hotels.bookBody(paid.prebook_token, client.id) }),
    'hotel booking',
  );
  const tokens = [draft, sent].map((q: { share_url: string }) => q.share_url.split('/').pop()!);
  const ids = [client.id, booking.id, draft.id, sent.id, experience.id, webhook.id, hotelBooking.booking.id, hotelBooking.payment.id];
  const examples: Record<string, unknown[]> = {
    'POST /api/v1/clients': [
      {
        customer_type: 'individual',
        full_name: 'Ana Souza',
        email: `ana.${tag}@example.com`,
        cpf: '529.982.247-25',
        phone: '+55 11 98765-4321',
        date_of_birth: '1988-04-12',
      },
      {
        customer_type: 'company',
        full_name: 'Viagens Ltda',
        email: `contato.${tag}@example.com`,
        cnpj: '11.222.333/0001-81',
        is_active: false,
      },
    ],
    'PATCH /api/v1/clients/{id}': [{ full_name: 'Ana Lima' }, { is_active: false }, { email }],
    'POST /api/v1/bookings': [
      {
        customer_id: client.id,
        type: 'package',
        title: 'Trip',
        total_amount: 100.5,
        passengers: [{ name: 'Ana' }],
        metadata: { ref: tag },
      },
    ],
    'PATCH /api/v1/bookings/{id}': [{ status: 'confirmed' }, { status: 'cancelled' }, { title: 'Renamed', total_amount: 10 }],
    'POST /api/v1/quotes': [quoteBody, { ...quoteBody, discount_type: 'percentage', discount_value: 10 }],
    'PATCH /api/v1/quotes/{id}': [
      { status: 'sent' },
      { status: 'cancelled' },
      { discount_type: 'fixed', discount_value: 5 },
      { items: quoteBody.items },
    ],
    'POST /api/v1/experiences': [experienceBody],
    'PATCH /api/v1/experiences/{id}': [{ price: 120 }, { is_active: false }],
    'POST /api/v1/webhooks': [webhookBody],
    'POST /api/v1/hotels/search': [hotels.searchBody()],
    'POST /api/v1/hotels/details': [{ hotel_search_code: hotel.offers[0].hotelSearchCode, hotel_id: hotel.id }],
    'POST /api/v1/hotels/prebook': [hotels.prebookBody(hotel)],
    'POST /api/v1/hotels/book': [
      hotels.bookBody(stay.prebook_token, client.id),
      hotels.bookBody(stay.prebook_token, client.id, { method: 'credit_card', credit_card: hotels.CARD }),
    ],
    'POST /api/v1/flights/search': [flights.searchBody()],
    'POST /api/v1/flights/rate': [{ rateToken: offer.rateToken }],
    'POST /api/v1/flights/prebook': [flights.prebookBody(trip, offer)],
    'POST /api/v1/flights/book': [flights.bookBody(flight.prebook_token, client.id)],
    'POST /api/public/quotes/{token}/decline': [{ reason: 'Too expensive' }],
  };
  const secrets = [...ids, ...tokens, team.id, email, stay.prebook_token, flight.prebook_token, offer.rateToken];
  // (Booking and quote numbers are per-team sequences, the same in both teams: not secrets.)
  return { team, ids, tokens, secrets, examples };
}

const api = await hotels.startHotelApi();
const operations = await servedOperations(api);
const alpha = await seed(api, await api.team({ name: 'Alpha' }), 'alpha');
const beta = await seed(api, await api.team({ name: 'Beta' }), 'beta');
const digest = await teamDigester(api.db);
afterAll(async () => {
  if (STATS) console.info(JSON.stringify(STATS, null, 1));
  await api.close();
  // A worker process may serve other test files next: they count requests at the contract's limits.
  if (previousScale === undefined) delete process.env.RATE_LIMIT_SCALE;
  else process.env.RATE_LIMIT_SCALE = previousScale;
});

const teams = [alpha, beta];
const keyOwner = new Map(
  teams.flatMap(
    (s) =>
      [
        [s.team.key, s],
        [s.team.testKey, s],
      ] as const,
  ),
);
const other = (s: Seeded) => (s === alpha ? beta : alpha);

const examplesOf = (op: Operation) => teams.flatMap((s) => s.examples[op.name] ?? []);

function pathValue(name: string): fc.Arbitrary<string> {
  const junk = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom('\u0000', 'a\u0000b', '😀', 'a/b', '..', '%', ' ', 'x'.repeat(3000)),
  );
  if (name === 'gateway') return fc.oneof(fc.constantFrom('sandbox', 'asaas'), junk);
  if (name === 'token') return fc.oneof(fc.constantFrom(...teams.flatMap((s) => s.tokens)), junk);
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...teams.flatMap((s) => s.ids)) }, fc.uuid(), junk);
}

interface Call {
  key: string | undefined;
  path: Record<string, string>;
  query: [string, string][];
  /** Raw text sent as an application/json body; undefined sends none. */
  body: string | undefined;
  /** Sent on POSTs now and then; a few shared values make requests meet on one key. */
  idempotencyKey: string | undefined;
}

function callOf(op: Operation): fc.Arbitrary<Call> {
  const keys = fc.constantFrom(alpha.team.key, alpha.team.testKey, beta.team.key, beta.team.testKey);
  const path = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.name)])));
  const documented = op.query.map((p) =>
    fc.option(queryValueOf(p.schema), { nil: undefined, freq: 2 }).map((v) => (v === undefined ? [] : [[p.name, v] as [string, string]])),
  );
  const query = fc
    .tuple(
      fc.tuple(...documented),
      fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })), { maxLength: 2 }),
    )
    .chain(([known, extra]) => fc.boolean().map((twice) => [...known.flat(), ...(twice ? known.flat().slice(0, 1) : []), ...extra]));
  const body: fc.Arbitrary<string | undefined> =
    op.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          {
            weight: 8,
            arbitrary: (op.body
              ? bodyOf(
                  op.body,
                  examplesOf(op),
                  teams.flatMap((s) => s.secrets),
                )
              : fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 2 }))
            ).map((b) => JSON.stringify(b)),
          },
          { weight: op.body ? 1 : 8, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
        );
  const idempotencyKey =
    op.method === 'POST'
      ? fc.option(fc.oneof(fc.constantFrom('order-1', 'order-2', 'x'.repeat(300)), fc.string({ minLength: 1, maxLength: 40 })), {
          nil: undefined,
          freq: 3,
        })
      : fc.constant(undefined);
  return fc.record({ key: op.secured ? keys : fc.option(keys, { nil: undefined }), path, query, body, idempotencyKey });
}

// DESIGN.md: validation reads `Validation error: <field>: <reason>`, except the messages the contract's
// error table names word for word (hotels/prebook's, and hotel search's the same rule in its field names).
const CONTRACT_VALIDATION_MESSAGES = ['check_in must be before check_out', 'checkIn must be before checkOut'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const STATUS_OF: Partial<Record<string, number>> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

/**
 * Another team's secrets a team has itself sent (a mutated body may write the other team's id into a
 * client's name): reading them back is no leak. Public endpoints write for anyone, so both teams learn.
 */
const told = new Map(teams.map((s) => [s, new Set<string>()]));
function noteWhatIsTold(op: Operation, call: Call, sent: string) {
  const owner = call.key ? keyOwner.get(call.key) : undefined;
  const learners = op.secured && owner ? [owner] : teams;
  for (const secret of teams.flatMap((s) => s.secrets)) {
    if (sent.includes(secret)) for (const learner of learners) told.get(learner)!.add(secret);
  }
}

/** The teams this call must leave untouched. */
function bystanders(op: Operation, call: Call): Seeded[] {
  const owner = call.key ? keyOwner.get(call.key) : undefined;
  if (op.secured) return owner ? [other(owner)] : teams;
  // Public: the share token names the one team a customer may change; a key sent along is still
  // authenticated (its last use is noted on the key's own team).
  const tokenOwner = teams.find((s) => s.tokens.includes(call.path.token ?? ''));
  return teams.filter((s) => s !== tokenOwner && s !== owner);
}

// The sandbox's documented failure switches: a supplier outage is the contract's 502 SUPPLIER_ERROR.
const SANDBOX_FAILURES = ['99999', 'SUPPLIERFAIL'];

function expectContractAnswer(op: Operation, call: Call, status: number, body: any) {
  const outage = SANDBOX_FAILURES.some((magic) => JSON.stringify(call).includes(magic));
  if (outage && status === 502) expect(body.code).toBe('SUPPLIER_ERROR');
  else expect(status, 'never a 5xx').toBeLessThan(500);
  // A file download (the reports) answers its file; its refusals are envelopes like every other.
  if (status < 400 && !op.json) return void expect(status).toBe(op.successStatus);
  expect(body !== null && typeof body === 'object' && !Array.isArray(body), 'a JSON object').toBe(true);
  if (status < 400) {
    expect(status).toBe(op.successStatus);
    if (op.envelope) {
      expect(Object.keys(body).sort()).toEqual(['data', 'timestamp']);
      expect(body.timestamp).toMatch(ISO);
    }
    return;
  }
  expect(Object.keys(body).sort(), 'exactly { error, code, timestamp }').toEqual(['code', 'error', 'timestamp']);
  expect(API_ERROR_CODES).toContain(body.code);
  expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
  expect(body.timestamp).toMatch(ISO);
  if (STATUS_OF[body.code]) expect(status).toBe(STATUS_OF[body.code]);
  if (body.code === 'VALIDATION_ERROR' && !CONTRACT_VALIDATION_MESSAGES.includes(body.error)) {
    expect(body.error).toMatch(/^Validation error: [^:]+: \S/);
  }
}

describe(`every operation of /api/v1/openapi.json (fast-check seed ${SEED}, ${RUNS} runs each)`, () => {
  it('lists the operations to test', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    await fc.assert(
      fc.asyncProperty(callOf(op), async (call) => {
        const untouched = bystanders(op, call);
        const before = await digest(untouched.map((s) => s.team.id));
        const search = new URLSearchParams(call.query).toString();
        const url = fillPath(op.path, call.path) + (search ? `?${search}` : '');
        noteWhatIsTold(op, call, `${url} ${call.body ?? ''}`);
        const headers: Record<string, string> = {};
        if (call.body !== undefined) headers['content-type'] = 'application/json';
        if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
        const res = await api.request(op.method, url, { key: call.key, rawBody: call.body, headers });
        if (STATS)
          STATS[`${op.name} -> ${res.status} ${res.body?.code ?? ''}`.trim()] =
            (STATS[`${op.name} -> ${res.status} ${res.body?.code ?? ''}`.trim()] ?? 0) + 1;
        const seen = `${op.method} ${url} ${call.body ?? ''}${call.idempotencyKey === undefined ? '' : ` (Idempotency-Key: ${call.idempotencyKey})`} -> ${res.status} ${JSON.stringify(res.body)}`;
        try {
          expectContractAnswer(op, call, res.status, res.body);
          expect(await digest(untouched.map((s) => s.team.id)), 'no write reaches another team').toEqual(before);
          const owner = call.key ? keyOwner.get(call.key) : undefined;
          if (op.secured && owner) {
            const text = JSON.stringify(res.body);
            const leaked = other(owner).secrets.filter((s) => text.includes(s) && !told.get(owner)!.has(s));
            expect(leaked, 'nothing of another team is read').toEqual([]);
          }
        } catch (error) {
          throw new Error(`${(error as Error).message}\n  ${seen}`, { cause: error });
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
