import { describe, expect, it } from 'vitest';
import { otherMetadata, paymentOf, supplierOf } from './booking-metadata';

describe('booking metadata summary', () => {
  it("a hotel booking's supplier issue is read from metadata.supplier", () => {
    expect(supplierOf({ supplier: { mode: 'manual', status: 'awaiting_issue', locator: null } })).toEqual({
      mode: 'manual',
      status: 'awaiting_issue',
      locator: undefined,
      provider: undefined,
    });
    expect(supplierOf({})).toBeNull();
  });

  it('a payment shows its card as brand and last four digits only', () => {
    expect(paymentOf({ payment: { method: 'credit_card', status: 'paid', amount: 1500, card_brand: 'Visa', card_last4: '4242' } })).toMatchObject({
      method: 'credit_card',
      amount: 1500,
      card: 'Visa •••• 4242',
    });
    expect(paymentOf({ payment: 'x' })).toBeNull();
  });

  it('other keys are listed with Portuguese names where known, long values shortened', () => {
    const entries = otherMetadata({ supplier: {}, special_requests: 'Andar alto', campaign: { a: 'x'.repeat(200) } });
    expect(entries[0]).toEqual(['Pedidos especiais', 'Andar alto']);
    expect(entries[1]![0]).toBe('campaign');
    expect(entries[1]![1].length).toBeLessThanOrEqual(118);
    expect(entries).toHaveLength(2);
  });
});
