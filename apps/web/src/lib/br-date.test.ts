import { describe, expect, it } from 'vitest';
import { brToIso, dateProblem, isoToBr, maskDate } from './br-date';

describe('dd/mm/aaaa dates', () => {
  it('are masked as typed and travel as YYYY-MM-DD', () => {
    expect(maskDate('1012')).toBe('10/12');
    expect(maskDate('10122026')).toBe('10/12/2026');
    expect(brToIso('10/12/2026')).toBe('2026-12-10');
    expect(isoToBr('2026-12-10')).toBe('10/12/2026');
  });

  it('an incomplete or impossible date is named as such', () => {
    expect(dateProblem('10/12')).toBe('Data incompleta: use dd/mm/aaaa.');
    expect(dateProblem('31/02/2026')).toBe('Data inválida.');
    expect(dateProblem('')).toBeUndefined();
    expect(brToIso('31/02/2026')).toBeNull();
  });
});
