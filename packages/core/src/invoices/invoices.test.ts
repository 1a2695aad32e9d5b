import { AsaasInvoicesStandIn } from '@tas/payments';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAsaasServer } from '../payments/test-asaas-server';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { bookRefundableStayByCard } from '../cancellations/test-fixtures';
import { apiErrorOf, panelCaller, startHotelApi, STAY, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import { issueDueInvoices } from './issue-due-invoices';

// The agency's NFS-e through Asaas' invoices API, against the Asaas stand-in over real HTTP
// (packages/payments/src/asaas/invoices/stand-in.ts cites the pages each shape comes from).
let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
const invoices = new AsaasInvoicesStandIn();
let team: TestTeam;
let other: TestTeam;
const clock = useHotelClock();
let loseAnswers = false;

const SETTINGS = {
  issueOn: 'on_confirmation' as const,
  municipalServiceCode: '09.02',
  municipalServiceName: 'Agenciamento, organização, promoção de viagens',
  iss: '2.5',
  pis: '0.65',
};

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer((method, path, body) => {
    const answer = invoices.handle(method, path, body);
    // A lost answer: Asaas did the work, but what reached us was a 503.
    return answer && loseAnswers ? { status: 503, body: {} } : answer;
  });
  team = await api.team({ name: 'NFS-e agency' });
  other = await api.team({ name: 'Other agency' });
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_test_invoice_key', asaasBaseUrl: asaas.url });
  const { webhookToken } = await owner.team.rotateWebhookToken();
  invoices.webhookTo(`${api.url}/api/webhooks/payments/asaas`, webhookToken);
  await owner.invoices.updateSettings(SETTINGS);
  await panelCaller(api, other.id, 'owner').invoices.updateSettings(SETTINGS);
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
beforeEach(() => {
  asaas.reset();
  invoices.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
});

/** A hotel sold by card at Asaas: paid at once, so the booking is confirmed in the book's transaction. */
async function sellByCard(chargeId: string, seller = team) {
  asaas.on('POST', '/v3/payments', 200, { id: chargeId, status: 'CONFIRMED', dueDate: '2030-03-05' });
  asaas.paidCharge(chargeId);
  const sold = await bookRefundableStayByCard(api, seller);
  const booking = await api.db.booking.findUniqueOrThrow({ where: { id: sold.booking.id } });
  expect(booking.status).toBe('confirmed');
  return booking;
}

const invoiceOf = async (bookingId: string, key = team.key) => {
  const res = await api.get(`/api/v1/bookings/${bookingId}/invoice`, { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.invoice;
};
const runJob = () => issueDueInvoices(api.db, clock.now());
const gatewayIdOf = async (bookingId: string) =>
  (await api.db.serviceInvoice.findUniqueOrThrow({ where: { bookingId } })).gatewayInvoiceId!;

describe('issuing on confirmation through Asaas', () => {
  it("schedules the agency's revenue (markup) with the team's municipal service and taxes, issues it, and follows it to authorised by the signed webhook", async () => {
    const booking = await sellByCard('pay_inv_1');
    expect(booking.markupCents).toBeGreaterThan(0);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'pending', number: null });

    expect(await runJob()).toMatchObject({ issued: 1 });
    const row = await api.db.serviceInvoice.findUniqueOrThrow({ where: { bookingId: booking.id } });
    const scheduled = asaas.requests.filter((r) => r.method === 'POST' && r.path === '/v3/invoices');
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.body).toMatchObject({
      payment: 'pay_inv_1',
      externalReference: row.id,
      value: (booking.markupCents + booking.duCents) / 100,
      deductions: 0,
      effectiveDate: '2030-03-05',
      municipalServiceCode: '09.02',
      municipalServiceName: SETTINGS.municipalServiceName,
      taxes: { retainIss: false, iss: 2.5, pis: 0.65, cofins: 0, csll: 0, inss: 0, ir: 0 },
    });
    expect(scheduled[0]!.body.serviceDescription).toContain(booking.bookingNumber);
    expect(asaas.requests.some((r) => r.path === `/v3/invoices/${row.gatewayInvoiceId}/authorize`)).toBe(true);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'scheduled', value: (booking.markupCents + booking.duCents) / 100 });

    expect(await invoices.advance(row.gatewayInvoiceId!)).toBe(200);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'synchronized', number: null });
    expect(await invoices.advance(row.gatewayInvoiceId!)).toBe(200);
    const authorized = await invoiceOf(booking.id);
    expect(authorized).toMatchObject({ status: 'authorized', is_test: false, error_message: null });
    expect(authorized.number).toMatch(/^\d+$/);
    expect(authorized.pdf_url).toBe(`https://www.asaas.com/notafiscal/pdf/${row.gatewayInvoiceId}`);

    // One invoice per booking: the job has nothing more to do, and issues nothing twice.
    expect(await runJob()).toMatchObject({ issued: 0 });
    expect(asaas.requests.filter((r) => r.method === 'POST' && r.path === '/v3/invoices')).toHaveLength(1);
  });

  it('a webhook with a wrong token is 401 and changes nothing; a replayed event id changes nothing', async () => {
    const booking = await sellByCard('pay_inv_2');
    await runJob();
    const id = await gatewayIdOf(booking.id);
    const forged = await invoices.post(invoices.delivery('INVOICE_AUTHORIZED', id, 'not-the-token'));
    expect(forged).toBe(401);
    const unsigned = await api.post('/api/webhooks/payments/asaas', {
      rawBody: invoices.delivery('INVOICE_AUTHORIZED', id).body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expectErrorShape(unsigned.body, 'UNAUTHORIZED');
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'scheduled' });

    await invoices.advance(id); // SYNCHRONIZED
    await invoices.advance(id); // AUTHORIZED
    const synchronized = invoices.deliveries[0]!;
    expect(synchronized.event).toBe('INVOICE_SYNCHRONIZED');
    const replay = await api.post('/api/webhooks/payments/asaas', { rawBody: synchronized.body, headers: synchronized.headers });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ received: true, duplicate: true });
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'authorized' });
  });

  it('cancelling the booking (no revenue left) cancels the NFS-e at Asaas, followed to cancelled', async () => {
    const booking = await sellByCard('pay_inv_3');
    await runJob();
    const id = await gatewayIdOf(booking.id);
    await invoices.advance(id);
    await invoices.advance(id);

    const cancelled = await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'authorized', cancel_requested: true });
    expect(await runJob()).toMatchObject({ cancelled: 1 });
    expect(asaas.requests.filter((r) => r.path === `/v3/invoices/${id}/cancel`)).toHaveLength(1);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'processing_cancellation', cancel_requested: false });
    expect(await invoices.advance(id)).toBe(200);
    expect(invoices.deliveries.at(-1)!.event).toBe('INVOICE_CANCELED');
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'cancelled' });
    expect(await runJob()).toMatchObject({ cancelled: 0 });
  });

  it("keeps the NFS-e when the cancellation keeps the agency's fee as revenue", async () => {
    const owner = panelCaller(api, team.id, 'owner');
    await owner.cancellations.updateFee({ fixedAmount: 50, percent: 0 });
    try {
      const booking = await sellByCard('pay_inv_4');
      await runJob();
      const quote = await api.get(`/api/v1/bookings/${booking.id}/cancellation-quote`, { key: team.key });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const confirm = await api.post(`/api/v1/bookings/${booking.id}/cancellation`, {
        key: team.key,
        body: { refund_amount: quote.body.data.refund_amount },
      });
      expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
      expect(await runJob()).toMatchObject({ kept: 1, cancelled: 0 });
      expect(asaas.requests.some((r) => r.path.endsWith('/cancel') && r.path.startsWith('/v3/invoices'))).toBe(false);
      expect(await invoiceOf(booking.id)).toMatchObject({ status: 'scheduled', cancel_requested: false });
    } finally {
      await owner.cancellations.updateFee({ fixedAmount: 0, percent: 0 });
    }
  });

  it("stores Asaas' refusal with its Portuguese message; once the settings are fixed, the retry issues it", async () => {
    invoices.municipalServiceCodes.add('09.01');
    const booking = await sellByCard('pay_inv_5');
    expect(await runJob()).toMatchObject({ failed: 1 });
    const failed = await invoiceOf(booking.id);
    expect(failed).toMatchObject({
      status: 'error',
      error_message: 'O serviço municipal 09.02 não está disponível para a sua prefeitura.',
    });
    const listed = await api.get('/api/v1/invoices?status=error', { key: team.key });
    expect(listed.body.data.invoices.map((i: { id: string }) => i.id)).toContain(failed.id);

    // Not fixed yet: the retry fails the same way, and says so.
    const again = await api.post(`/api/v1/invoices/${failed.id}/retry`, { key: team.key });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'error', error_message: failed.error_message });

    await panelCaller(api, team.id, 'owner').invoices.updateSettings({ municipalServiceCode: '09.01' });
    try {
      const retried = await api.post(`/api/v1/invoices/${failed.id}/retry`, { key: team.key });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.data).toMatchObject({ status: 'scheduled', error_message: null });
      const scheduled = asaas.requests.filter((r) => r.method === 'POST' && r.path === '/v3/invoices');
      expect(scheduled.at(-1)!.body.municipalServiceCode).toBe('09.01');
      expect(invoices.invoices.size).toBe(1);

      const notFailed = await api.post(`/api/v1/invoices/${failed.id}/retry`, { key: team.key });
      expect(notFailed.status).toBe(400);
      expectErrorShape(notFailed.body, 'INVALID_STATUS_TRANSITION');
    } finally {
      await panelCaller(api, team.id, 'owner').invoices.updateSettings({ municipalServiceCode: '09.02' });
    }
  });

  it('an INVOICE_ERROR from the city hall is stored with its reason', async () => {
    const booking = await sellByCard('pay_inv_6');
    await runJob();
    const id = await gatewayIdOf(booking.id);
    expect(await invoices.fail(id, 'Inscrição municipal do prestador inválida.')).toBe(200);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'error', error_message: 'Inscrição municipal do prestador inválida.' });
  });
});

