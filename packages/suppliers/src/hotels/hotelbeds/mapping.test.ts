import { describe, expect, it } from 'vitest';
import { amountToCents } from './amounts';
import { roomBasisOf } from './boards';
import { cancellationTerms } from './cancellation';

describe('Hotelbeds board codes as the contract roomBasis', () => {
  it.each([
    ['RO', 'RO'],
    ['SC', 'RO'],
    ['BB', 'BB'],
    ['CB', 'BB'],
    ['AB', 'BB'],
    ['HB', 'HB'],
    ['MB', 'HB'],
    ['FB', 'FB'],
    ['PC', 'FB'],
    ['AI', 'AI'],
    ['TI', 'AI'],
  ])('%s is %s', (code, basis) => expect(roomBasisOf(code)).toBe(basis));

  it('an unknown code is judged by its name, and promises no meal when the name says none', () => {
    expect(roomBasisOf('XX', 'ALL INCLUSIVE PREMIUM')).toBe('AI');
    expect(roomBasisOf('XX', 'BREAKFAST BUFFET')).toBe('BB');
    expect(roomBasisOf('XX', 'Meia pensão')).toBe('HB');
    expect(roomBasisOf('XX', 'SPECIAL OFFER')).toBe('RO');
  });
});

describe('Hotelbeds amounts', () => {
  it('reads decimal strings and numbers as exact cents', () => {
    expect([amountToCents('123.45'), amountToCents('0.1'), amountToCents('7'), amountToCents(1411.2), amountToCents('10.005')]).toEqual([
      12345, 10, 700, 141120, 1001,
    ]);
    expect(() => amountToCents('12,50')).toThrow('Hotelbeds sent an unreadable amount');
  });
});

describe('Hotelbeds cancellation policies', () => {
  const now = new Date('2026-03-02T12:00:00Z');

  it("the last free day is the day before the first charge, read in the hotel's offset", () => {
    const terms = cancellationTerms(
      {
        rateClass: 'NOR',
        cancellationPolicies: [
          { amount: '50.00', from: '2026-04-08T00:00:00+01:00' },
          { amount: '20.00', from: '2026-04-01T23:59:00-03:00' },
        ],
      },
      now,
    );
    expect(terms).toEqual({
      nonRefundable: false,
      cancellationDeadline: '2026-03-31',
      cancellationPolicies: [
        { amount: 20, from: '2026-04-01T23:59:00-03:00' },
        { amount: 50, from: '2026-04-08T00:00:00+01:00' },
      ],
    });
  });

  it('non-refundable when the class is NRF, a charge already applies, no whole free day is left, or no policy is given', () => {
    const later = [{ amount: '10.00', from: '2026-04-01T00:00:00+00:00' }];
    expect(cancellationTerms({ rateClass: 'NRF', cancellationPolicies: later }, now)).toMatchObject({
      nonRefundable: true,
      cancellationDeadline: null,
    });
    expect(
      cancellationTerms({ rateClass: 'NOR', cancellationPolicies: [{ amount: '10.00', from: '2026-03-01T00:00:00+00:00' }] }, now)
        .nonRefundable,
    ).toBe(true);
    expect(
      cancellationTerms({ rateClass: 'NOR', cancellationPolicies: [{ amount: '10.00', from: '2026-03-02T23:00:00+00:00' }] }, now)
        .nonRefundable,
    ).toBe(true);
    expect(cancellationTerms({ rateClass: 'NOR', cancellationPolicies: [] }, now)).toMatchObject({
      nonRefundable: true,
      cancellationDeadline: null,
    });
    expect(
      cancellationTerms({ rateClass: 'NOR', cancellationPolicies: [{ amount: '10.00', from: '2026-03-04T10:00:00-03:00' }] }, now),
    ).toMatchObject({
      nonRefundable: false,
      cancellationDeadline: '2026-03-03',
    });
  });
});
