import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChargeInput } from '../port';
import { FakeAsaas } from './fake-asaas';
import { AsaasGateway } from './gateway';

const apiKey = '$aact_test_key_123';
const now = new Date('2026-03-15T12:00:00Z');
const customer = { name: 'Maria Silva', email: 'maria@example.com', cpfCnpj: '12345678909', phone: '11987654321' };
const input = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  reference: 'pmt-001',
  amountCents: 150_050,
  method: 'pix',
  description: 'Hotel Copacabana',
  customer,
  now,
  ...over,
});
const card = { holderName: 'MARIA SILVA', number: '5555555555554444', expiryMonth: '05', expiryYear: '2030', ccv: '321' };
const holderInfo = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  cpfCnpj: '12345678909',
  postalCode: '01310100',
  addressNumber: '150',
  phone: '11987654321',
};

let fake: FakeAsaas;
let gateway: AsaasGateway;
beforeAll(async () => {
  fake = await FakeAsaas.start();
  gateway = new AsaasGateway({ apiKey, baseUrl: `${fake.url}/v3/`, userAgent: 'tas-test' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.on('POST', '/v3/customers', { status: 200, body: { id: 'cus_000005219613' } });
});

const calls = () => fake.requests.map((r) => `${r.method} ${r.path}`);

describe('Asaas adapter: charges', () => {
  it('pix: creates customer and payment, then reads the QR code', async () => {
    fake
      .on('POST', '/v3/payments', {
        status: 200,
        body: { id: 'pay_1', status: 'PENDING', dueDate: '2026-03-15', invoiceUrl: 'https://asaas.test/i/pay_1' },
      })
      .on('GET', '/v3/payments/pay_1/pixQrCode', {
        status: 200,
        body: { encodedImage: 'iVBORw0KGgo=', payload: '00020126...6304ABCD', expirationDate: '2026-03-15 23:59:59' },
      });
    const charge = await gateway.createCharge(input());
    expect(calls()).toEqual(['POST /v3/customers', 'POST /v3/payments', 'GET /v3/payments/pay_1/pixQrCode']);
    const [cus, pay, qr] = fake.requests;
    expect(cus!.headers).toMatchObject({ access_token: apiKey, 'content-type': 'application/json', 'user-agent': 'tas-test' });
    expect(cus!.body).toEqual({ name: 'Maria Silva', email: 'maria@example.com', cpfCnpj: '12345678909', mobilePhone: '11987654321' });
    expect(pay!.body).toEqual({
      customer: 'cus_000005219613',
      billingType: 'PIX',
      value: 1500.5,
      dueDate: '2026-03-15',
      description: 'Hotel Copacabana',
      externalReference: 'pmt-001',
    });
    expect(qr!.headers.access_token).toBe(apiKey);
    expect(qr!.headers['content-type']).toBeUndefined();
    expect(qr!.body).toBeUndefined();
    expect(charge).toEqual({
      gatewayChargeId: 'pay_1',
      status: 'pending',
      paymentUrl: 'https://asaas.test/i/pay_1',
      pix: { code: '00020126...6304ABCD', qrPngBase64: 'iVBORw0KGgo=', expiresAt: new Date('2026-03-16T02:59:59Z') },
    });
  });

  it('boleto: due in 3 days, with the digitable line and Asaas PDF', async () => {
    fake
      .on('POST', '/v3/payments', {
        status: 200,
        body: { id: 'pay_2', status: 'PENDING', dueDate: '2026-03-18', bankSlipUrl: 'https://asaas.test/b/pay_2.pdf' },
      })
      .on('GET', '/v3/payments/pay_2/identificationField', {
        status: 200,
        body: { identificationField: '0'.repeat(47), nossoNumero: '123', barCode: '1'.repeat(44) },
      });
    const charge = await gateway.createCharge(input({ method: 'boleto' }));
    expect(calls()).toEqual(['POST /v3/customers', 'POST /v3/payments', 'GET /v3/payments/pay_2/identificationField']);
    expect(fake.requests[1]!.body).toMatchObject({ billingType: 'BOLETO', value: 1500.5, dueDate: '2026-03-18' });
    expect(charge.boleto).toEqual({
      digitableLine: '0'.repeat(47),
      barcode: '1'.repeat(44),
      dueDate: '2026-03-18',
      expiresAt: new Date('2026-03-19T02:59:59Z'),
      pdfUrl: 'https://asaas.test/b/pay_2.pdf',
    });
  });

  it('card: sends creditCard, holder info and installments; returns paid with brand and last four', async () => {
    fake.on('POST', '/v3/payments', {
      status: 200,
      body: {
        id: 'pay_3',
        installment: 'c1d2e3f4-0000-4000-8000-000000000001',
        status: 'CONFIRMED',
        dueDate: '2026-03-15',
        creditCard: { creditCardNumber: '4444', creditCardBrand: 'MASTERCARD' },
      },
    });
    const charge = await gateway.createCharge(input({ method: 'credit_card', card, holderInfo, installments: 3, remoteIp: '200.1.2.3' }));
    expect(calls()).toEqual(['POST /v3/customers', 'POST /v3/payments']);
    expect(fake.requests[1]!.body).toEqual({
      customer: 'cus_000005219613',
      billingType: 'CREDIT_CARD',
      installmentCount: 3,
      totalValue: 1500.5,
      dueDate: '2026-03-15',
      description: 'Hotel Copacabana',
      externalReference: 'pmt-001',
      creditCard: { holderName: 'MARIA SILVA', number: '5555555555554444', expiryMonth: '05', expiryYear: '2030', ccv: '321' },
      creditCardHolderInfo: {
        name: 'Maria Silva',
        email: 'maria@example.com',
        cpfCnpj: '12345678909',
        postalCode: '01310100',
        addressNumber: '150',
        mobilePhone: '11987654321',
      },
      remoteIp: '200.1.2.3',
    });
    expect(charge).toEqual({
      gatewayChargeId: 'installment:c1d2e3f4-0000-4000-8000-000000000001',
      status: 'paid',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(JSON.stringify(charge)).not.toContain(card.number);
  });

  it('a card failing the Luhn check is rejected before any request', async () => {
    await expect(
      gateway.createCharge(input({ method: 'credit_card', card: { ...card, number: '5555555555554445' } })),
    ).rejects.toMatchObject({ kind: 'invalid_card', field: 'number' });
    expect(fake.requests).toHaveLength(0);
  });

  it('a PIX whose QR code cannot be read is cancelled at Asaas and reported unavailable', async () => {
    fake
      .on('POST', '/v3/payments', { status: 200, body: { id: 'pay_4', status: 'PENDING', dueDate: '2026-03-15' } })
      .on('GET', '/v3/payments/pay_4/pixQrCode', { status: 502 })
      .on('DELETE', '/v3/payments/pay_4', { status: 200, body: { deleted: true, id: 'pay_4' } });
    await expect(gateway.createCharge(input())).rejects.toMatchObject({ kind: 'unavailable' });
    expect(calls()).toEqual(['POST /v3/customers', 'POST /v3/payments', 'GET /v3/payments/pay_4/pixQrCode', 'DELETE /v3/payments/pay_4']);
  });

  it('supports only the methods enabled for the account', () => {
    const pixOnly = new AsaasGateway({ apiKey, baseUrl: fake.url, methods: ['pix'] });
    expect([pixOnly.supports('pix'), pixOnly.supports('boleto'), pixOnly.supports('credit_card')]).toEqual([true, false, false]);
  });
});

describe('Asaas adapter: refunds and cancellations', () => {
  it('refunds a payment in full or in part', async () => {
    fake.on('POST', '/v3/payments/pay_1/refund', { status: 200, body: { id: 'pay_1', status: 'REFUNDED' } });
    await expect(gateway.refund('pay_1')).resolves.toEqual({ status: 'refunded' });
    await expect(gateway.refund('pay_1', 5_025)).resolves.toEqual({ status: 'refunded' });
    expect(fake.requests.map((r) => [r.path, r.body])).toEqual([
      ['/v3/payments/pay_1/refund', {}],
      ['/v3/payments/pay_1/refund', { value: 50.25 }],
    ]);
  });

  it('a refund refused because the payment is already refunded is done (alreadyRefunded); other refusals still fail', async () => {
    const refused = { status: 400, body: { errors: [{ code: 'invalid_action', description: 'Cobrança não pode ser estornada' }] } };
    fake
      .on('POST', '/v3/payments/pay_2/refund', refused)
      .on('GET', '/v3/payments/pay_2', { status: 200, body: { id: 'pay_2', status: 'REFUNDED' } });
    await expect(gateway.refund('pay_2')).resolves.toEqual({ status: 'refunded', alreadyRefunded: true });
    expect(calls()).toEqual(['POST /v3/payments/pay_2/refund', 'GET /v3/payments/pay_2']);
    fake
      .on('POST', '/v3/payments/pay_3/refund', refused)
      .on('GET', '/v3/payments/pay_3', { status: 200, body: { id: 'pay_3', status: 'PENDING' } });
    await expect(gateway.refund('pay_3')).rejects.toMatchObject({ kind: 'invalid_request', message: 'Cobrança não pode ser estornada' });
  });

  it('refunds an installment sale as a whole; a requested refund is pending', async () => {
    fake.on('POST', '/v3/installments/c1d2/refund', { status: 200, body: { status: 'REFUND_REQUESTED' } });
    await expect(gateway.refund('installment:c1d2')).resolves.toEqual({ status: 'pending' });
    expect(calls()).toEqual(['POST /v3/installments/c1d2/refund']);
  });

  it('voids an unpaid charge with DELETE', async () => {
    fake.on('DELETE', '/v3/payments/pay_9', { status: 200, body: { deleted: true, id: 'pay_9' } });
    await gateway.voidCharge('pay_9');
    expect(calls()).toEqual(['DELETE /v3/payments/pay_9']);
    expect(fake.requests[0]!.headers.access_token).toBe(apiKey);
  });
});

describe('Asaas adapter: charges found by our reference', () => {
  const listPath = (offset: number) => `/v3/payments?externalReference=pmt-404&offset=${offset}&limit=100`;

  it('lists the charges made under a reference, paged, an installment sale once', async () => {
    fake.on('GET', listPath(0), {
      status: 200,
      body: {
        hasMore: true,
        data: [
          { id: 'pay_1', status: 'CONFIRMED', dueDate: '2026-03-15' },
          { id: 'pay_2', status: 'PENDING', dueDate: '2026-03-15' },
        ],
      },
    });
    fake.on('GET', listPath(100), {
      status: 200,
      body: {
        hasMore: false,
        data: [
          { id: 'pay_3', status: 'REFUNDED', dueDate: '2026-03-15' },
          { id: 'pay_4', status: 'PENDING', installment: 'ins_1', dueDate: '2026-04-15' },
          { id: 'pay_5', status: 'CONFIRMED', installment: 'ins_1', dueDate: '2026-03-15' },
        ],
      },
    });
    await expect(gateway.findCharges('pmt-404')).resolves.toEqual([
      { gatewayChargeId: 'pay_1', status: 'paid' },
      { gatewayChargeId: 'pay_2', status: 'pending' },
      { gatewayChargeId: 'pay_3', status: 'closed' },
      { gatewayChargeId: 'installment:ins_1', status: 'paid' },
    ]);
    expect(calls()).toEqual([`GET ${listPath(0)}`, `GET ${listPath(100)}`]);
  });

  it('none found: an empty list; a gateway failure is an error, not "none"', async () => {
    fake.on('GET', listPath(0), { status: 200, body: { hasMore: false, data: [] } });
    await expect(gateway.findCharges('pmt-404')).resolves.toEqual([]);
    fake.on('GET', listPath(0), { status: 503, body: {} });
    await expect(gateway.findCharges('pmt-404')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