describe('gateway outages', () => {
  it('a schedule whose answer was lost is retried later and found by our reference: one invoice at Asaas, never two', async () => {
    const booking = await sellByCard('pay_inv_10');
    loseAnswers = true;
    try {
      expect(await runJob()).toMatchObject({ retry: 1 });
    } finally {
      loseAnswers = false;
    }
    expect(invoices.invoices.size).toBe(1);
    const waiting = await api.db.serviceInvoice.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(waiting).toMatchObject({ status: 'pending', gatewayInvoiceId: null, errorMessage: 'Payment gateway error (HTTP 503)' });
    expect(await runJob()).toMatchObject({ retry: 0, issued: 0 });

    clock.travelTo(waiting.dueAt);
    expect(await runJob()).toMatchObject({ issued: 1 });
    expect(invoices.invoices.size).toBe(1);
    expect(asaas.requests.some((r) => r.method === 'GET' && r.path.startsWith(`/v3/invoices?externalReference=${waiting.id}`))).toBe(true);
    expect(await invoiceOf(booking.id)).toMatchObject({ status: 'scheduled', error_message: null });
    expect((await api.db.serviceInvoice.findUniqueOrThrow({ where: { bookingId: booking.id } })).gatewayInvoiceId).toBe(
      [...invoices.invoices.keys()][0],
    );
  });
});

