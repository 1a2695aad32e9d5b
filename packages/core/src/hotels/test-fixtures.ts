import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clock } from '../lib/clock';
import { toApiError } from '../lib/to-api-error';
import { appRouter } from '../root';
import { createCallerFactory } from '../trpc';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { panelContextAs } from '../users/test-agent';
import { changeHeard } from '../auth/key-lookups';

export type TestTeam = Awaited<ReturnType<RestServer['team']>>;

/** Tests seal and open credentials with a key of their own, as the server does with APP_ENCRYPTION_KEY. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

export async function startHotelApi(): Promise<RestServer> {
  process.env.APP_ENCRYPTION_KEY = TEST_ENCRYPTION_KEY;
  return startRestServer();
}

/**
 * A fixed calendar: 2030-03-05 09:00 in São Paulo, one minute later for each test (a fresh
 * rate-limit window); `travelTo` moves time for the rest of that test.
 */
export const TODAY = '2030-03-05';
export function useHotelClock(start = `${TODAY}T12:00:00Z`) {
  let current = Date.parse(start);
  let minutes = 0;
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = clock.set(() => new Date(current));
  });
  beforeEach(() => {
    minutes += 1;
    current = Date.parse(start) + minutes * 60_000;
  });
  afterAll(() => restore?.());
  return {
    now: () => new Date(current),
    travelTo(at: Date | string) {
      current = typeof at === 'string' ? Date.parse(at) : at.getTime();
    },
  };
}

export const RIO = '3304557';
export const STAY = { checkIn: '2030-05-10', checkOut: '2030-05-13' };

export const CARD = { holder_name: 'ANA SOUZA', number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: '2035', ccv: '123' };
export const DECLINED_CARD = { ...CARD, number: '4000000000000002' };

export function searchBody(overrides: Record<string, unknown> = {}) {
  return { cityCode: RIO, ...STAY, adults: 2, ...overrides };
}

export async function searchHotels(api: RestServer, team: TestTeam, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/v1/hotels/search', { key: team.key, body: searchBody(overrides) });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data;
}

/** The prebook body for the first offer of a hotel from a search answer (stay as searched). */
export function prebookBody(hotel: any, offer: any = hotel.offers[0], stay: Record<string, unknown> = {}) {
  return {
    hotel_search_code: offer.hotelSearchCode,
    search_session_id: hotel.searchSessionId,
    check_in: hotel.availability.checkIn,
    check_out: hotel.availability.checkOut,
    adults: 2,
    room_basis: offer.roomBasis,
    hotel_name: hotel.name,
    hotel_id: hotel.id,
    unit_price: offer.totalPrice,
    net_price: offer.netPrice,
    ...stay,
  };
}

/** Search Rio, prebook the first hotel's cheapest offer; answers the prebook `data`. */
export async function prebookStay(api: RestServer, team: TestTeam, hotelIndex = 0) {
  const found = await searchHotels(api, team);
  const hotel = found.hotels[hotelIndex];
  const res = await api.post('/api/v1/hotels/prebook', { key: team.key, body: prebookBody(hotel) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...(res.body.data as { prebook_token: string; unit_price: number; expires_at: string; hotel_name: string }), hotel };
}

let customers = 0;

/** A client of the team, through the API. */
export async function newCustomer(api: RestServer, team: TestTeam, name = 'Ana Souza') {
  customers += 1;
  const res = await api.post('/api/v1/clients', {
    key: team.key,
    body: {
      customer_type: 'individual',
      full_name: name,
      email: `guest${customers}@example.com`,
      phone: '+55 21 98765-4321',
      cpf: '529.982.247-25',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.customer as { id: string; full_name: string };
}

export const GUESTS = [
  {
    first_name: 'Ana',
    last_name: 'Souza',
    document_type: 'cpf',
    document_number: '52998224725',
    email: 'ana@example.com',
    phone: '+55 21 98765-4321',
    birth_date: '1988-04-12',
  },
  { first_name: 'Pedro', last_name: 'Souza' },
];

export function bookBody(
  token: string,
  customerId: string,
  payment: Record<string, unknown> = { method: 'pix' },
  overrides: Record<string, unknown> = {},
) {
  return { prebook_token: token, customer_id: customerId, guests: GUESTS, payment, ...overrides };
}

export async function bookingDetail(api: RestServer, team: TestTeam, id: string) {
  const res = await api.get(`/api/v1/bookings/${id}`, { key: team.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Changes a team's settings JSON directly (for states the panel cannot produce, e.g. a foreign-sealed secret). */
export async function patchSettings(api: RestServer, teamId: string, patch: Record<string, unknown>) {
  const row = await api.db.team.findUniqueOrThrow({ where: { id: teamId } });
  const settings = row.settings as Record<string, unknown>;
  const credentials = { ...(settings.credentials as object), ...((patch.credentials as object) ?? {}) };
  await changeHeard(api.db, () =>
    api.db.team.update({ where: { id: teamId }, data: { settings: { ...settings, ...patch, credentials } } }),
  );
}

/** The panel's view of the API: a signed-in agent of the team calling procedures directly (no REST route). */
export function panelCaller(api: RestServer, teamId: string, role: 'owner' | 'admin' | 'agent' = 'agent') {
  return createCallerFactory(appRouter)(panelContextAs(api.db, teamId, role));
}

/** The contract error a rejected panel call stands for. */
export async function apiErrorOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected the call to fail');
  const { status, code, message } = toApiError(error);
  return { status, code, message };
}

/** POST /api/v1/sandbox/payments/{id}/pay with the team's test key. */
export async function paySandbox(api: RestServer, team: TestTeam, paymentId: string) {
  const res = await api.post(`/api/v1/sandbox/payments/${paymentId}/pay`, { key: team.testKey });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
