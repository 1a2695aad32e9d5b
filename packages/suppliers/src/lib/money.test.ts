import { describe, expect, it } from 'vitest';
import { centsToReais, percentOfCents, roundToReais } from './money';

describe('money in cents', () => {
  it('turns cents into reais with at most two decimals', () => {
    expect(centsToReais(1234567)).toBe(12345.67);
    expect(centsToReais(10)).toBe(0.1);
    expect(String(centsToReais(1999))).toBe('19.99');
  });

  it('refuses fractional cents', () => {
    expect(() => centsToReais(10.5)).toThrow(RangeError);
  });

  it('takes a percent of cents rounding half up to a cent', () => {
    expect(percentOfCents(938100, 10)).toBe(93810);
    expect(percentOfCents(12345, 10)).toBe(1235);
    expect(percentOfCents(100000, 7.25)).toBe(7250);
    expect(percentOfCents(100000, 0)).toBe(0);
  });

  it('adds amounts without float drift', () => {
    const cents = [10, 20, 30, 1, 2].reduce((sum, c) => sum + c, 0);
    expect(centsToReais(cents)).toBe(0.63);
  });

  it('rounds shelf fares to whole reais', () => {
    expect(roundToReais(199_949)).toBe(199_900);
    expect(roundToReais(199_950)).toBe(200_000);
  });
});
