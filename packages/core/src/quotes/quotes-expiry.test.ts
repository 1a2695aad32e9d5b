import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';
import { expireQuotes } from './expire-quotes';
import { newCustomer, patchQuote, quoteDetail, quoteIn, tokenOf, useQuoteClock, type TestTeam } from './test-fixtures';

let api: RestServer;
let team: TestTeam;
let customerId: string;

const calendar = useQuoteClock();
beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  customerId = (await newCustomer(api, team)).id;
});
afterAll(() => api.close());

// valid_until 2030-03-10 covers that whole day in São Paulo (UTC-3): it ends at 2030-03-11T03:00:00Z.
const VALID_UNTIL = '2030-03-10';
const LAST_MOMENT = '2030-03-11T02:59:59.999Z';
const FIRST_EXPIRED_MOMENT = '2030-03-11T03:00:00.000Z';

const sentQuote = () => quoteIn(api, team, customerId, 'sent', { valid_until: VALID_UNTIL });

describe('quote validity', () => {
  it('a sent quote is still sent on the last moment of its valid_until day (São Paulo)', async () => {
    const quote = await sentQuote();
    calendar.travelTo(LAST_MOMENT);
    expect((await quoteDetail(api, team, quote.id)).status).toBe('sent');
    expect((await api.get(`/api/public/quotes/${tokenOf(quote)}`)).body.data.status).toBe('sent');
  });

  it('reads as expired at once after valid_until, before any job ran: detail, list and share page', async () => {
    const quote = await sentQuote();
    calendar.travelTo(FIRST_EXPIRED_MOMENT);
    const detail = await quoteDetail(api, team, quote.id);
    expect(detail.status).toBe('expired');
    expect(detail.history.at(-1).status).toBe('sent');
    const list = await api.get(`/api/v1/quotes?customer_id=${customerId}&limit=100`, { key: team.key });
    expect(list.body.data.quotes.find((q: { id: string }) => q.id === quote.id).status).toBe('expired');
    expect((await api.get(`/api/public/quotes/${tokenOf(quote)}`)).body.data.status).toBe('expired');
  });

  it('the status filter follows what quotes read as: a lapsed sent quote is listed as expired, not sent', async () => {
    const quote = await sentQuote();
    calendar.travelTo(FIRST_EXPIRED_MOMENT);
    const ids = async (status: string) =>
      (await api.get(`/api/v1/quotes?status=${status}&limit=100`, { key: team.key })).body.data.quotes.map((q: { id: string }) => q.id);
    expect(await ids('expired')).toContain(quote.id);
    expect(await ids('sent')).not.toContain(quote.id);
  });

  it('an expired quote cannot be accepted by the customer (400) nor moved by PATCH', async () => {
    const quote = await sentQuote();
    calendar.travelTo(FIRST_EXPIRED_MOMENT);
    const accept = await api.post(`/api/public/quotes/${tokenOf(quote)}/accept`);
    expect(accept.status).toBe(400);
    expectErrorShape(accept.body, 'INVALID_STATUS_TRANSITION');
    expect(accept.body.error).toBe('This quote can no longer be answered: it is expired');
    const patch = await patchQuote(api, team, quote.id, { status: 'accepted' });
    expect(patch.status).toBe(400);
    expect(patch.body.error).toBe('Cannot change quote status from expired to accepted');
    const items = await patchQuote(api, team, quote.id, { title: 'Extended' });
    expect(items.status).toBe(400);
  });

  it('drafts and answered quotes do not expire', async () => {
    const draft = await quoteIn(api, team, customerId, 'draft', { valid_until: VALID_UNTIL });
    const accepted = await quoteIn(api, team, customerId, 'accepted', { valid_until: VALID_UNTIL });
    calendar.travelTo('2030-04-01T12:00:00Z');
    expect((await quoteDetail(api, team, draft.id)).status).toBe('draft');
    expect((await quoteDetail(api, team, accepted.id)).status).toBe('accepted');
  });
});

describe('expireQuotes (the expiry job)', () => {
  it('stores lapsed sent quotes as expired with a system history entry, and only those', async () => {
    const lapsed = await sentQuote();
    const valid = await quoteIn(api, team, customerId, 'sent', { valid_until: '2030-03-11' });
    const draft = await quoteIn(api, team, customerId, 'draft', { valid_until: VALID_UNTIL });
    calendar.travelTo(FIRST_EXPIRED_MOMENT);
    const expired = await expireQuotes(api.db, clock.now());
    expect(expired).toContainEqual({ id: lapsed.id, teamId: team.id });
    expect(expired.map((q) => q.id)).not.toContain(valid.id);
    expect(expired.map((q) => q.id)).not.toContain(draft.id);

    const stored = await api.db.quote.findUniqueOrThrow({ where: { id: lapsed.id } });
    expect(stored.status).toBe('expired');
    const detail = await quoteDetail(api, team, lapsed.id);
    expect(detail.updated_at).toBe(FIRST_EXPIRED_MOMENT);
    expect(detail.history.at(-1)).toEqual({
      status: 'expired',
      at: FIRST_EXPIRED_MOMENT,
      actor: { type: 'system', name: 'Quote expiry' },
      note: null,
    });
    expect((await api.db.quote.findUniqueOrThrow({ where: { id: valid.id } })).status).toBe('sent');
  });

  it('running it again changes nothing', async () => {
    const lapsed = await sentQuote();
    calendar.travelTo(FIRST_EXPIRED_MOMENT);
    await expireQuotes(api.db, clock.now());
    const before = await quoteDetail(api, team, lapsed.id);
    expect(await expireQuotes(api.db, clock.now())).toEqual([]);
    expect(await quoteDetail(api, team, lapsed.id)).toEqual(before);
  });
});
