import { AsaasGateway, SandboxGateway } from '@tas/payments';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import {
  bookBody,
  bookingDetail,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { SCHEDULED_JOBS } from '../jobs/schedules';
import { startJobs } from '../jobs/start-jobs';
import { applyGatewayEvent } from './apply-event';
import { startAsaasServer } from './test-asaas-server';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let sandboxTeam: TestTeam;
let sandboxToken: string;
let asaasTeam: TestTeam;
let asaasToken: string;
const customers: Record<string, { id: string }> = {};
const time = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
  sandboxTeam = await api.team({ name: 'Sandbox agency' });
  sandboxToken = (await panelCaller(api, sandboxTeam.id, 'owner').team.rotateWebhookToken()).webhookToken;
  asaasTeam = await api.team({ name: 'Asaas agency' });
  const owner = panelCaller(api, asaasTeam.id, 'owner');
  await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_key', asaasBaseUrl: asaas.url });
  asaasToken = (await owner.team.rotateWebhookToken()).webhookToken;
  for (const team of [sandboxTeam, asaasTeam]) customers[team.id] = await newCustomer(api, team);
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
afterEach(() => vi.unstubAllEnvs());

let charges = 0;
beforeEach(() => {
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
});

async function bookPix(team: TestTeam) {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(stay.prebook_token, customers[team.id]!.id, { method: 'pix' }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string }; payment: { id: string } };
}

/** A PIX booking at the Asaas stand-in, cancelled (its charge deleted there) before the payer's bank cleared it. */
async function cancelledAsaasPix(refundDelayMs: number) {
  const chargeId = `pay_late_${++charges}`;
  asaas.on('POST', '/v3/payments', 200, { id: chargeId, status: 'PENDING', dueDate: '2030-03-05' });
  asaas.on('GET', `/v3/payments/${chargeId}/pixQrCode`, 200, {
    encodedImage: 'iVBORw0KGgo=',
    payload: '000201...',
    expirationDate: '2030-03-05 23:59:59',
  });
  asaas.on('DELETE', `/v3/payments/${chargeId}`, 200, { deleted: true, id: chargeId });
  asaas.on('POST', `/v3/payments/${chargeId}/refund`, 200, { id: chargeId, status: 'REFUNDED' }, refundDelayMs);
  const { booking, payment } = await bookPix(asaasTeam);
  expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: asaasTeam.key })).status).toBe(200);
  const amount = (await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).amountCents / 100;
  const late = {
    id: `evt_late_${charges}`,
    event: 'PAYMENT_RECEIVED',
    payment: { id: chargeId, externalReference: payment.id, value: amount },
  };
  return { bookingId: booking.id, paymentId: payment.id, chargeId, late };
}

const refundsAt = (chargeId: string) => asaas.requests.filter((r) => r.method === 'POST' && r.path === `/v3/payments/${chargeId}/refund`);

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the job queue as a fresh process would, asks for one run of the follow-ups job and waits for `done`. */
async function runFollowUpsJob(done: () => Promise<boolean>) {
  const jobs = await startJobs(api.handle, { pollingIntervalSeconds: 0.5 });
  try {
    await jobs.boss.send('payments.follow-ups');
    await waitFor(done);
  } finally {
    await jobs.stop();
  }
}

const supplierIssue = async (bookingId: string) => (await bookingDetail(api, sandboxTeam, bookingId)).metadata.supplier;

