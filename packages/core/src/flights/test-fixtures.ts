import { expect } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import type { TestTeam } from '../hotels/test-fixtures';

export {
  apiErrorOf,
  bookingDetail,
  CARD,
  DECLINED_CARD,
  newCustomer,
  panelCaller,
  patchSettings,
  paySandbox,
  startHotelApi as startFlightApi,
  TODAY,
  useHotelClock as useFlightClock,
  type TestTeam,
} from '../hotels/test-fixtures';

/** Dates in the fixed calendar of the test clock (today is 2030-03-05). */
export const OUTBOUND = '2030-04-10';
export const INBOUND = '2030-04-20';

export function searchBody(overrides: Record<string, unknown> = {}) {
  return { origin: 'GRU', destination: 'GIG', departureDate: OUTBOUND, adults: 1, ...overrides };
}

export async function searchFlights(api: RestServer, team: TestTeam, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/v1/flights/search', { key: team.key, body: searchBody(overrides) });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body.data as { flightGroups: any[]; searchId: string; searchParams: Record<string, unknown> };
}

/** The prebook body for an offer of a search (trip as searched). */
export function prebookBody(search: { searchParams: Record<string, any> }, offer: any, overrides: Record<string, unknown> = {}) {
  const p = search.searchParams;
  return {
    rate_token: offer.rateToken,
    provider: p.provider,
    origin: p.origin,
    destination: p.destination,
    departure_date: p.departureDate,
    ...(p.returnDate && { return_date: p.returnDate }),
    cabin_class: p.cabinClass,
    adults: p.adults,
    children: p.children,
    infants: p.infants,
    total_price: offer.price.total,
    currency: 'BRL',
    ...overrides,
  };
}

export interface PrebookedFlight {
  prebook_token: string;
  total_price: number;
  expires_at: string;
  provider: string;
}

/** Search, prebook the cheapest offer; answers the prebook `data`. */
export async function prebookFlight(api: RestServer, team: TestTeam, search: Record<string, unknown> = {}): Promise<PrebookedFlight> {
  const found = await searchFlights(api, team, search);
  const offer = found.flightGroups[0].offers[0];
  const res = await api.post('/api/v1/flights/prebook', { key: team.key, body: prebookBody(found, offer) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export const ADULT = {
  type: 'adult',
  first_name: 'Ana',
  last_name: 'Souza',
  gender: 'F',
  birth_date: '1988-04-12',
  document_type: 'cpf',
  document_number: '529.982.247-25',
  email: 'ana@example.com',
  phone: '+55 21 98765-4321',
};
export const CHILD = {
  type: 'child',
  first_name: 'Bia',
  last_name: 'Souza',
  birth_date: '2022-01-15',
  document_type: 'passport',
  document_number: 'FX123456',
};
export const INFANT = {
  type: 'infant',
  first_name: 'Caio',
  last_name: 'Souza',
  birth_date: '2029-06-01',
  document_type: 'passport',
  document_number: 'FX654321',
};

export function bookBody(
  token: string,
  customerId: string,
  payment: Record<string, unknown> = { method: 'pix' },
  overrides: Record<string, unknown> = {},
) {
  return {
    prebook_token: token,
    customer_id: customerId,
    passengers: [ADULT],
    contact_email: 'ana@example.com',
    contact_phone: '+55 21 98765-4321',
    payment,
    ...overrides,
  };
}
