import { describe, expect, it } from 'vitest';
import { rateText } from './rate-text';

describe('rateText', () => {
  it('names the applied rate with every digit, the source and its day, and the spread when there is one', () => {
    expect(rateText({ rate: '5.8123', applied_rate: '5.928546', spread_percent: '2', source: 'ptax', date: '2026-11-27' }, 'EUR')).toBe(
      'R$ 5,928546 por EUR: PTAX de venda de 27/11/2026 (R$ 5,8123 + 2%)',
    );
  });

  it("says an agency's own rate, without a zero spread", () => {
    expect(rateText({ rate: '5.4321', appliedRate: '5.4321', spreadPercent: '0.00', source: 'agency', date: '2026-11-28' }, 'USD')).toBe(
      'R$ 5,4321 por USD: Taxa da agência de 28/11/2026',
    );
  });
});
