// Live totals in the builder, for display only: core computes the stored ones in exact decimals.

export interface QuoteDraftItem {
  quantity: number;
  /** Whole cents. */
  unitPriceCents: number;
}

export type DiscountKind = 'none' | 'percentage' | 'fixed';

export interface QuoteTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export function quoteTotals(items: QuoteDraftItem[], kind: DiscountKind, value: number): QuoteTotals {
  const subtotalCents = Math.round(items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0));
  let discountCents = 0;
  if (kind === 'percentage') discountCents = Math.round((subtotalCents * Math.min(Math.max(value, 0), 100)) / 100);
  if (kind === 'fixed') discountCents = Math.round(value);
  discountCents = Math.min(discountCents, subtotalCents);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
