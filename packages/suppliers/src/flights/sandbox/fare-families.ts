import type { CabinClass } from '../port';

export interface FareFamily {
  code: string;
  cabin: CabinClass;
  name: string;
  /** Over the cabin's base fare. */
  factor: number;
  bookingClass: string;
  baggage: { carryOn: number; checked: number };
  refundable: boolean;
}

export const FARE_FAMILIES: readonly FareFamily[] = [
  {
    code: 'EL',
    cabin: 'economy',
    name: 'Economy Light',
    factor: 1,
    bookingClass: 'G',
    baggage: { carryOn: 1, checked: 0 },
    refundable: false,
  },
  {
    code: 'ES',
    cabin: 'economy',
    name: 'Economy Standard',
    factor: 1.18,
    bookingClass: 'K',
    baggage: { carryOn: 1, checked: 1 },
    refundable: false,
  },
  {
    code: 'EF',
    cabin: 'economy',
    name: 'Economy Flex',
    factor: 1.45,
    bookingClass: 'Y',
    baggage: { carryOn: 1, checked: 2 },
    refundable: true,
  },
  {
    code: 'PE',
    cabin: 'premium_economy',
    name: 'Premium Economy',
    factor: 1,
    bookingClass: 'W',
    baggage: { carryOn: 1, checked: 2 },
    refundable: false,
  },
  { code: 'BU', cabin: 'business', name: 'Business', factor: 1, bookingClass: 'I', baggage: { carryOn: 2, checked: 2 }, refundable: false },
  {
    code: 'BF',
    cabin: 'business',
    name: 'Business Flex',
    factor: 1.3,
    bookingClass: 'J',
    baggage: { carryOn: 2, checked: 3 },
    refundable: true,
  },
  { code: 'FI', cabin: 'first', name: 'First', factor: 1, bookingClass: 'F', baggage: { carryOn: 2, checked: 3 }, refundable: true },
];

/** Price of a cabin over economy on the same flights. */
export const CABIN_FACTOR: Record<CabinClass, number> = { economy: 1, premium_economy: 1.7, business: 3.6, first: 6 };

export function familiesOf(cabin: CabinClass): FareFamily[] {
  return FARE_FAMILIES.filter((family) => family.cabin === cabin);
}

export function findFamily(code: string): FareFamily | undefined {
  return FARE_FAMILIES.find((family) => family.code === code);
}
