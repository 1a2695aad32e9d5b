import { SandboxGateway } from '@tas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';

let api: RestServer;
let team: TestTeam;
let webhookToken: string;
let customer: { id: string };
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team();
  customer = await newCustomer(api, team);
  // The panel shows a fresh token once; the sandbox gateway signs with it from then on.
  webhookToken = (await panelCaller(api, team.id, 'owner').team.rotateWebhookToken()).webhookToken;
});
afterAll(() => api.close());

async function pendingPix() {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }) });
  expect(res.status).toBe(201);
  const payment = await api.db.payment.findUniqueOrThrow({ where: { id: res.body.data.payment.id } });
  return { bookingId: res.body.data.booking.id as string, payment };
}

const deliver = (body: string, headers: Record<string, string>, gateway = 'sandbox') =>
  api.post(`/api/webhooks/payments/${gateway}`, { rawBody: body, headers: { 'content-type': 'application/json', ...headers } });

describe('POST /api/webhooks/payments/sandbox', () => {
  it('a cleared PIX sets the payment paid and the booking confirmed; a redelivery changes nothing', async () => {
    const { bookingId, payment } = await pendingPix();
    const delivery = new SandboxGateway({ webhookToken }).simulatePayment(payment.gatewayChargeId!);
    const first = await deliver(delivery.body, delivery.headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    const again = await deliver(delivery.body, delivery.headers);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ received: true, duplicate: true });

    const paid = await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(paid.status).toBe('paid');
    const detail = await bookingDetail(api, team, bookingId);
    expect(detail.status).toBe('confirmed');
    expect(detail.status_history.filter((c: { to: string }) => c.to === 'confirmed')).toHaveLength(1);
    expect(detail.metadata.supplier.status).toBe('issued');
    const eventId = JSON.parse(delivery.body).id;
    expect(await api.db.paymentWebhookEvent.count({ where: { gateway: 'sandbox', eventId } })).toBe(1);
  });

  it('the same event delivered five times at once is applied once', async () => {
    const { bookingId, payment } = await pendingPix();
    const delivery = new SandboxGateway({ webhookToken }).simulatePayment(payment.gatewayChargeId!);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(delivery.body, delivery.headers)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.data.duplicate === false)).toHaveLength(1);
    const detail = await bookingDetail(api, team, bookingId);
    expect(detail.status_history.map((c: { to: string }) => c.to)).toEqual(['pending', 'confirmed']);
  });

  it('another event for a payment already paid changes nothing', async () => {
    const { payment } = await pendingPix();
    const gateway = new SandboxGateway({ webhookToken });
    const first = gateway.simulatePayment(payment.gatewayChargeId!);
    await deliver(first.body, first.headers);
    const paidAt = (await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).paidAt;
    const second = gateway.simulatePayment(payment.gatewayChargeId!);
    expect((await deliver(second.body, second.headers)).body.data).toEqual({ received: true, duplicate: false });
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).paidAt).toEqual(paidAt);
  });

  it('a cancelled charge closes the payment and cancels the pending booking', async () => {
    const { bookingId, payment } = await pendingPix();
    const paidDelivery = JSON.parse(new SandboxGateway({ webhookToken }).simulatePayment(payment.gatewayChargeId!).body);
    const cancelled = JSON.stringify({ ...paidDelivery, id: `${paidDelivery.id}-c`, type: 'charge.cancelled' });
    expect((await deliver(cancelled, { 'x-sandbox-webhook-token': webhookToken })).status).toBe(200);
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('cancelled');
    expect((await bookingDetail(api, team, bookingId)).status).toBe('cancelled');
  });

  it('a PIX paid after its booking was cancelled: the money is recorded, refunded at once, and the booking stays cancelled', async () => {
    const { bookingId, payment } = await pendingPix();
    expect((await api.del(`/api/v1/bookings/${bookingId}`, { key: team.key })).status).toBe(200);
    // The payer's bank cleared the PIX before the void reached the gateway.
    const late = new SandboxGateway({ webhookToken }).simulatePayment(payment.gatewayChargeId!);
    const res = await deliver(late.body, late.headers);
    expect(res.status).toBe(200);
    const row = await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(row.status).toBe('refunded');
    expect(row.paidAt).not.toBeNull();
    const detail = await bookingDetail(api, team, bookingId);
    expect(detail.status).toBe('cancelled');
    expect(detail.payment.status).toBe('refunded');
    // A redelivery neither pays nor refunds twice.
    expect((await deliver(late.body, late.headers)).body.data).toEqual({ received: true, duplicate: true });
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('refunded');
  });

  it('two teams receiving the same gateway event id both apply it (events are deduplicated per team)', async () => {
    const other = await api.team({ name: 'Second agency' });
    const otherToken = (await panelCaller(api, other.id, 'owner').team.rotateWebhookToken()).webhookToken;
    const otherCustomer = await newCustomer(api, other);
    const mine = await pendingPix();
    const stay = await prebookStay(api, other);
    const booked = await api.post('/api/v1/hotels/book', {
      key: other.key,
      body: bookBody(stay.prebook_token, otherCustomer.id, { method: 'pix' }),
    });
    const theirs = await api.db.payment.findUniqueOrThrow({ where: { id: booked.body.data.payment.id } });
    const first = new SandboxGateway({ webhookToken }).simulatePayment(mine.payment.gatewayChargeId!);
    const eventId = JSON.parse(first.body).id;
    const second = new SandboxGateway({ webhookToken: otherToken }).simulatePayment(theirs.gatewayChargeId!);
    const secondBody = JSON.stringify({ ...JSON.parse(second.body), id: eventId });
    expect((await deliver(first.body, first.headers)).body.data).toEqual({ received: true, duplicate: false });
    expect((await deliver(secondBody, second.headers)).body.data).toEqual({ received: true, duplicate: false });
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: mine.payment.id } })).status).toBe('paid');
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('paid');
    expect(await api.db.paymentWebhookEvent.count({ where: { gateway: 'sandbox', eventId } })).toBe(2);
  });

  it('an event for a payment the team does not have is received and ignored', async () => {
    const other = new SandboxGateway({ webhookToken }).simulatePayment(
      `sbx.pix.${'a'.repeat(20)}.1000.${Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url')}`,
    );
    const res = await deliver(other.body, other.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, duplicate: false });
  });

  it('a bad or missing webhook token is 401 in the error envelope', async () => {
    const { payment } = await pendingPix();
    const forged = new SandboxGateway({ webhookToken: 'whk_forged' }).simulatePayment(payment.gatewayChargeId!);
    const res = await deliver(forged.body, forged.headers);
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
    expect(res.body.error).toBe('Invalid webhook token');
    const missing = await deliver(forged.body, {});
    expect(missing.status).toBe(401);
    expectErrorShape(missing.body, 'UNAUTHORIZED');
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('pending');
  });

  it("a team's token on another gateway's path is 401; an unknown gateway is 404", async () => {
    const { payment } = await pendingPix();
    const delivery = new SandboxGateway({ webhookToken }).simulatePayment(payment.gatewayChargeId!);
    const asaas = await deliver(delivery.body, { 'asaas-access-token': webhookToken }, 'asaas');
    expect(asaas.status).toBe(401);
    const unknown = await deliver(delivery.body, delivery.headers, 'paypal');
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body, 'NOT_FOUND');
  });

  it('a body the gateway cannot read is 400', async () => {
    const res = await deliver(JSON.stringify({ hello: 'world' }), { 'x-sandbox-webhook-token': webhookToken });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_ERROR');
  });
});

