import { describe, expect, it } from 'vitest';
import { clientFormToInput, EMPTY_CLIENT_FORM, validateClientForm, type ClientFormValues } from './client-form';

const ana: ClientFormValues = { ...EMPTY_CLIENT_FORM, full_name: 'Ana Souza', email: 'ana@example.com', cpf: '529.982.247-25' };

describe('client form', () => {
  it('a valid CPF passes; a wrong check digit and a short CPF are told apart', () => {
    expect(validateClientForm(ana)).toEqual({});
    expect(validateClientForm({ ...ana, cpf: '529.982.247-24' }).cpf).toBe('CPF inválido: confira os dígitos.');
    expect(validateClientForm({ ...ana, cpf: '529.982' }).cpf).toBe('CPF incompleto: são 11 dígitos.');
  });

  it('a company is checked by its CNPJ', () => {
    const company = { ...ana, customer_type: 'company' as const, cpf: '', cnpj: '11.222.333/0001-80' };
    expect(validateClientForm(company).cnpj).toBe('CNPJ inválido: confira os dígitos.');
    expect(validateClientForm({ ...company, cnpj: '11.222.333/0001-81' })).toEqual({});
  });

  it('a date of birth is dd/mm/aaaa, complete and not in the future', () => {
    expect(validateClientForm({ ...ana, date_of_birth: '15/03' }).date_of_birth).toBe('Data incompleta: use dd/mm/aaaa.');
    expect(validateClientForm({ ...ana, date_of_birth: '15/03/2999' }).date_of_birth).toBe('A data não pode estar no futuro.');
    expect(clientFormToInput({ ...ana, date_of_birth: '15/03/1990' }).date_of_birth).toBe('1990-03-15');
  });

  it('name and e-mail are required', () => {
    const errors = validateClientForm(EMPTY_CLIENT_FORM);
    expect(errors.full_name).toBe('Informe o nome.');
    expect(errors.email).toBe('Informe o e-mail.');
  });

  it('documents go as digits, empty fields as null, the address only with what was filled', () => {
    const input = clientFormToInput({
      ...ana,
      phone: '(11) 98765-4321',
      address: { ...EMPTY_CLIENT_FORM.address, city: 'São Paulo', country: 'Brasil' },
    });
    expect(input).toMatchObject({
      cpf: '52998224725',
      cnpj: null,
      phone: '(11) 98765-4321',
      notes: null,
      address: { city: 'São Paulo', country: 'Brasil' },
    });
    expect(clientFormToInput({ ...ana, address: { ...EMPTY_CLIENT_FORM.address, country: '' } }).address).toBeNull();
  });
});
