import type { BookingType, Prisma } from '@tas/db';
import { round2 } from './totals';

interface QuotedItem {
  position: number;
  type: string;
  description: string;
  details: string | null;
  quantity: Prisma.Decimal;
  unitPrice: Prisma.Decimal;
}

const SINGLE_TYPES: readonly BookingType[] = ['flight', 'hotel', 'experience'];

/** A quote of hotels only becomes a hotel booking; anything mixed (or transfers, services...) a package. */
export function bookingTypeFor(items: readonly Pick<QuotedItem, 'type'>[]): BookingType {
  const types = new Set(items.map((i) => i.type));
  const [only] = types;
  return types.size === 1 && SINGLE_TYPES.includes(only as BookingType) ? (only as BookingType) : 'package';
}

const cents = (amount: Prisma.Decimal) => amount.mul(100).toNumber();

/**
 * A booking item counts whole units at whole cents. A quoted line that fits is copied as is; one
 * that does not (2.5 units, a 4-decimal tariff) becomes one unit at its rounded line total, and the
 * quoted figures stay in `details` so nothing is lost.
 */
export function bookingItemOf(item: QuotedItem): Prisma.BookingItemCreateWithoutBookingInput {
  const lineTotal = round2(item.quantity.mul(item.unitPrice));
  const fits = item.quantity.isInteger() && item.unitPrice.mul(100).isInteger();
  return {
    position: item.position,
    type: item.type,
    name: item.description,
    description: item.details,
    quantity: fits ? item.quantity.toNumber() : 1,
    unitCents: fits ? cents(item.unitPrice) : cents(lineTotal),
    totalCents: cents(lineTotal),
    details: fits ? {} : { quoted_quantity: item.quantity.toNumber(), quoted_unit_price: item.unitPrice.toNumber() },
  };
}