describe('POST /api/v1/sandbox/payments/{id}/pay', () => {
  it('with a test key, pays a pending payment through the webhook path', async () => {
    const { bookingId, payment } = await pendingPix();
    const res = await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: team.testKey });
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({ id: payment.id, method: 'pix', status: 'paid' });
    expect(res.body.data.booking).toMatchObject({ id: bookingId, status: 'confirmed' });
    expect(await api.db.paymentWebhookEvent.count({ where: { teamId: team.id, kind: 'paid' } })).toBeGreaterThan(0);
  });

  it('a live key is 403 FORBIDDEN', async () => {
    const { payment } = await pendingPix();
    const res = await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: team.key });
    expect(res.status).toBe(403);
    expectErrorShape(res.body, 'FORBIDDEN');
    expect(res.body.error).toBe('Sandbox payments need a test API key');
  });

  it("another team's payment, or no payment, is 404", async () => {
    const { payment } = await pendingPix();
    const other = await api.team({ name: 'Other agency' });
    const res = await api.post(`/api/v1/sandbox/payments/${payment.id}/pay`, { key: other.testKey });
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
    expect((await api.post('/api/v1/sandbox/payments/nope/pay', { key: team.testKey })).status).toBe(404);
  });

  it('a payment that is not pending (a paid card) is 400', async () => {
    const stay = await prebookStay(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    const res = await api.post(`/api/v1/sandbox/payments/${booked.body.data.payment.id}/pay`, { key: team.testKey });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'INVALID_STATUS_TRANSITION');
    expect(res.body.error).toBe('Payment is paid: only pending payments can be paid');
  });

  it('agents in the panel may pay sandbox payments too', async () => {
    const { payment } = await pendingPix();
    const paid = await panelCaller(api, team.id).payments.sandboxPay({ id: payment.id });
    expect(paid.payment.status).toBe('paid');
    expect(await apiErrorOf(panelCaller(api, team.id).payments.sandboxPay({ id: payment.id }))).toMatchObject({ status: 400 });
  });
});

describe('GET /api/public/payments/{id}/boleto.pdf', () => {
  it('serves the boleto of a boleto payment as PDF without a key; other ids are 404', async () => {
    const stay = await prebookStay(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'boleto' }),
    });
    const res = await fetch(`${api.url}/api/public/payments/${booked.body.data.payment.id}/boleto.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { payment } = await pendingPix();
    const notBoleto = await api.get(`/api/public/payments/${payment.id}/boleto.pdf`);
    expect(notBoleto.status).toBe(404);
    expectErrorShape(notBoleto.body, 'NOT_FOUND');
    expect((await api.get('/api/public/payments/00000000-0000-4000-8000-000000000000/boleto.pdf')).status).toBe(404);
  });
});
