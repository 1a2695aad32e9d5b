import { describe, expect, it } from 'vitest';
import { formatCentsInput, formatCount, formatDate, formatDateRange, formatDateTime, formatMoney, formatQuantity, toCents } from './format';

// Intl separates "R$" from the amount with a no-break space.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes reais as Brazilians do: R$ 1.234,56', () => {
    expect(formatMoney(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
  });
  it('names another currency by its symbol and shows a dash for no amount', () => {
    expect(formatMoney(10, 'USD')).toBe(`US$${NBSP}10,00`);
    expect(formatMoney(null)).toBe('—');
  });
  it('still shows the amount of a currency code Intl does not know', () => {
    expect(formatMoney(5, 'NOPE1')).toBe('NOPE1 5.00');
  });
});

describe('dates', () => {
  it('formatDate reads a calendar date as text, so no time zone moves the day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T02:00:00Z')).toBe('01/03/2026');
    expect(formatDate(undefined)).toBe('—');
  });
  it('formatDateTime shows the moment in São Paulo time', () => {
    expect(formatDateTime('2026-03-01T02:30:00Z')).toBe('28/02/2026, 23:30');
  });
  it('formatDateRange joins two days and collapses one', () => {
    expect(formatDateRange('2026-03-12', '2026-03-19')).toBe('12/03/2026 – 19/03/2026');
    expect(formatDateRange('2026-03-12', '2026-03-12')).toBe('12/03/2026');
    expect(formatDateRange(null, null)).toBe('—');
  });
});

describe('numbers', () => {
  it('counts and quantities use the Brazilian separators', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatQuantity(1.5)).toBe('1,5');
  });
  it('money inputs work in whole cents', () => {
    expect(formatCentsInput(123456)).toBe('1.234,56');
    expect(formatCentsInput(null)).toBe('');
    expect(toCents(19.99)).toBe(1999);
  });
});
