import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import {
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
import { startAsaasServer } from './test-asaas-server';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let team: TestTeam;
let customer: { id: string };
let webhookToken: string;
useHotelClock();

const API_KEY = '$aact_test_agency_key';

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
  team = await api.team({ name: 'Asaas agency' });
  customer = await newCustomer(api, team);
  const owner = panelCaller(api, team.id, 'owner');
  await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: API_KEY, asaasBaseUrl: asaas.url });
  webhookToken = (await owner.team.rotateWebhookToken()).webhookToken;
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
beforeEach(() => {
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
});

async function book(payment: Record<string, unknown>) {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, payment) });
  return { res, stay };
}

const deliver = (body: unknown, token = webhookToken) =>
  api.post('/api/webhooks/payments/asaas', {
    rawBody: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'asaas-access-token': token },
  });

describe('Asaas gateway', () => {
  it('PIX: the charge is created at Asaas with our payment id; its BR Code and QR come back', async () => {
    asaas.on('POST', '/v3/payments', 200, {
      id: 'pay_pix_1',
      status: 'PENDING',
      dueDate: '2030-03-05',
      invoiceUrl: 'https://asaas.test/i/pay_pix_1',
    });
    asaas.on('GET', '/v3/payments/pay_pix_1/pixQrCode', 200, {
      encodedImage: 'iVBORw0KGgo=',
      payload: '00020126580014br.gov.bcb.pix6304ABCD',
      expirationDate: '2030-03-05 23:59:59',
    });
    const { res, stay } = await book({ method: 'pix' });
    expect(res.status).toBe(201);
    const { payment } = res.body.data;
    expect(payment).toMatchObject({
      method: 'pix',
      status: 'pending',
      amount: stay.unit_price,
      pix_code: '00020126580014br.gov.bcb.pix6304ABCD',
      pix_qr_code: 'iVBORw0KGgo=',
      payment_url: 'https://asaas.test/i/pay_pix_1',
      expires_at: '2030-03-06T02:59:59.000Z',
    });
    const charge = asaas.requests.find((r) => r.path === '/v3/payments')!;
    expect(charge.headers.access_token).toBe(API_KEY);
    expect(charge.body).toMatchObject({ customer: 'cus_1', billingType: 'PIX', value: stay.unit_price, externalReference: payment.id });
    expect(asaas.requests[0]!.body).toMatchObject({ name: 'Ana Souza', cpfCnpj: '52998224725' });
  });

  it('a PAYMENT_RECEIVED webhook (asaas-access-token) confirms the booking and issues it; redelivery is a duplicate', async () => {
    asaas.on('POST', '/v3/payments', 200, { id: 'pay_pix_2', status: 'PENDING', dueDate: '2030-03-05' });
    asaas.on('GET', '/v3/payments/pay_pix_2/pixQrCode', 200, {
      encodedImage: 'iVBORw0KGgo=',
      payload: '000201...',
      expirationDate: '2030-03-05 23:59:59',
    });
    const { res, stay } = await book({ method: 'pix' });
    const event = {
      id: 'evt_asaas_1',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_pix_2', externalReference: res.body.data.payment.id, value: stay.unit_price },
    };
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).body.data).toEqual({ received: true, duplicate: true });
    const detail = await bookingDetail(api, team, res.body.data.booking.id);
    expect(detail.status).toBe('confirmed');
    expect(detail.metadata.supplier).toMatchObject({ status: 'issued', locator: expect.stringMatching(/^HTL-/) });
  });

  it('a booking cancelled before its PIX is paid: the charge is deleted at Asaas; a payment that clears anyway is refunded there', async () => {
    asaas.on('POST', '/v3/payments', 200, { id: 'pay_pix_3', status: 'PENDING', dueDate: '2030-03-05' });
    asaas.on('GET', '/v3/payments/pay_pix_3/pixQrCode', 200, {
      encodedImage: 'iVBORw0KGgo=',
      payload: '000201...',
      expirationDate: '2030-03-05 23:59:59',
    });
    asaas.on('DELETE', '/v3/payments/pay_pix_3', 200, { deleted: true, id: 'pay_pix_3' });
    asaas.on('POST', '/v3/payments/pay_pix_3/refund', 200, { id: 'pay_pix_3', status: 'REFUNDED' });
    const { res, stay } = await book({ method: 'pix' });
    const { booking, payment } = res.body.data;
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    expect(asaas.requests.some((r) => r.method === 'DELETE' && r.path === '/v3/payments/pay_pix_3')).toBe(true);
    const late = {
      id: 'evt_asaas_late',
      event: 'PAYMENT_RECEIVED',
      payment: { id: 'pay_pix_3', externalReference: payment.id, value: stay.unit_price },
    };
    expect((await deliver(late)).status).toBe(200);
    expect(asaas.requests.filter((r) => r.method === 'POST' && r.path === '/v3/payments/pay_pix_3/refund')).toHaveLength(1);
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    expect(detail.payment.status).toBe('refunded');
  });

  it('a refund Asaas made but we never recorded (database down mid-refund): asking again records it, with no second refund', async () => {
    asaas.on('POST', '/v3/payments', 200, { id: 'pay_card_cut', status: 'CONFIRMED', dueDate: '2030-03-05' });
    asaas.paidCharge('pay_card_cut');
    const { res } = await book({ method: 'credit_card', credit_card: CARD });
    const { booking } = res.body.data;
    expect((await api.del(`/api/v1/bookings/${booking.id}`, { key: team.key })).status).toBe(200);
    // The refund reached Asaas; the write that follows it did not happen (our row still says paid).
    expect((await fetch(`${asaas.url}/v3/payments/pay_card_cut/refund`, { method: 'POST' })).status).toBe(200);
    expect((await bookingDetail(api, team, booking.id)).payment.status).toBe('paid');
    const refunded = await panelCaller(api, team.id, 'owner').payments.refund({ bookingId: booking.id });
    expect(refunded.status).toBe('refunded');
    expect((await bookingDetail(api, team, booking.id)).payment.status).toBe('refunded');
    expect(asaas.refundsOf('pay_card_cut')).toBe(1);
  });

  it('a wrong asaas-access-token is 401', async () => {
    const res = await deliver({ id: 'evt_x', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } }, 'whk_wrong');
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 'UNAUTHORIZED');
  });

  it('events about other things (no payment) are received and ignored', async () => {
    const res = await deliver({ id: 'evt_transfer', event: 'TRANSFER_DONE' });
    expect(res.body.data).toEqual({ received: true, duplicate: false });
  });

  it('boleto: boleto_url is the PDF Asaas hosts', async () => {
    asaas.on('POST', '/v3/payments', 200, {
      id: 'pay_b_1',
      status: 'PENDING',
      dueDate: '2030-03-08',
      bankSlipUrl: 'https://asaas.test/b/pay_b_1.pdf',
    });
    asaas.on('GET', '/v3/payments/pay_b_1/identificationField', 200, { identificationField: '0'.repeat(47), barCode: '1'.repeat(44) });
    const { res } = await book({ method: 'boleto' });
    expect(res.status).toBe(201);
    expect(res.body.data.payment.boleto_url).toBe('https://asaas.test/b/pay_b_1.pdf');
  });

  it('card: paid at once; a card Asaas refuses is 400 PAYMENT_DECLINED and the token stays usable', async () => {
    asaas.on('POST', '/v3/payments', 400, { errors: [{ code: 'invalid_creditCard', description: 'Transação não autorizada' }] });
    const { res, stay } = await book({ method: 'credit_card', credit_card: CARD });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'PAYMENT_DECLINED');
    const sent = asaas.requests.find((r) => r.path === '/v3/payments')!;
    expect(sent.body.creditCard.number).toBe('4111111111111111');
    asaas.on('POST', '/v3/payments', 200, { id: 'pay_card_1', status: 'CONFIRMED', dueDate: '2030-03-05' });
    const retry = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ booking: { status: 'confirmed' }, payment: { status: 'paid' } });
    const payment = await api.db.payment.findUniqueOrThrow({ where: { id: retry.body.data.payment.id } });
    expect(payment).toMatchObject({ gateway: 'asaas', gatewayChargeId: 'pay_card_1', cardBrand: 'visa', cardLast4: '1111' });
  });

  it('Asaas refusing the API key is 400 PROVIDER_CREDENTIALS_INVALID; Asaas down is 502', async () => {
    asaas.on('POST', '/v3/customers', 401, {});
    const refused = await book({ method: 'pix' });
    expect(refused.res.status).toBe(400);
    expectErrorShape(refused.res.body, 'PROVIDER_CREDENTIALS_INVALID');
    asaas.on('POST', '/v3/customers', 503, {});
    const down = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(refused.stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(down.status).toBe(502);
    expectErrorShape(down.body, 'SUPPLIER_ERROR');
    expect((await api.db.prebook.findUniqueOrThrow({ where: { token: refused.stay.prebook_token } })).usedAt).toBeNull();
  });
});
