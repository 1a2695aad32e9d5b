import { describe, expect, it } from 'vitest';
import { reportUrl } from './report-url';

describe('reportUrl', () => {
  it('carries the format and the filters set, nothing else', () => {
    expect(reportUrl('bookings', 'xlsx', { status: 'confirmed', type: '', customer_id: '' })).toBe(
      '/api/reports/bookings?format=xlsx&status=confirmed',
    );
  });

  it('leaves out a date that is not complete and an end before its start', () => {
    expect(reportUrl('payments', 'csv', { created_from: '2026-03-10', created_to: '2026-03-01' })).toBe(
      '/api/reports/payments?format=csv&created_from=2026-03-10',
    );
    expect(reportUrl('payments', 'csv', { created_from: '2026-03', created_to: '2026-03-31' })).toBe(
      '/api/reports/payments?format=csv&created_to=2026-03-31',
    );
  });
});
