import { describe, expect, it } from 'vitest';
import { decimalOf, quoteTotals } from './totals';

const line = (quantity: number, unitPrice: number) => ({ quantity: decimalOf(quantity), unitPrice: decimalOf(unitPrice) });
const asText = (t: ReturnType<typeof quoteTotals>) => ({
  subtotal: t.subtotal.toFixed(2),
  discountAmount: t.discountAmount.toFixed(2),
  total: t.total.toFixed(2),
});

describe('quoteTotals (pure)', () => {
  it.each([
    ['no discount', [line(2, 100)], null, { subtotal: '200.00', discountAmount: '0.00', total: '200.00' }],
    [
      '3 x 33.333 with 10%',
      [line(3, 33.333)],
      { type: 'percentage', value: 10 },
      { subtotal: '100.00', discountAmount: '10.00', total: '90.00' },
    ],
    ['half a cent rounds up', [line(1, 10.005)], null, { subtotal: '10.01', discountAmount: '0.00', total: '10.01' }],
    ['just under half a cent rounds down', [line(1, 10.0049)], null, { subtotal: '10.00', discountAmount: '0.00', total: '10.00' }],
    [
      'percentage half cent',
      [line(1, 100.05)],
      { type: 'percentage', value: 10 },
      { subtotal: '100.05', discountAmount: '10.01', total: '90.04' },
    ],
    [
      'fractional percentage',
      [line(1, 99.99)],
      { type: 'percentage', value: 33.3333 },
      { subtotal: '99.99', discountAmount: '33.33', total: '66.66' },
    ],
    ['fixed', [line(1, 50)], { type: 'fixed', value: 20 }, { subtotal: '50.00', discountAmount: '20.00', total: '30.00' }],
    ['fixed above subtotal', [line(1, 50)], { type: 'fixed', value: 80 }, { subtotal: '50.00', discountAmount: '50.00', total: '0.00' }],
    ['rounds the sum, not each line', [line(1, 0.005), line(1, 0.005)], null, { subtotal: '0.01', discountAmount: '0.00', total: '0.01' }],
  ] as const)('%s', (_case, lines, discount, expected) => {
    expect(asText(quoteTotals(lines, discount))).toEqual(expected);
  });
});
