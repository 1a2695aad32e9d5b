import { describe, expect, it } from 'vitest';
import {
  emptyImage,
  EMPTY_EXPERIENCE_FORM,
  experienceFormToInput,
  validateExperienceForm,
  type ExperienceFormValues,
} from './experience-form';

const tour: ExperienceFormValues = {
  ...EMPTY_EXPERIENCE_FORM,
  name: 'Passeio de barco em Paraty',
  duration: '6',
  city: 'Paraty',
  state: 'RJ',
  price_cents: 28990,
  max_participants: '12',
};

describe('experience form', () => {
  it('a complete form has no errors', () => {
    expect(validateExperienceForm(tour)).toEqual({});
  });

  it('the maximum of participants may not be below the minimum', () => {
    expect(validateExperienceForm({ ...tour, min_participants: '4', max_participants: '2' }).max_participants).toBe(
      'Deve ser maior ou igual ao mínimo.',
    );
  });

  it('images need an http(s) or app address and distinct orders', () => {
    const images = [
      { ...emptyImage(0), url: 'ftp://x/y.jpg' },
      { ...emptyImage(0), url: '/uploads/a.jpg' },
    ];
    const errors = validateExperienceForm({ ...tour, images });
    expect(errors['images.0.url']).toBe('Use um endereço http(s) ou um caminho começando com /.');
    expect(errors['images.1.order']).toBe('Duas imagens não podem ter a mesma ordem.');
  });

  it('lists come one item per line; price travels as reais with two decimals', () => {
    const input = experienceFormToInput({
      ...tour,
      included: 'Almoço\n\n  Guia bilíngue ',
      images: [{ ...emptyImage(2), url: 'https://img.example/a.jpg', alt: 'Barco' }],
    });
    expect(input).toMatchObject({
      price: 289.9,
      duration: 6,
      included: ['Almoço', 'Guia bilíngue'],
      not_included: [],
      country: 'BR',
      description: null,
    });
    expect(input.images).toEqual([{ url: 'https://img.example/a.jpg', alt: 'Barco', order: 2 }]);
  });
});
