import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prebookFlight, bookBody as flightBookBody } from '../flights/test-fixtures';
import {
  apiErrorOf,
  bookBody,
  CARD,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';
import { createUser, verifyAgentLogin } from '../users/service';

let api: RestServer;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
});
afterAll(() => api.close());

/** A fresh team (its log starts empty) with a customer. */
async function freshTeam(name = 'Audited agency') {
  const team = await api.team({ name });
  const customer = await newCustomer(api, team);
  return { ...team, customer };
}

const eventsOf = (team: { id: string }) => api.db.auditEvent.findMany({ where: { teamId: team.id }, orderBy: { createdAt: 'asc' } });
// The test clock stands still within a test: events of one test share their time, so compare them as sets.
const actionsOf = async (team: { id: string }) => (await eventsOf(team)).map((e) => e.action).sort();
const eventNamed = async (team: { id: string }, action: string) => (await eventsOf(team)).find((e) => e.action === action);
const panelEmail = (team: { id: string }, role: string) => `${role}@${team.id}.panel.test`;
const panelUserId = async (team: { id: string }, role: string) =>
  (await api.db.user.findUniqueOrThrow({ where: { email: panelEmail(team, role) } })).id;

/** The one event of the team (fails when there is none or more than one). */
async function onlyEvent(team: { id: string }) {
  const events = await eventsOf(team);
  expect(events.map((e) => e.action)).toHaveLength(1);
  return events[0]!;
}

async function bookStay(team: TestTeam & { customer: { id: string } }, payment: Record<string, unknown>) {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, team.customer.id, payment) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string; booking_number: string }; payment: { id: string } };
}

