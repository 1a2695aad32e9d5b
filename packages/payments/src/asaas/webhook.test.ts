import { describe, expect, it } from 'vitest';
import { AsaasGateway } from './gateway';

const secret = 'team-a-asaas-webhook-token';
const gateway = new AsaasGateway({ apiKey: 'key', baseUrl: 'http://127.0.0.1:9' });
const headers = { 'asaas-access-token': secret, 'content-type': 'application/json' };
const delivery = (event: string, payment: Record<string, unknown> | null = {}) =>
  JSON.stringify({
    id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
    event,
    dateCreated: '2026-03-15 10:31:00',
    ...(payment
      ? {
          payment: {
            object: 'payment',
            id: 'pay_1',
            externalReference: 'pmt-001',
            status: 'RECEIVED',
            billingType: 'PIX',
            value: 1500.5,
            ...payment,
          },
        }
      : {}),
  });

describe('Asaas webhooks', () => {
  it('PAYMENT_RECEIVED is paid, with our reference and the amount in cents', () => {
    expect(gateway.parseWebhook(headers, delivery('PAYMENT_RECEIVED'), secret)).toEqual({
      eventId: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      kind: 'paid',
      gatewayEventType: 'PAYMENT_RECEIVED',
      gatewayChargeId: 'pay_1',
      reference: 'pmt-001',
      amountCents: 150_050,
    });
  });

  it.each([
    ['PAYMENT_CONFIRMED', 'paid'],
    ['PAYMENT_REFUNDED', 'refunded'],
    ['PAYMENT_DELETED', 'cancelled'],
    ['PAYMENT_OVERDUE', 'expired'],
    ['PAYMENT_CREDIT_CARD_CAPTURE_REFUSED', 'failed'],
    ['PAYMENT_CREATED', 'ignored'],
    ['PAYMENT_PARTIALLY_REFUNDED', 'ignored'],
  ])('%s is %s', (event, kind) => {
    expect(gateway.parseWebhook(headers, delivery(event), secret).kind).toBe(kind);
  });

  it('installment payments point at the installment sale, events without a payment are ignored', () => {
    expect(gateway.parseWebhook(headers, delivery('PAYMENT_CONFIRMED', { installment: 'c1d2' }), secret).gatewayChargeId).toBe(
      'installment:c1d2',
    );
    const transfer = gateway.parseWebhook(headers, delivery('TRANSFER_DONE', null), secret);
    expect([transfer.kind, transfer.gatewayChargeId, transfer.reference]).toEqual(['ignored', null, null]);
  });

  it('a wrong or missing asaas-access-token is an auth error', () => {
    const body = delivery('PAYMENT_RECEIVED');
    expect(() => gateway.parseWebhook({ 'asaas-access-token': 'other' }, body, secret)).toThrowError(
      expect.objectContaining({ kind: 'auth' }),
    );
    expect(() => gateway.parseWebhook({}, body, secret)).toThrowError(expect.objectContaining({ kind: 'auth' }));
    expect(() => gateway.parseWebhook(headers, body, 'another-team-token')).toThrowError(expect.objectContaining({ kind: 'auth' }));
  });

  it('a redelivery carries the same event id, so the core can drop it', () => {
    const body = delivery('PAYMENT_RECEIVED');
    const ids = [body, body].map((b) => gateway.parseWebhook(new Headers(headers), b, secret).eventId);
    expect(ids[0]).toBe(ids[1]);
  });

  it('a body that is not an Asaas event is invalid_request', () => {
    expect(() => gateway.parseWebhook(headers, 'not json', secret)).toThrowError(expect.objectContaining({ kind: 'invalid_request' }));
    expect(() => gateway.parseWebhook(headers, '{"event":"PAYMENT_RECEIVED"}', secret)).toThrowError(
      expect.objectContaining({ kind: 'invalid_request' }),
    );
  });
});
