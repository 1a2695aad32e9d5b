import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { PaymentError } from '../errors';
import type { ChargeInput } from '../port';
import { SANDBOX_DECLINED_CARD, SandboxGateway } from './gateway';

const token = 'whsec_team_a_0123456789';
const gateway = new SandboxGateway({ webhookToken: token, merchant: { name: 'Agencia Teste', city: 'Rio de Janeiro' } });
const now = new Date('2026-03-15T12:00:00Z');
const reference = '5f0c6a4e-8f7b-4c1e-9d2a-0b1c2d3e4f50';

const input = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  reference,
  amountCents: 150_050,
  method: 'pix',
  description: 'Hotel Copacabana, 3 noites',
  customer: { name: 'Maria Silva', email: 'maria@example.com', cpfCnpj: '12345678909' },
  now,
  ...over,
});
const card = (number: string) => ({ holderName: 'MARIA SILVA', number, expiryMonth: '12', expiryYear: '2030', ccv: '123' });

async function failure(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

describe('sandbox gateway: charges', () => {
  it('supports pix, boleto and credit_card', () => {
    expect(['pix', 'boleto', 'credit_card'].every((m) => gateway.supports(m as 'pix'))).toBe(true);
  });

  it('pix is pending with a BR Code, a PNG QR code and a 30-minute expiry', async () => {
    const charge = await gateway.createCharge(input());
    expect(charge.status).toBe('pending');
    expect(charge.pix?.code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(charge.pix?.code).toContain('54071500.50');
    expect(Buffer.from(charge.pix!.qrPngBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(charge.pix?.expiresAt.toISOString()).toBe('2026-03-15T12:30:00.000Z');
  });

  it('boleto is pending with a valid 47-digit line due in 3 days (Brasília calendar)', async () => {
    const charge = await gateway.createCharge(input({ method: 'boleto', now: new Date('2026-03-16T01:30:00Z') }));
    expect(charge.status).toBe('pending');
    expect(isValidBoleto(charge.boleto!.digitableLine)).toBe(true);
    expect(charge.boleto?.digitableLine.slice(-10)).toBe('0000150050');
    expect(charge.boleto?.dueDate).toBe('2026-03-18'); // 22:30 on the 15th in Brasília
    expect(charge.boleto?.expiresAt.toISOString()).toBe('2026-03-19T02:59:59.000Z');
  });

  it('gives every charge its own id', async () => {
    const [a, b] = await Promise.all([gateway.createCharge(input()), gateway.createCharge(input())]);
    expect(a.gatewayChargeId).not.toBe(b.gatewayChargeId);
  });

  it('a valid card is paid at once and only brand and last four come back', async () => {
    const charge = await gateway.createCharge(input({ method: 'credit_card', card: card('5555555555554444'), installments: 12 }));
    expect(charge.status).toBe('paid');
    expect(charge.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(JSON.stringify(charge)).not.toContain('5555555555554444');
  });

  it(`card ${SANDBOX_DECLINED_CARD} is declined, without the number in the error`, async () => {
    const error = await failure(gateway.createCharge(input({ method: 'credit_card', card: card(SANDBOX_DECLINED_CARD) })));
    expect(error.kind).toBe('declined');
    expect(`${error.message} ${JSON.stringify(error)} ${error.stack}`).not.toContain(SANDBOX_DECLINED_CARD);
  });

  it('a card failing the Luhn check is invalid_card', async () => {
    const error = await failure(gateway.createCharge(input({ method: 'credit_card', card: card('4000000000000003') })));
    expect([error.kind, error.field]).toEqual(['invalid_card', 'number']);
  });

  it.each([0, 13])('%i installments is invalid_request', async (installments) => {
    const error = await failure(gateway.createCharge(input({ method: 'credit_card', card: card('4111111111111111'), installments })));
    expect([error.kind, error.field]).toEqual(['invalid_request', 'installments']);
  });

  it('credit_card without card data is invalid_request', async () => {
    const error = await failure(gateway.createCharge(input({ method: 'credit_card' })));
    expect(error.message).toBe('credit_card data is required');
  });

  it.each([0, -100, 10.5])('amount %s cents is invalid_request', async (amountCents) => {
    expect((await failure(gateway.createCharge(input({ amountCents })))).kind).toBe('invalid_request');
  });

  it('refund and void accept sandbox charges and reject unknown ids', async () => {
    const charge = await gateway.createCharge(input({ method: 'credit_card', card: card('4111111111111111') }));
    await expect(gateway.refund(charge.gatewayChargeId)).resolves.toEqual({ status: 'refunded' });
    await expect(gateway.voidCharge(charge.gatewayChargeId)).resolves.toBeUndefined();
    expect((await failure(gateway.refund('pay_123'))).kind).toBe('invalid_request');
  });

  it('a partial refund takes a positive whole number of cents', async () => {
    const charge = await gateway.createCharge(input({ method: 'credit_card', card: card('4111111111111111') }));
    await expect(gateway.refund(charge.gatewayChargeId, 1_234)).resolves.toEqual({ status: 'refunded' });
    for (const amountCents of [0, -1, 12.5])
      expect((await failure(gateway.refund(charge.gatewayChargeId, amountCents))).kind).toBe('invalid_request');
  });
});

describe('sandbox gateway: simulated payment webhook', () => {
  it('simulatePayment gives a request that parseWebhook reads as paid for our reference', async () => {
    const charge = await gateway.createCharge(input());
    const request = gateway.simulatePayment(charge.gatewayChargeId, now);
    expect(request.headers['x-sandbox-webhook-token']).toBe(token);
    const event = gateway.parseWebhook(new Headers(request.headers), request.body, token);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^evt_sbx_/),
      kind: 'paid',
      gatewayEventType: 'charge.paid',
      gatewayChargeId: charge.gatewayChargeId,
      reference,
      amountCents: 150_050,
    });
  });

  it('works from another instance (no memory needed) and with Node-style headers and a Buffer body', async () => {
    const charge = await gateway.createCharge(input({ method: 'boleto' }));
    const other = new SandboxGateway({ webhookToken: token });
    const request = other.simulatePayment(charge.gatewayChargeId);
    const headers = { 'X-Sandbox-Webhook-Token': request.headers['x-sandbox-webhook-token'] };
    expect(other.parseWebhook(headers, Buffer.from(request.body), token).reference).toBe(reference);
  });

  it('a wrong, missing or empty token is an auth error', async () => {
    const charge = await gateway.createCharge(input());
    const request = gateway.simulatePayment(charge.gatewayChargeId);
    const parse =
      (headers: Record<string, string>, secret = token) =>
      () =>
        gateway.parseWebhook(headers, request.body, secret);
    for (const run of [
      parse({ 'x-sandbox-webhook-token': 'whsec_team_b' }),
      parse({}),
      parse({ 'x-sandbox-webhook-token': '' }, ''),
      parse(request.headers, 'whsec_other_team'),
    ]) {
      expect(run).toThrowError(expect.objectContaining({ kind: 'auth' }));
    }
  });

  it('a redelivered request keeps its event id; each simulated payment has a new one', async () => {
    const charge = await gateway.createCharge(input());
    const first = gateway.simulatePayment(charge.gatewayChargeId);
    const again = gateway.simulatePayment(charge.gatewayChargeId);
    const ids = [first, first, again].map((r) => gateway.parseWebhook(r.headers, r.body, token).eventId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('a malformed body with a good token is invalid_request; unknown charges cannot be simulated', () => {
    const headers = { 'x-sandbox-webhook-token': token };
    expect(() => gateway.parseWebhook(headers, '{not json', token)).toThrowError(expect.objectContaining({ kind: 'invalid_request' }));
    expect(() => gateway.parseWebhook(headers, '{"id":"x"}', token)).toThrowError(expect.objectContaining({ kind: 'invalid_request' }));
    expect(() => gateway.simulatePayment('sbx.pix.nothex.100.abc')).toThrowError(expect.objectContaining({ kind: 'invalid_request' }));
  });
});
