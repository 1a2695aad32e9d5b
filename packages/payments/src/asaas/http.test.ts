import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentError } from '../errors';
import type { ChargeInput } from '../port';
import { FakeAsaas } from './fake-asaas';
import { AsaasGateway } from './gateway';

const number = '4111111111111111';
const now = new Date('2026-03-15T12:00:00Z');
const cardInput: ChargeInput = {
  reference: 'pmt-002',
  amountCents: 9_990,
  method: 'credit_card',
  description: 'Voo GRU-SDU',
  now,
  customer: { name: 'Ana Souza', email: 'ana@example.com', cpfCnpj: '12345678909' },
  card: { holderName: 'ANA SOUZA', number, expiryMonth: '01', expiryYear: '2031', ccv: '999' },
};

let fake: FakeAsaas;
let gateway: AsaasGateway;
beforeAll(async () => {
  fake = await FakeAsaas.start();
  // Generous for a loaded CI machine; the slow-reply test below waits longer than this on purpose.
  gateway = new AsaasGateway({ apiKey: 'key', baseUrl: fake.url, timeoutMs: 1_500 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.on('POST', '/v3/customers', { status: 200, body: { id: 'cus_1' } });
});

async function failure(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentError);
  const err = error as PaymentError;
  // Wherever the error ends up (response, log line, error tracker), the card number is not in it.
  const shown = [err.message, String(err), err.stack, JSON.stringify(err), inspect(err, { depth: 5 })].join('\n');
  expect(shown).not.toContain(number);
  expect(shown).not.toMatch(/4111[ -]?1111[ -]?1111[ -]?1111/);
  return err;
}

describe('Asaas adapter: error mapping', () => {
  it('HTTP 400 invalid_creditCard is declined, even when Asaas echoes the card number', async () => {
    fake.on('POST', '/v3/payments', {
      status: 400,
      body: { errors: [{ code: 'invalid_creditCard', description: `Transação não autorizada para o cartão ${number}.` }] },
    });
    const error = await failure(gateway.createCharge(cardInput));
    expect(error.kind).toBe('declined');
    expect(error.gatewayCode).toBe('invalid_creditCard');
    expect(error.message).toBe('Card declined: Transação não autorizada para o cartão ****1111.');
    expect((fake.requests[1]!.body as { creditCard: { number: string } }).creditCard.number).toBe(number);
  });

  it('another HTTP 400 is invalid_request with the gateway reason', async () => {
    fake.on('POST', '/v3/payments', { status: 400, body: { errors: [{ code: 'invalid_postalCode', description: 'CEP inválido.' }] } });
    const error = await failure(gateway.createCharge(cardInput));
    expect([error.kind, error.message, error.gatewayCode]).toEqual(['invalid_request', 'CEP inválido.', 'invalid_postalCode']);
  });

  it.each([401, 403])('HTTP %i is auth', async (status) => {
    fake.on('POST', '/v3/customers', { status, body: { errors: [{ code: 'invalid_access_token', description: 'Token inválido' }] } });
    const error = await failure(gateway.createCharge(cardInput));
    expect([error.kind, error.message]).toEqual(['auth', 'Payment gateway rejected the API key']);
  });

  it.each([500, 503, 429])('HTTP %i is unavailable', async (status) => {
    fake.on('POST', '/v3/payments', { status, body: { message: `boom ${number}` } });
    const error = await failure(gateway.createCharge(cardInput));
    expect([error.kind, error.message]).toEqual(['unavailable', `Payment gateway error (HTTP ${status})`]);
  });

  it('a reply slower than the timeout is unavailable', async () => {
    fake.on('POST', '/v3/payments', { status: 200, body: { id: 'pay_late' }, delayMs: 4_000 });
    const started = Date.now();
    const error = await failure(gateway.createCharge(cardInput));
    expect([error.kind, error.message]).toEqual(['unavailable', 'Payment gateway timed out']);
    // Gave up at the 1.5 s timeout, well before the 4 s reply.
    expect(Date.now() - started).toBeLessThan(3_500);
  });

  it('an unreachable server is unavailable', async () => {
    const closed = await FakeAsaas.start();
    await closed.close();
    const offline = new AsaasGateway({ apiKey: 'key', baseUrl: closed.url, timeoutMs: 2_000 });
    const error = await failure(offline.createCharge(cardInput));
    expect([error.kind, error.message]).toEqual(['unavailable', 'Payment gateway unreachable']);
  });

  it('a non-JSON success reply is unavailable; an unknown charge is invalid_request', async () => {
    fake.on('POST', '/v3/payments/pay_x/refund', { status: 200, body: undefined });
    expect((await failure(gateway.refund('pay_x'))).kind).toBe('unavailable');
    expect((await failure(gateway.refund('pay_missing'))).kind).toBe('invalid_request');
  });
});
