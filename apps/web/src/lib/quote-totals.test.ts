import { describe, expect, it } from 'vitest';
import { quoteTotals } from './quote-totals';

describe('quoteTotals', () => {
  it('sums quantity times unit price', () => {
    expect(quoteTotals([{ quantity: 2, unitPriceCents: 10_050 }], 'none', 0)).toEqual({
      subtotalCents: 20_100,
      discountCents: 0,
      totalCents: 20_100,
    });
  });
  it('takes a percentage of the subtotal, rounded to cents', () => {
    expect(quoteTotals([{ quantity: 3, unitPriceCents: 3_333.3 }], 'percentage', 10)).toEqual({
      subtotalCents: 10_000,
      discountCents: 1_000,
      totalCents: 9_000,
    });
  });
  it('never discounts more than the subtotal', () => {
    expect(quoteTotals([{ quantity: 1, unitPriceCents: 500 }], 'fixed', 900).totalCents).toBe(0);
  });
});