describe('when to issue', () => {
  it('on_travel_date: the invoice waits for the travel date, then is issued', async () => {
    const owner = panelCaller(api, team.id, 'owner');
    await owner.invoices.updateSettings({ issueOn: 'on_travel_date' });
    try {
      const booking = await sellByCard('pay_inv_7');
      expect(await runJob()).toMatchObject({ issued: 0 });
      expect(await invoiceOf(booking.id)).toMatchObject({ status: 'pending' });
      clock.travelTo(`${STAY.checkIn}T03:00:00Z`);
      expect(await runJob()).toMatchObject({ issued: 1 });
      const body = asaas.requests.find((r) => r.method === 'POST' && r.path === '/v3/invoices')!.body;
      expect(body.effectiveDate).toBe(STAY.checkIn);
    } finally {
      await owner.invoices.updateSettings({ issueOn: 'on_confirmation' });
    }
  });

  it('off: no invoice is planned; turning it on without a municipal service is refused', async () => {
    const owner = panelCaller(api, team.id, 'owner');
    await owner.invoices.updateSettings({ issueOn: 'off' });
    try {
      const booking = await sellByCard('pay_inv_8');
      expect(await invoiceOf(booking.id)).toBeNull();
    } finally {
      await owner.invoices.updateSettings({ issueOn: 'on_confirmation' });
    }
    const refused = await apiErrorOf(
      panelCaller(api, other.id, 'owner').invoices.updateSettings({ municipalServiceCode: null, municipalServiceId: null }),
    );
    expect(refused).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation error: municipalServiceCode: required to issue invoices',
    });
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').invoices.updateSettings({ iss: '3' }))).toMatchObject({ status: 403 });
    // Saved settings go to the audit log like every settings save, old and new values side by side.
    const audited = await api.db.auditEvent.findMany({ where: { teamId: team.id, action: 'settings.changed' } });
    expect(audited.map((event) => event.details)).toContainEqual(
      expect.objectContaining({
        changed: ['invoice'],
        from: { invoice: expect.objectContaining({ issueOn: 'off' }) },
        to: { invoice: expect.objectContaining({ issueOn: 'on_confirmation', municipalServiceCode: '09.02' }) },
      }),
    );
  });
});

