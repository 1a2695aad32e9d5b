import { Prisma } from '@tas/db';
import type { TQuoteItemInput } from './schemas';
import { decimalOf, quoteTotals, type DiscountTerms, type TDiscountType } from './totals';

/** Item rows as stored, in the order sent. */
export function itemRows(items: readonly TQuoteItemInput[]) {
  return items.map((item, position) => ({
    position,
    type: item.type,
    description: item.description,
    details: item.details ?? null,
    quantity: decimalOf(item.quantity),
    unitPrice: decimalOf(item.unit_price),
  }));
}

export type ItemRow = ReturnType<typeof itemRows>[number];

export function discountTerms(
  type: TDiscountType | null | undefined,
  value: Prisma.Decimal | number | null | undefined,
): DiscountTerms | null {
  if (type == null || value == null) return null;
  return { type, value: typeof value === 'number' ? decimalOf(value) : value };
}

/** The stored money columns, always recomputed together from the items and the discount. */
export function pricingColumns(lines: readonly Pick<ItemRow, 'quantity' | 'unitPrice'>[], discount: DiscountTerms | null) {
  const totals = quoteTotals(lines, discount);
  return {
    subtotal: totals.subtotal,
    discountType: discount?.type ?? null,
    discountValue: discount ? new Prisma.Decimal(discount.value) : null,
    discountAmount: totals.discountAmount,
    total: totals.total,
  };
}