describe('money and issuing: one event, by whom, on which booking', () => {
  it('refund: payment.refunded by the owner; a refused refund writes nothing', async () => {
    const team = await freshTeam();
    const { booking, payment } = await bookStay(team, { method: 'credit_card', credit_card: CARD });
    const owner = panelCaller(api, team.id, 'owner');
    expect(await apiErrorOf(owner.payments.refund({ bookingId: booking.id }))).toMatchObject({ status: 400 });
    expect(await eventsOf(team)).toEqual([]);
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    await owner.payments.refund({ bookingId: booking.id });
    expect(await actionsOf(team)).toEqual(['booking.cancelled', 'payment.refunded']);
    const event = (await eventNamed(team, 'payment.refunded'))!;
    expect(event).toMatchObject({
      action: 'payment.refunded',
      actorUserId: await panelUserId(team, 'owner'),
      actorApiKeyId: null,
      actorLabel: `Agent Ana <${panelEmail(team, 'owner')}>`,
      subjectType: 'booking',
      subjectId: booking.id,
      ipAddress: '127.0.0.1',
      details: { booking_number: booking.booking_number, payment_id: payment.id, method: 'credit_card', already_refunded: false },
    });
    // The whole card number or the CVV as a value; a bare "123" would also match a random UUID.
    expect(JSON.stringify(event.details)).not.toMatch(/4111 ?1111|"ccv"|"cvv"|"123"/);
    expect(await apiErrorOf(owner.payments.refund({ bookingId: booking.id }))).toMatchObject({ status: 400 });
    expect(await eventsOf(team)).toHaveLength(2);
  });

  it('manual hotel confirmation: hotel.confirmed with the locator; confirming again writes nothing', async () => {
    const team = await freshTeam();
    await panelCaller(api, team.id, 'owner').team.updateSalesSettings({ hotelIssuingMode: 'manual' });
    const { booking } = await bookStay(team, { method: 'credit_card', credit_card: CARD });
    const agent = panelCaller(api, team.id, 'agent');
    await agent.hotels.confirmManual({ bookingId: booking.id, locator: 'SUP-778812' });
    expect(await actionsOf(team)).toEqual(['hotel.confirmed', 'settings.changed']);
    expect(await eventNamed(team, 'hotel.confirmed')).toMatchObject({
      action: 'hotel.confirmed',
      actorUserId: await panelUserId(team, 'agent'),
      subjectId: booking.id,
      details: { booking_number: booking.booking_number, locator: 'SUP-778812' },
    });
    expect(await apiErrorOf(agent.hotels.confirmManual({ bookingId: booking.id, locator: 'SUP-2' }))).toMatchObject({ status: 400 });
    expect(await eventsOf(team)).toHaveLength(2);
  });

  it('offline flight issue: flight.issued with the airline locator; an unpaid booking writes nothing', async () => {
    const team = await freshTeam();
    const book = async (payment: Record<string, unknown>) => {
      const flight = await prebookFlight(api, team, { provider: 'offline_supplier' });
      const res = await api.post('/api/v1/flights/book', {
        key: team.key,
        body: flightBookBody(flight.prebook_token, team.customer.id, payment),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.booking as { id: string; booking_number: string };
    };
    const paid = await book({ method: 'credit_card', credit_card: CARD });
    const unpaid = await book({ method: 'pix' });
    const agent = panelCaller(api, team.id, 'agent');
    expect(await apiErrorOf(agent.flights.issueOffline({ booking_id: unpaid.id, external_locator: 'ABC123' }))).toMatchObject({
      status: 400,
    });
    expect(await eventsOf(team)).toEqual([]);
    await agent.flights.issueOffline({ booking_id: paid.id, external_locator: 'xyz12a' });
    expect(await onlyEvent(team)).toMatchObject({
      action: 'flight.issued',
      subjectId: paid.id,
      details: { booking_number: paid.booking_number, locator: 'XYZ12A' },
    });
  });
});

describe('cancellations', () => {
  it('DELETE with an API key: booking.cancelled by the key (its prefix, never the key); cancelling again writes nothing', async () => {
    const team = await freshTeam();
    const { booking } = await bookStay(team, { method: 'pix' });
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    const key = await api.db.apiKey.findFirstOrThrow({ where: { teamId: team.id, prefix: team.key.slice(0, 12) } });
    const event = await onlyEvent(team);
    expect(event).toMatchObject({
      action: 'booking.cancelled',
      actorUserId: null,
      actorApiKeyId: key.id,
      actorLabel: key.prefix,
      subjectId: booking.id,
      details: { from: 'pending' },
    });
    expect(JSON.stringify(event)).not.toContain(team.key);
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(400);
    expect(await eventsOf(team)).toHaveLength(1);
  });

  it('PATCH status cancelled from the panel: booking.cancelled; another change of the booking writes nothing', async () => {
    const team = await freshTeam();
    const { booking } = await bookStay(team, { method: 'pix' });
    const agent = panelCaller(api, team.id, 'agent');
    await agent.bookings.update({ id: booking.id, notes: 'Cliente pediu para cancelar' });
    expect(await eventsOf(team)).toEqual([]);
    await agent.bookings.update({ id: booking.id, status: 'cancelled' });
    expect(await onlyEvent(team)).toMatchObject({
      action: 'booking.cancelled',
      actorUserId: await panelUserId(team, 'agent'),
      subjectId: booking.id,
    });
  });

  it('at the supplier: booking.cancelled_at_supplier with the locator; refused before the booking is cancelled', async () => {
    const team = await freshTeam();
    const { booking } = await bookStay(team, { method: 'credit_card', credit_card: CARD });
    const agent = panelCaller(api, team.id, 'agent');
    expect(await apiErrorOf(agent.bookings.cancelAtSupplier({ id: booking.id }))).toMatchObject({ status: 400 });
    expect(await eventsOf(team)).toEqual([]);
    await agent.bookings.delete({ id: booking.id });
    const { locator } = await agent.bookings.cancelAtSupplier({ id: booking.id });
    expect(await actionsOf(team)).toEqual(['booking.cancelled', 'booking.cancelled_at_supplier']);
    expect(await eventNamed(team, 'booking.cancelled_at_supplier')).toMatchObject({
      subjectId: booking.id,
      details: { booking_number: booking.booking_number, locator },
    });
  });
});

describe('settings, suppliers, keys and webhooks: never a secret in the log', () => {
  it('sales settings: settings.changed with old and new values; a replaced credential by name only', async () => {
    const team = await freshTeam();
    const owner = panelCaller(api, team.id, 'owner');
    await owner.team.updateSalesSettings({
      markupPercent: 12.5,
      paymentGateway: 'asaas',
      asaasApiKey: '$aact_SuperSecretKey_0001',
      asaasBaseUrl: 'https://api-sandbox.asaas.com/v3',
    });
    const event = await onlyEvent(team);
    expect(event).toMatchObject({
      action: 'settings.changed',
      subjectType: 'team',
      subjectId: team.id,
      details: {
        changed: expect.arrayContaining(['markupPercent', 'paymentGateway', 'asaasBaseUrl', 'credentials.asaasApiKey']),
        from: { markupPercent: 10, paymentGateway: 'sandbox' },
        to: { markupPercent: 12.5, paymentGateway: 'asaas' },
      },
    });
    expect(JSON.stringify(event)).not.toMatch(/SuperSecret|aact|credentials"\s*:\s*\{|v1\./);
    const rotated = await owner.team.rotateWebhookToken();
    const events = await eventsOf(team);
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.id !== event.id)).toMatchObject({
      action: 'settings.changed',
      details: { changed: ['credentials.webhookToken'] },
    });
    expect(JSON.stringify(events)).not.toContain(rotated.webhookToken);
  });

  it('supplier accounts: supplier.changed; the Hotelbeds key and secret and the sandbox password never stored in it', async () => {
    const team = await freshTeam();
    const owner = panelCaller(api, team.id, 'owner');
    await owner.team.updateHotelSuppliers({
      hotelSuppliers: ['sandbox', 'hotelbeds'],
      hotelbedsCredentials: { apiKey: 'hb-key-0123456789', secret: 'hb-secret-9876' },
    });
    await owner.team.updateSalesSettings({
      hotelSupplierCredentials: { username: 'agency-login', password: 'pw-0123-secret' },
      flightSuppliers: ['offline_supplier'],
    });
    const events = await eventsOf(team);
    expect(events.map((e) => e.action)).toEqual(['supplier.changed', 'supplier.changed']);
    expect(events.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ changed: ['hotelSuppliers', 'credentials.hotelbeds'], to: { hotelSuppliers: ['sandbox', 'hotelbeds'] } }),
        expect.objectContaining({ changed: ['flightSuppliers', 'credentials.hotelSupplier'] }),
      ]),
    );
    expect(JSON.stringify(events)).not.toMatch(/hb-key|hb-secret|pw-0123|agency-login/);
  });

  it('a save that changes nothing writes nothing; an agent refused writes nothing', async () => {
    const team = await freshTeam();
    await panelCaller(api, team.id, 'owner').team.updateSalesSettings({ markupPercent: 10 });
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').team.updateSalesSettings({ markupPercent: 20 }))).toMatchObject({
      status: 403,
    });
    expect(await eventsOf(team)).toEqual([]);
  });

  it('API keys: api_key.created with the prefix (never the key), api_key.revoked once', async () => {
    const team = await freshTeam();
    const admin = panelCaller(api, team.id, 'admin');
    const created = await admin.apiKeys.create({ name: 'ERP', mode: 'live', scopes: ['read'] });
    await admin.apiKeys.revoke({ id: created.id });
    await admin.apiKeys.revoke({ id: created.id });
    const events = await eventsOf(team);
    expect(await actionsOf(team)).toEqual(['api_key.created', 'api_key.revoked']);
    expect(await eventNamed(team, 'api_key.created')).toMatchObject({
      actorUserId: await panelUserId(team, 'admin'),
      subjectType: 'api_key',
      subjectId: created.id,
      details: { name: 'ERP', prefix: created.prefix, mode: 'live', scopes: ['read'] },
    });
    expect(JSON.stringify(events)).not.toContain(created.key);
    expect(JSON.stringify(events)).not.toContain(created.key.slice(12));
  });

  it('webhook endpoints over REST: webhook.created without the signing secret, webhook.deleted once', async () => {
    const team = await freshTeam();
    const created = await api.post('/api/v1/webhooks', {
      key: team.key,
      body: { url: 'https://hooks.example.com/in?token=abc', events: ['booking.created'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, secret } = created.body.data;
    expect((await api.del(`/api/v1/webhooks/${id}`, { key: team.key })).status).toBe(200);
    expect((await api.del(`/api/v1/webhooks/${id}`, { key: team.key })).status).toBe(200);
    const events = await eventsOf(team);
    expect(await actionsOf(team)).toEqual(['webhook.created', 'webhook.deleted']);
    expect(await eventNamed(team, 'webhook.created')).toMatchObject({
      subjectType: 'webhook',
      subjectId: id,
      details: { url: 'https://hooks.example.com/in', events: ['booking.created'] },
    });
    expect(JSON.stringify(events)).not.toContain(secret);
    expect(JSON.stringify(events)).not.toContain('token=abc');
  });
});

describe('the event and its action commit or roll back together', () => {
  // A team whose audit rows the database refuses: the action that writes one must not stay.
  async function refusingTeam() {
    const team = await freshTeam('Refusing agency');
    await api.db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_audit_for_test() RETURNS trigger AS $$
      BEGIN IF NEW.team_id = '${team.id}'::uuid THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await api.db.$executeRawUnsafe(
      `CREATE OR REPLACE TRIGGER refuse_audit_for_test BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_audit_for_test()`,
    );
    return team;
  }
  afterAll(() => api.db.$executeRawUnsafe('DROP TRIGGER IF EXISTS refuse_audit_for_test ON audit_events'));

  it('settings, API key, webhook and cancellation are not saved when their event cannot be', async () => {
    const team = await refusingTeam();
    const { booking } = await bookStay(team, { method: 'pix' });
    const owner = panelCaller(api, team.id, 'owner');
    expect(await apiErrorOf(owner.team.updateSalesSettings({ markupPercent: 33 }))).toMatchObject({ status: 500 });
    expect((await owner.team.salesSettings()).markupPercent).toBe(10);
    const keysBefore = await api.db.apiKey.count({ where: { teamId: team.id } });
    expect(await apiErrorOf(owner.apiKeys.create({ name: 'x', mode: 'live' }))).toMatchObject({ status: 500 });
    expect(await api.db.apiKey.count({ where: { teamId: team.id } })).toBe(keysBefore);
    expect(
      (await api.post('/api/v1/webhooks', { key: team.key, body: { url: 'https://hooks.example.com/in', events: ['booking.created'] } }))
        .status,
    ).toBe(500);
    expect(await api.db.webhookEndpoint.count({ where: { teamId: team.id } })).toBe(0);
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(500);
    expect((await api.get(`/api/v1/bookings/${booking.id}`, { key: team.key })).body.data.status).toBe('pending');
  });
});

describe('panel sign-in', () => {
  it('login.succeeded and login.failed (wrong password, locked) with the client address; an unknown e-mail is in no log', async () => {
    const team = await freshTeam();
    const email = `ana.${team.id}@agency.test`;
    const { user_id } = await createUser(api.db, { teamId: team.id, email, name: 'Ana Souza', password: 'the-right-password' });
    const from = { clientAddress: '203.0.113.7' };
    expect((await verifyAgentLogin(api.db, email, 'the-right-password', from)).ok).toBe(true);
    expect((await verifyAgentLogin(api.db, email, 'bad-guess-42', from)).ok).toBe(false);
    await verifyAgentLogin(api.db, `nobody.${team.id}@agency.test`, 'bad-guess-42', from);
    const events = await eventsOf(team);
    expect(events.map((e) => [e.action, e.details]).sort()).toEqual([
      ['login.failed', { reason: 'wrong_password' }],
      ['login.succeeded', {}],
    ]);
    expect(await eventNamed(team, 'login.succeeded')).toMatchObject({
      actorUserId: user_id,
      actorLabel: `Ana Souza <${email}>`,
      subjectType: 'user',
      subjectId: user_id,
      ipAddress: '203.0.113.7',
    });
    expect(JSON.stringify(events)).not.toMatch(/bad-guess|the-right-password|nobody/);
    // The fifth wrong password in a row locks the account; the next attempt, a right one, is refused as locked.
    for (let i = 0; i < 4; i++) await verifyAgentLogin(api.db, email, 'bad-guess-42', from);
    const locked = await verifyAgentLogin(api.db, email, 'the-right-password', from);
    expect(locked).toMatchObject({ ok: false, reason: 'locked' });
    expect((await eventsOf(team)).filter((e) => (e.details as { reason?: string }).reason === 'locked')).toHaveLength(1);
  });
});
