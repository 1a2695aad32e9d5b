import { describe, expect, it } from 'vitest';
import { errorAt, parseValidationMessage } from './field-errors';

describe('validation errors from core', () => {
  it('each "field: reason" becomes a Portuguese message under its field path', () => {
    expect(
      parseValidationMessage('Validation error: cpf: invalid CPF; address.postal_code: Too big: expected string to have <=20 characters'),
    ).toEqual({
      cpf: 'CPF inválido: confira os dígitos.',
      'address.postal_code': 'Use no máximo 20 caracteres.',
    });
  });

  it('nested list paths keep their index', () => {
    expect(parseValidationMessage('Validation error: images.1.order: must be unique among the images')).toEqual({
      'images.1.order': 'Duas imagens não podem ter a mesma ordem.',
    });
  });

  it('an unknown reason is kept as core wrote it; a message without fields gives none', () => {
    expect(parseValidationMessage('Validation error: title: something new')).toEqual({ title: 'something new' });
    expect(parseValidationMessage('Validation error: Content-Type must be application/json')).toEqual({});
  });

  it('a list field shows the error of any of its items', () => {
    expect(errorAt({ 'included.2': 'Campo obrigatório.' }, 'included')).toBe('Campo obrigatório.');
    expect(errorAt({ title: 'x' }, 'included')).toBeUndefined();
  });
});
