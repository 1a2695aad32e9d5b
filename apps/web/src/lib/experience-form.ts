import type { DurationUnit, ExperienceCategory, ExperienceCreateInput, ExperienceDetail } from '@/trpc/types';
import type { FieldErrors } from './field-errors';
import { toCents } from './format';

export interface ImageFormValues {
  key: string;
  url: string;
  alt: string;
  /** As typed; a whole number from 0, unique among the images. */
  order: string;
}

export interface ExperienceFormValues {
  name: string;
  category: ExperienceCategory;
  short_description: string;
  description: string;
  duration: string;
  duration_unit: DurationUnit;
  location: string;
  address: string;
  city: string;
  state: string;
  country: string;
  price_cents: number | null;
  min_participants: string;
  max_participants: string;
  min_age: string;
  images: ImageFormValues[];
  /** One item per line. */
  included: string;
  not_included: string;
  requirements: string;
  cancellation_policy: string;
  is_active: boolean;
}

let imageKeys = 0;

export function emptyImage(order: number): ImageFormValues {
  imageKeys += 1;
  return { key: `img${imageKeys}`, url: '', alt: '', order: String(order) };
}

export const EMPTY_EXPERIENCE_FORM: ExperienceFormValues = {
  name: '',
  category: 'tour',
  short_description: '',
  description: '',
  duration: '',
  duration_unit: 'hours',
  location: '',
  address: '',
  city: '',
  state: '',
  country: 'BR',
  price_cents: null,
  min_participants: '1',
  max_participants: '',
  min_age: '0',
  images: [],
  included: '',
  not_included: '',
  requirements: '',
  cancellation_policy: '',
  is_active: true,
};

export function experienceToFormValues(e: ExperienceDetail): ExperienceFormValues {
  return {
    name: e.name,
    category: e.category,
    short_description: e.short_description,
    description: e.description,
    duration: String(e.duration),
    duration_unit: e.duration_unit,
    location: e.location,
    address: e.address,
    city: e.city,
    state: e.state,
    country: e.country,
    price_cents: toCents(e.price),
    min_participants: String(e.min_participants),
    max_participants: String(e.max_participants),
    min_age: String(e.min_age),
    images: e.images.map((image) => ({ ...emptyImage(image.order), url: image.url, alt: image.alt })),
    included: e.included.join('\n'),
    not_included: e.not_included.join('\n'),
    requirements: e.requirements.join('\n'),
    cancellation_policy: e.cancellation_policy,
    is_active: e.is_active,
  };
}

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function isImageAddress(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !/\s/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

function imageErrors(images: ImageFormValues[], errors: FieldErrors) {
  const seen = new Set<number>();
  images.forEach((image, i) => {
    const url = image.url.trim();
    if (!url) errors[`images.${i}.url`] = 'Informe o endereço da imagem.';
    else if (!isImageAddress(url)) errors[`images.${i}.url`] = 'Use um endereço http(s) ou um caminho começando com /.';
    const order = wholeNumber(image.order);
    if (order === null) errors[`images.${i}.order`] = 'Use um número inteiro a partir de 0.';
    else if (seen.has(order)) errors[`images.${i}.order`] = 'Duas imagens não podem ter a mesma ordem.';
    else seen.add(order);
  });
}

export function validateExperienceForm(v: ExperienceFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (v.name.trim().length < 2) errors.name = v.name.trim() ? 'Use ao menos 2 caracteres.' : 'Informe o nome da experiência.';
  const duration = wholeNumber(v.duration);
  if (!duration) errors.duration = 'Informe a duração (número inteiro maior que zero).';
  if (!v.city.trim()) errors.city = 'Informe a cidade.';
  if (!/^[A-Za-z]{2}$/.test(v.country.trim())) errors.country = 'Use o código de país com 2 letras (ex.: BR).';
  if (v.price_cents === null) errors.price = 'Informe o preço.';
  const min = wholeNumber(v.min_participants);
  const max = wholeNumber(v.max_participants);
  if (!min) errors.min_participants = 'Ao menos 1 participante.';
  if (!max) errors.max_participants = 'Informe o máximo de participantes.';
  else if (min && max < min) errors.max_participants = 'Deve ser maior ou igual ao mínimo.';
  if (wholeNumber(v.min_age) === null) errors.min_age = 'Use um número inteiro (0 para qualquer idade).';
  imageErrors(v.images, errors);
  return errors;
}

/** Core's body: numbers as numbers, lists from the lines typed, empty texts as null (cleared). */
export function experienceFormToInput(v: ExperienceFormValues): ExperienceCreateInput {
  const text = (value: string) => value.trim() || null;
  return {
    name: v.name.trim(),
    category: v.category,
    short_description: text(v.short_description),
    description: text(v.description),
    duration: Number(v.duration.trim()),
    duration_unit: v.duration_unit,
    location: text(v.location),
    address: text(v.address),
    city: v.city.trim(),
    state: text(v.state),
    country: v.country.trim().toUpperCase(),
    price: (v.price_cents ?? 0) / 100,
    currency: 'BRL',
    min_participants: Number(v.min_participants.trim()),
    max_participants: Number(v.max_participants.trim()),
    min_age: Number(v.min_age.trim()),
    images: v.images.map((image) => ({ url: image.url.trim(), alt: image.alt.trim(), order: Number(image.order.trim()) })),
    included: lines(v.included),
    not_included: lines(v.not_included),
    requirements: lines(v.requirements),
    cancellation_policy: text(v.cancellation_policy),
    is_active: v.is_active,
  };
}
