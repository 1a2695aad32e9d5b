import { describe, expect, it } from 'vitest';
import { toBookInput, validateBookForm } from './hotel-booking';
import { EMPTY_CARD, maskCardNumber, maskExpiry } from './payment-card';
import { splitName } from './person-name';

const guest = { firstName: 'Maria', lastName: 'Silva' };

describe('hotel book form', () => {
  it('splits a client name into first and last name', () => {
    expect(splitName('Maria da Silva')).toEqual({ firstName: 'Maria', lastName: 'da Silva' });
  });

  it('masks card number and expiry as typed', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('122030')).toBe('12/2030');
  });

  it('asks for a client, guest names and, for card, every card field', () => {
    const errors = validateBookForm({
      customerId: null,
      guests: [{ firstName: '', lastName: '' }],
      method: 'credit_card',
      card: EMPTY_CARD,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'card.ccv',
      'card.expiry',
      'card.holderName',
      'card.number',
      'customer',
      'guests.0.firstName',
      'guests.0.lastName',
    ]);
  });

  it('sends PIX without card data and card with digits only', () => {
    expect(toBookInput('pbk_1', { customerId: 'c1', guests: [guest], method: 'pix', card: EMPTY_CARD }).payment).toEqual({ method: 'pix' });
    const card = { holderName: 'MARIA SILVA', number: '4111 1111 1111 1111', expiry: '12/2030', ccv: '123', installments: 3 };
    expect(toBookInput('pbk_1', { customerId: 'c1', guests: [guest], method: 'credit_card', card }).payment).toEqual({
      method: 'credit_card',
      installments: 3,
      credit_card: { holder_name: 'MARIA SILVA', number: '4111111111111111', expiry_month: '12', expiry_year: '2030', ccv: '123' },
    });
  });
});