describe('a paid hotel booking in automatic mode: the supplier reservation is a durable job', () => {
  it('the supplier fails on the first attempt: the booking stays paid and confirmed, the job retries and it ends issued', async () => {
    const { booking, payment } = await bookPix(sandboxTeam);
    // The supplier answers after 300 ms but the reservation may take 20: this first attempt times out.
    vi.stubEnv('SANDBOX_LATENCY_MS', '300');
    vi.stubEnv('SUPPLIER_BOOK_TIMEOUT_MS', '20');
    const paid = await paySandbox(api, sandboxTeam, payment.id);
    vi.unstubAllEnvs();
    expect(paid.payment.status).toBe('paid');
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'automatic', status: 'awaiting_issue', locator: null } });

    time.travelTo(new Date(time.now().getTime() + 10 * 60_000));
    await runFollowUpsJob(async () => (await supplierIssue(booking.id)).status === 'issued');
    const detail = await bookingDetail(api, sandboxTeam, booking.id);
    expect(detail.status).toBe('confirmed');
    expect(detail.metadata.supplier).toEqual({ mode: 'automatic', status: 'issued', locator: expect.stringMatching(/^HTL-/) });
    expect(detail.external_locator).toBe(detail.metadata.supplier.locator);
    expect(detail.payment.status).toBe('paid');
  });

  it('the process dies between the payment commit and the reservation: the job makes the reservation, once', async () => {
    const { booking, payment } = await bookPix(sandboxTeam);
    const row = await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    const gateway = new SandboxGateway({ webhookToken: sandboxToken });
    const delivery = gateway.simulatePayment(row.gatewayChargeId!);
    // Only the committed event: the in-process follow-up of the webhook never runs.
    const event = gateway.parseWebhook(delivery.headers, delivery.body, sandboxToken);
    await api.db.$transaction((tx) => applyGatewayEvent(tx, sandboxTeam.id, 'sandbox', event));
    expect(await supplierIssue(booking.id)).toEqual({ mode: 'automatic', status: 'awaiting_issue', locator: null });

    time.travelTo(new Date(time.now().getTime() + 5 * 60_000));
    await runFollowUpsJob(async () => (await supplierIssue(booking.id)).status === 'issued');
    const issued = await supplierIssue(booking.id);
    // A second run (another instance, a redelivered job) finds it issued and reserves nothing more.
    const job = SCHEDULED_JOBS.find((j) => j.name === 'payments.follow-ups')!;
    await job.run(api.db, new Date(time.now().getTime() + 60 * 60_000));
    expect(await supplierIssue(booking.id)).toEqual(issued);
    const history = (await bookingDetail(api, sandboxTeam, booking.id)).status_history.map((c: { to: string }) => c.to);
    expect(history).toEqual(['pending', 'confirmed']);
  });
});

describe('money that arrives after its payment was closed is refunded by a durable, row-locked job', () => {
  it('the webhook refunding it and an owner refunding it at the same moment: one refund at the gateway', async () => {
    const { bookingId, paymentId, chargeId, late } = await cancelledAsaasPix(400);
    const webhook = api.post('/api/webhooks/payments/asaas', {
      rawBody: JSON.stringify(late),
      headers: { 'content-type': 'application/json', 'asaas-access-token': asaasToken },
    });
    // The gateway is refunding the webhook's money; the owner clicks refund in the panel meanwhile.
    await waitFor(() => refundsAt(chargeId).length > 0);
    const owner = await panelCaller(api, asaasTeam.id, 'owner')
      .payments.refund({ bookingId })
      .catch((error: unknown) => error);
    expect((await webhook).status).toBe(200);
    expect(owner).toBeInstanceOf(Error);
    expect(refundsAt(chargeId)).toHaveLength(1);
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('refunded');
  });

  it('the process dies before refunding: the job refunds it, and two runs at once refund once', async () => {
    const { bookingId, paymentId, chargeId, late } = await cancelledAsaasPix(300);
    const event = new AsaasGateway({ apiKey: '$aact_key', baseUrl: asaas.url }).parseWebhook(
      { 'asaas-access-token': asaasToken },
      JSON.stringify(late),
      asaasToken,
    );
    await api.db.$transaction((tx) => applyGatewayEvent(tx, asaasTeam.id, 'asaas', event));
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('paid');
    expect(refundsAt(chargeId)).toHaveLength(0);

    const job = SCHEDULED_JOBS.find((j) => j.name === 'payments.follow-ups')!;
    const later = new Date(time.now().getTime() + 5 * 60_000);
    await Promise.all([job.run(api.db, later), job.run(api.db, later)]);
    expect(refundsAt(chargeId)).toHaveLength(1);
    expect((await api.db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('refunded');
    expect((await bookingDetail(api, asaasTeam, bookingId)).status).toBe('cancelled');
  });
});
