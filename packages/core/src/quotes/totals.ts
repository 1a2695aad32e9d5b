import { Prisma } from '@tas/db';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;
/** Anything decimal.js reads exactly: a Decimal or its text (numbers only through decimalOf). */
type DecimalValue = Decimal | string | number;

export type TDiscountType = 'percentage' | 'fixed';

export interface PricedLine {
  quantity: DecimalValue;
  unitPrice: DecimalValue;
}

export interface DiscountTerms {
  type: TDiscountType;
  value: DecimalValue;
}

export interface QuoteTotals {
  subtotal: Decimal;
  /** 0 without a discount. */
  discountAmount: Decimal;
  total: Decimal;
}

/** Money rounds to cents half-up (10.005 -> 10.01), as an agency's calculator would. */
export function round2(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Exact decimal arithmetic throughout: 3 x 33.333 is 99.999 before rounding, never 99.99899999. */
export function subtotalOf(lines: readonly PricedLine[]): Decimal {
  const exact = lines.reduce((sum, line) => sum.add(new Decimal(line.quantity).mul(line.unitPrice)), new Decimal(0));
  return round2(exact);
}

/** percentage: round2(subtotal * value / 100); fixed: never more than the subtotal, so a total is never negative. */
export function discountAmountOf(subtotal: Decimal, discount: DiscountTerms | null): Decimal {
  if (!discount) return new Decimal(0);
  if (discount.type === 'percentage') return round2(subtotal.mul(discount.value).div(100));
  return Decimal.min(new Decimal(discount.value), subtotal);
}

export function quoteTotals(lines: readonly PricedLine[], discount: DiscountTerms | null): QuoteTotals {
  const subtotal = subtotalOf(lines);
  const discountAmount = discountAmountOf(subtotal, discount);
  return { subtotal, discountAmount, total: subtotal.sub(discountAmount) };
}

/** A JSON number as the exact decimal its text names (JSON 33.333 is "33.333", not its binary neighbour). */
export function decimalOf(n: number): Decimal {
  return new Decimal(String(n));
}
