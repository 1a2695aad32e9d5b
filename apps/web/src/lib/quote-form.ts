import type { ClientRef } from '@/trpc/types';
import type { QuoteCreateInput, QuoteItemType } from './quote-types';
import { quoteTotals, type DiscountKind, type QuoteTotals } from './quote-totals';

export interface QuoteItemForm {
  key: number;
  type: QuoteItemType;
  description: string;
  details: string;
  /** As typed, with a comma or a dot: "2" or "2,5". */
  quantity: string;
  unitPriceCents: number | null;
}

export interface QuoteForm {
  customer: ClientRef | null;
  title: string;
  validUntil: string;
  items: QuoteItemForm[];
  discountKind: DiscountKind;
  /** "10" or "12,5"; used when the discount is a percentage. */
  discountPercent: string;
  discountCents: number | null;
  notes: string;
  terms: string;
}

let nextKey = 1;

export function emptyQuoteItem(type: QuoteItemType = 'hotel'): QuoteItemForm {
  return { key: nextKey++, type, description: '', details: '', quantity: '1', unitPriceCents: null };
}

/** Today in São Paulo plus `days`, as YYYY-MM-DD. */
export function isoDaysFromToday(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function emptyQuoteForm(customer: ClientRef | null, today: string): QuoteForm {
  return {
    customer,
    title: '',
    validUntil: isoDaysFromToday(today, 7),
    items: [emptyQuoteItem()],
    discountKind: 'none',
    discountPercent: '',
    discountCents: null,
    notes: '',
    terms: '',
  };
}

/** "2,5" -> 2.5; NaN when it is not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  // "1.234,5" is Brazilian; "2.5" (no comma) is read as a decimal point.
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return normalized === '' ? Number.NaN : Number(normalized);
}

export function formTotals(form: QuoteForm): QuoteTotals {
  const items = form.items.map((item) => ({ quantity: parseDecimal(item.quantity) || 0, unitPriceCents: item.unitPriceCents ?? 0 }));
  const value = form.discountKind === 'percentage' ? parseDecimal(form.discountPercent) || 0 : (form.discountCents ?? 0);
  return quoteTotals(items, form.discountKind, value);
}

export type QuoteFormErrors = Partial<Record<string, string>>;

/** What must be fixed before saving, keyed by field ("title", "items.0.description"). */
export function validateQuoteForm(form: QuoteForm, today: string): QuoteFormErrors {
  const errors: QuoteFormErrors = {};
  if (!form.customer) errors.customer = 'Escolha o cliente.';
  if (!form.title.trim()) errors.title = 'Dê um título à cotação.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.validUntil)) errors.validUntil = 'Informe a validade (dd/mm/aaaa).';
  else if (form.validUntil < today) errors.validUntil = 'A validade não pode estar no passado.';
  if (form.items.length === 0) errors.items = 'Inclua ao menos um item.';
  form.items.forEach((item, i) => {
    if (!item.description.trim()) errors[`items.${i}.description`] = 'Descreva o item.';
    const quantity = parseDecimal(item.quantity);
    if (!(quantity > 0)) errors[`items.${i}.quantity`] = 'Maior que zero.';
    if (item.unitPriceCents === null) errors[`items.${i}.unitPrice`] = 'Informe o preço.';
  });
  if (form.discountKind === 'percentage') {
    const percent = parseDecimal(form.discountPercent);
    if (!(percent >= 0 && percent <= 100)) errors.discount = 'Percentual entre 0 e 100.';
  }
  if (form.discountKind === 'fixed' && form.discountCents === null) errors.discount = 'Informe o valor do desconto.';
  return errors;
}

export function quoteFormToInput(form: QuoteForm): QuoteCreateInput {
  const discount =
    form.discountKind === 'percentage'
      ? { discount_type: 'percentage' as const, discount_value: parseDecimal(form.discountPercent) }
      : form.discountKind === 'fixed'
        ? { discount_type: 'fixed' as const, discount_value: (form.discountCents ?? 0) / 100 }
        : {};
  return {
    customer_id: form.customer!.id,
    title: form.title.trim(),
    valid_until: form.validUntil,
    items: form.items.map((item) => ({
      type: item.type,
      description: item.description.trim(),
      details: item.details.trim() || null,
      quantity: parseDecimal(item.quantity),
      unit_price: (item.unitPriceCents ?? 0) / 100,
    })),
    ...discount,
    notes: form.notes.trim() || null,
    terms: form.terms.trim() || null,
  };
}
