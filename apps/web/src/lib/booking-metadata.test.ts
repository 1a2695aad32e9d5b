import { describe, expect, it } from 'vitest';
import { otherMetadata, supplierOf } from './booking-metadata';

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

  it("a Duffel flight's supplier, locator and order id are read from metadata.supplier", () => {
    expect(
      supplierOf({ supplier: { mode: 'automatic', status: 'issued', locator: 'ABC123', name: 'duffel', order_id: 'ord_0001' } }),
    ).toEqual({
      mode: 'automatic',
      status: 'issued',
      locator: 'ABC123',
      provider: 'duffel',
      orderId: 'ord_0001',
    });
  });

  it('other keys are listed with Portuguese names where known, long values shortened', () => {
    const entries = otherMetadata({ supplier: {}, special_requests: 'Andar alto', campaign: { a: 'x'.repeat(200) } });
    expect(entries[0]).toEqual(['Pedidos especiais', 'Andar alto']);
    expect(entries[1]![0]).toBe('campaign');
    expect(entries[1]![1].length).toBeLessThanOrEqual(118);
    expect(entries).toHaveLength(2);
  });
});
