import { describe, expect, it } from 'vitest';
import { PaymentError, redactCardNumbers } from './errors';

describe('PaymentError', () => {
  it('masks card-number-like digit runs in its message, keeping the last four', () => {
    const error = new PaymentError('declined', 'Card 4111 1111 1111 1111 refused; also 5555-5555-5555-4444');
    expect(error.message).toBe('Card ****1111 refused; also ****4444');
    expect(error.kind).toBe('declined');
  });

  it('leaves short numbers such as amounts, CEPs and CPFs alone', () => {
    expect(redactCardNumbers('R$ 1500.00, CEP 01310-100, CPF 12345678909')).toBe('R$ 1500.00, CEP 01310-100, CPF 12345678909');
  });
});
