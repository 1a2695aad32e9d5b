import { describe, expect, it } from 'vitest';
import { ledgerQuery } from './ledger-query';

const NONE = { status: '', supplier: '', currency: '', due_from: '', due_to: '' };

describe('ledgerQuery', () => {
  it('asks for the open entries when no situation is chosen, as the API does', () => {
    expect(ledgerQuery(NONE)).toEqual({ status: 'open' });
  });

  it('carries the filters set', () => {
    expect(ledgerQuery({ status: 'all', supplier: 'hotelbeds', currency: 'EUR', due_from: '2026-12-01', due_to: '2026-12-31' })).toEqual({
      status: 'all',
      supplier: 'hotelbeds',
      currency: 'EUR',
      due_from: '2026-12-01',
      due_to: '2026-12-31',
    });
  });

  it('leaves out what the API would refuse: unknown values, half dates, an end before its start', () => {
    expect(ledgerQuery({ status: 'late', supplier: 'toString', currency: 'XYZ', due_from: '2026-12', due_to: '' })).toEqual({
      status: 'open',
    });
    expect(ledgerQuery({ ...NONE, due_from: '2026-12-10', due_to: '2026-12-01' })).toEqual({ status: 'open', due_from: '2026-12-10' });
  });
});
