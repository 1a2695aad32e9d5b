import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clock } from '../lib/clock';
import type { RestServer } from '../testing/rest-server';

export type TestTeam = Awaited<ReturnType<RestServer['team']>>;

/**
 * A fixed calendar for quote tests: 2030-03-05, 09:00 in São Paulo. Each test starts one minute
 * later than the previous one, so it gets a fresh rate-limit window; `travelTo` jumps elsewhere
 * for the rest of that test only.
 */
export const TODAY = '2030-03-05';
export function useQuoteClock(start = `${TODAY}T12:00:00Z`) {
  let minutes = 0;
  let current = Date.parse(start);
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = clock.set(() => new Date(current));
  });
  // A test that travelled comes back: the next one resumes the calendar one minute on.
  beforeEach(() => {
    minutes += 1;
    current = Date.parse(start) + minutes * 60_000;
  });
  afterAll(() => restore?.());
  return {
    travelTo(iso: string) {
      current = Date.parse(iso);
    },
    now: () => new Date(current),
  };
}

let clients = 0;

/** A client of the team, through the API. */
export async function newCustomer(api: RestServer, team: TestTeam, name = 'Ana Souza', type: 'individual' | 'company' = 'individual') {
  clients += 1;
  const res = await api.post('/api/v1/clients', {
    key: team.key,
    body: { customer_type: type, full_name: name, email: `quote-customer${clients}@example.com` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.customer as { id: string; full_name: string };
}

export const hotelItem = {
  type: 'hotel',
  description: 'Hotel Copacabana Palace, 3 nights',
  details: 'Sea view double room, breakfast',
  quantity: 3,
  unit_price: 1200,
};
export const flightItem = { type: 'flight', description: 'GRU-GIG round trip', quantity: 2, unit_price: 650.5 };

export function quoteBody(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    customer_id: customerId,
    title: 'Rio de Janeiro, 3 nights',
    valid_until: '2030-03-20',
    items: [hotelItem, flightItem],
    notes: 'Prices per person, taxes included',
    terms: 'Payment by PIX within 48 hours of acceptance',
    ...overrides,
  };
}

/** Creates a quote through POST and answers `data.quote`. */
export async function newQuote(api: RestServer, team: TestTeam, customerId: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/v1/quotes', { key: team.key, body: quoteBody(customerId, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.quote;
}

export const tokenOf = (quote: { share_url: string }) => quote.share_url.split('/q/')[1]!;

/** The customer accepts on the share page: the version the page was shown goes with the accept. */
export async function acceptShared(api: RestServer, quote: { share_url: string }) {
  const seen = await api.get(`/api/public/quotes/${tokenOf(quote)}`);
  return api.post(`/api/public/quotes/${tokenOf(quote)}/accept`, { body: { version: seen.body.data?.version } });
}

export async function patchQuote(api: RestServer, team: TestTeam, id: string, body: Record<string, unknown>) {
  return api.patch(`/api/v1/quotes/${id}`, { key: team.key, body });
}

// The path the agency and the customer take to reach each status.
const PATH_TO: Record<string, string[]> = {
  draft: [],
  sent: ['sent'],
  accepted: ['sent', 'accepted'],
  declined: ['sent', 'declined'],
  expired: ['sent', 'expired'],
  cancelled: ['cancelled'],
};

/** A quote brought to `status` along allowed transitions (through PATCH). */
export async function quoteIn(
  api: RestServer,
  team: TestTeam,
  customerId: string,
  status: string,
  overrides: Record<string, unknown> = {},
) {
  const quote = await newQuote(api, team, customerId, overrides);
  for (const step of PATH_TO[status]!) {
    const res = await patchQuote(api, team, quote.id, { status: step });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { ...quote, status };
}

export async function quoteDetail(api: RestServer, team: TestTeam, id: string) {
  const res = await api.get(`/api/v1/quotes/${id}`, { key: team.key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
