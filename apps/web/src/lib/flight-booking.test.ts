import { describe, expect, it } from 'vitest';
import {
  ageProblem,
  emptyPassenger,
  passengersFor,
  toFlightBookInput,
  toFlightFormErrors,
  validateFlightBookForm,
  type FlightBookFormValues,
} from './flight-booking';
import { EMPTY_CARD } from './payment-card';

const adult = {
  ...emptyPassenger('adult'),
  firstName: 'Maria',
  lastName: 'Silva',
  gender: 'F' as const,
  birthDate: '15/04/1990',
  documentNumber: '529.982.247-25',
};
const values: FlightBookFormValues = {
  customerId: 'c1',
  passengers: [adult],
  contactEmail: 'maria@example.com',
  contactPhone: '(11) 98765-4321',
  method: 'pix',
  card: EMPTY_CARD,
  notes: '',
};

describe('flight passengers', () => {
  it('gives one form per traveller of the search, adults first', () => {
    expect(passengersFor({ adults: 2, children: 1, infants: 1 }).map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
  });

  it('checks the age of each type on the day of departure', () => {
    expect(ageProblem('adult', '2018-03-11', '2030-03-10')).toBeDefined();
    expect(ageProblem('adult', '2018-03-10', '2030-03-09')).toBeDefined();
    expect(ageProblem('adult', '2018-03-09', '2030-03-09')).toBeUndefined();
    expect(ageProblem('child', '2028-03-11', '2030-03-10')).toBeDefined();
    expect(ageProblem('child', '2028-03-10', '2030-03-10')).toBeUndefined();
    expect(ageProblem('infant', '2028-03-11', '2030-03-10')).toBeUndefined();
    expect(ageProblem('infant', '2028-03-10', '2030-03-10')).toBeDefined();
  });
});

describe('flight book form', () => {
  it('passes a complete form', () => {
    expect(validateFlightBookForm(values, '2030-03-10')).toEqual({});
  });

  it('asks for client, names, birth date, document, contact and every card field', () => {
    const errors = validateFlightBookForm(
      { ...values, customerId: null, passengers: [emptyPassenger('adult')], contactEmail: 'x', contactPhone: '11', method: 'credit_card' },
      '2030-03-10',
    );
    expect(Object.keys(errors).sort()).toEqual([
      'card.ccv',
      'card.expiry',
      'card.holderName',
      'card.number',
      'contactEmail',
      'contactPhone',
      'customer',
      'passengers.0.birthDate',
      'passengers.0.documentNumber',
      'passengers.0.firstName',
      'passengers.0.lastName',
    ]);
  });

  it('refuses a CPF with wrong check digits', () => {
    const errors = validateFlightBookForm({ ...values, passengers: [{ ...adult, documentNumber: '529.982.247-26' }] }, '2030-03-10');
    expect(errors['passengers.0.documentNumber']).toMatch(/CPF inválido/);
  });

  it('builds the book request with ISO dates, CPF digits and card data', () => {
    const card = { holderName: 'MARIA SILVA', number: '4111 1111 1111 1111', expiry: '12/2030', ccv: '123', installments: 3 };
    expect(toFlightBookInput('fpbk_1', { ...values, method: 'credit_card', card, notes: ' janela ' })).toEqual({
      prebook_token: 'fpbk_1',
      customer_id: 'c1',
      passengers: [
        {
          type: 'adult',
          first_name: 'Maria',
          last_name: 'Silva',
          gender: 'F',
          birth_date: '1990-04-15',
          document_type: 'cpf',
          document_number: '52998224725',
          document_country: 'BR',
        },
      ],
      contact_email: 'maria@example.com',
      contact_phone: '(11) 98765-4321',
      payment: {
        method: 'credit_card',
        installments: 3,
        credit_card: { holder_name: 'MARIA SILVA', number: '4111111111111111', expiry_month: '12', expiry_year: '2030', ccv: '123' },
      },
      notes: 'janela',
    });
    expect(toFlightBookInput('fpbk_1', values).payment).toEqual({ method: 'pix' });
  });
});

describe('flight book errors from core', () => {
  it('puts core field errors under the form fields, age rules in Portuguese', () => {
    expect(
      toFlightFormErrors({
        'passengers.0.birth_date': 'an adult must be 12 or older on the departure date',
        'passengers.1.document_number': 'CPF inválido: confira os dígitos.',
        contact_email: 'E-mail inválido.',
        'payment.credit_card.expiry_month': 'must be 2 digits',
      }),
    ).toEqual({
      'passengers.0.birthDate': 'Adulto deve ter 12 anos ou mais na data do voo.',
      'passengers.1.documentNumber': 'CPF inválido: confira os dígitos.',
      contactEmail: 'E-mail inválido.',
      'card.expiry': 'must be 2 digits',
    });
  });
});
