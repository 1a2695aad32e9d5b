import { describe, expect, it } from 'vitest';
import { bookingFormToInput, emptyBookingForm, emptyPassenger, validateBookingForm } from './booking-form';

const customer = { id: '6f1c2b1e-8a54-4a53-9b0a-1d2f3e4a5b6c', name: 'Ana Souza', email: 'ana@example.com' };

describe('manual booking form', () => {
  it('a client and a title are required', () => {
    expect(validateBookingForm(emptyBookingForm(null))).toEqual({
      customer_id: 'Escolha o cliente da reserva.',
      title: 'Informe um título para a reserva.',
    });
  });

  it('the end may not come before the start', () => {
    const form = { ...emptyBookingForm(customer), title: 'Férias', start_date: '10/07/2026', end_date: '01/07/2026' };
    expect(validateBookingForm(form).end_date).toBe('O fim não pode ser antes do início.');
  });

  it('a passenger needs a name, and a CPF document must have valid check digits', () => {
    const passenger = { ...emptyPassenger(), document_number: '529.982.247-24' };
    const errors = validateBookingForm({ ...emptyBookingForm(customer), title: 'Férias', passengers: [passenger] });
    expect(errors['passengers.0.name']).toBe('Informe o nome do passageiro.');
    expect(errors['passengers.0.document_number']).toBe('CPF inválido: confira os dígitos.');
  });

  it('cents become a two-decimal amount, CPFs digits, blanks null', () => {
    const input = bookingFormToInput({
      ...emptyBookingForm(customer),
      title: ' Férias em Natal ',
      total_cents: 123456,
      start_date: '10/12/2026',
      passengers: [{ ...emptyPassenger(), name: 'Ana Souza', document_number: '529.982.247-25' }],
    });
    expect(input).toMatchObject({
      customer_id: customer.id,
      title: 'Férias em Natal',
      total_amount: 1234.56,
      start_date: '2026-12-10',
      end_date: null,
      currency: 'BRL',
    });
    expect(input.passengers).toEqual([
      { name: 'Ana Souza', document_type: 'cpf', document_number: '52998224725', birth_date: null, email: null, phone: null },
    ]);
  });
});
