import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedRate, converterToReais, minorDigits, normalDecimal, roundHalfUp, toReaisCents } from './money';

// Rates as PTAX writes them (4 decimals, 0.0001 to 99.9999) and spreads up to 20% with two decimals.
const rate = fc.integer({ min: 1, max: 999_999 }).map((n) => normalDecimal((n / 10_000).toFixed(4)));
const spread = fc.integer({ min: 0, max: 2_000 }).map((n) => normalDecimal((n / 100).toFixed(2)));
const minor = fc.integer({ min: 0, max: 1_000_000_000 });

/** The same arithmetic with exact rationals written out longhand, to check the helper against. */
function referenceCents(amountMinor: number, rateText: string, spreadText: string): bigint {
  const [ri, rf = ''] = rateText.split('.');
  const [si, sf = ''] = spreadText.split('.');
  const r = BigInt(ri! + rf);
  const rDen = 10n ** BigInt(rf.length);
  const s = BigInt(si! + sf);
  const sDen = 10n ** BigInt(sf.length) * 100n;
  // cents = minor * r/rDen * (sDen + s)/sDen, half up
  const num = BigInt(amountMinor) * r * (sDen + s);
  const den = rDen * sDen;
  const whole = num / den;
  return (num - whole * den) * 2n >= den ? whole + 1n : whole;
}

describe('lib/money: foreign amounts in reais', () => {
  it('roundHalfUp rounds halves up and everything else to the nearest', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(roundHalfUp(149n, 100n)).toBe(1n);
    expect(roundHalfUp(150n, 100n)).toBe(2n);
    expect(roundHalfUp(0n, 7n)).toBe(0n);
  });

  it('the applied rate keeps every digit: 5.3979 at 3.5% is 5.5868265', () => {
    expect(appliedRate('5.3979', '3.5')).toBe('5.5868265');
    expect(appliedRate('5.3979', '0')).toBe('5.3979');
  });

  it('EUR 100.00 at 5.5868265 is R$ 558.68; JPY 1000 at 0.0371 is R$ 37.10', () => {
    expect(toReaisCents({ minor: 10_000, currency: 'EUR' }, '5.5868265')).toBe(55_868);
    expect(minorDigits('JPY')).toBe(0);
    expect(toReaisCents({ minor: 1_000, currency: 'JPY' }, '0.0371')).toBe(3_710);
  });

  it('for any amount, rate and spread: one half-up rounding of the exact product (2,000 runs)', () => {
    fc.assert(
      fc.property(minor, rate, spread, (amount, r, s) => {
        const cents = converterToReais('EUR', appliedRate(r, s))(amount);
        expect(BigInt(cents)).toBe(referenceCents(amount, r, s));
      }),
      { numRuns: 2_000 },
    );
  });

  it('conversion is monotonic: more supplier money never costs the customer fewer reais', () => {
    fc.assert(
      fc.property(minor, minor, rate, (a, b, r) => {
        const convert = converterToReais('USD', r);
        if (a <= b) expect(convert(a)).toBeLessThanOrEqual(convert(b));
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuses what is not money: negative or fractional minor units, malformed rates', () => {
    expect(() => converterToReais('EUR', '5.1')(-1)).toThrow(RangeError);
    expect(() => converterToReais('EUR', '5.1')(1.5)).toThrow(RangeError);
    expect(() => appliedRate('5,1', '0')).toThrow(RangeError);
    expect(() => appliedRate('-5', '0')).toThrow(RangeError);
  });
});