describe('the sandbox gateway and test keys', () => {
  it('a sale on the sandbox gateway gets a clearly fake note: TESTE- number, authorised, marked as test', async () => {
    const sandbox = await api.team({ name: 'Sandbox agency' });
    await panelCaller(api, sandbox.id, 'owner').invoices.updateSettings(SETTINGS);
    const sale = await bookRefundableStayByCard(api, sandbox);
    expect(await runJob()).toMatchObject({ issued: 1 });
    const invoice = await invoiceOf(sale.booking.id, sandbox.key);
    expect(invoice).toMatchObject({ status: 'authorized', is_test: true, gateway: 'sandbox', pdf_url: null });
    expect(invoice.number).toMatch(/^TESTE-[0-9A-F]{8}$/);
    expect(asaas.requests.some((r) => r.path.startsWith('/v3/invoices'))).toBe(false);
  });
});

describe('team scoping', () => {
  it("another team's invoice and booking read as 404, and its list does not show them", async () => {
    const booking = await sellByCard('pay_inv_9');
    await runJob();
    const row = await api.db.serviceInvoice.findUniqueOrThrow({ where: { bookingId: booking.id } });
    const get = await api.get(`/api/v1/invoices/${row.id}`, { key: other.key });
    expect(get.status).toBe(404);
    expectErrorShape(get.body, 'NOT_FOUND');
    expect((await api.get(`/api/v1/bookings/${booking.id}/invoice`, { key: other.key })).status).toBe(404);
    expect((await api.post(`/api/v1/invoices/${row.id}/retry`, { key: other.key })).status).toBe(404);
    const list = await api.get('/api/v1/invoices', { key: other.key });
    expect(list.body.data.invoices.map((i: { id: string }) => i.id)).not.toContain(row.id);
    const mine = await api.get(`/api/v1/invoices/${row.id}`, { key: team.key });
    expect(mine.body.data).toMatchObject({ id: row.id, booking_number: booking.bookingNumber });
    // The other team's webhook token cannot touch it either.
    const { webhookToken } = await panelCaller(api, other.id, 'owner').team.rotateWebhookToken();
    const delivery = invoices.delivery('INVOICE_ERROR', row.gatewayInvoiceId!, webhookToken);
    expect(await invoices.post(delivery)).toBe(401);
  });

  it('list filters: status, period, pagination; a bad filter is 400', async () => {
    const res = await api.get('/api/v1/invoices?status=authorized&from=2030-03-01&to=2030-03-31&limit=2', { key: team.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 2 });
    for (const invoice of res.body.data.invoices) expect(invoice.status).toBe('authorized');
    const bad = await api.get('/api/v1/invoices?status=paid', { key: team.key });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 'VALIDATION_ERROR');
  });
});
