import { z } from 'zod';

/** Money travels as numbers with at most two decimals and is kept as integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A non-negative amount with at most two decimals, e.g. 1234.56. */
export const ZMoney = z
  .number()
  .nonnegative()
  .max(100_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most two decimals');

export const ZCurrency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO currency code')
  .transform((c) => c.toUpperCase());

/*
 * Money in other currencies (#22). An amount is integer minor units of its currency (EUR and USD
 * cents, JPY yen); a rate is a decimal string of reais per unit ("5.3979"), kept with all its
 * digits. Arithmetic on rates is exact (BigInt), and there is ONE rounding rule, stated here: half up
 * to the reais cent, applied once, to the converted amount (never to the rate, never twice).
 */

export interface Money {
  /** Integer minor units of `currency`. */
  minor: number;
  currency: string;
}

/** Reais per one unit of a currency, with where it came from and the day it is of. */
export interface Rate {
  /** Decimal string, e.g. "5.3979". */
  value: string;
  source: 'ptax' | 'agency';
  /** YYYY-MM-DD: the PTAX bulletin's day, or the day the agency entered its rate. */
  date: string;
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/;

/** A decimal string as an integer and its count of decimals: "5.3979" -> 53979n, 4. */
interface Decimal {
  units: bigint;
  scale: number;
}

function decimalOf(text: string): Decimal {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

function decimalText({ units, scale }: Decimal): string {
  const digits = units.toString().padStart(scale + 1, '0');
  if (scale === 0) return digits;
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** Whether text is a non-negative decimal this helper reads (up to 12 digits each side). */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

/** The one rounding rule: numerator / denominator rounded half up (both non-negative). */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('roundHalfUp takes a non-negative numerator and a positive denominator');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A decimal string in its shortest exact form ("5.39790" -> "5.3979"). */
export function normalDecimal(text: string): string {
  return decimalText(decimalOf(text));
}

/**
 * The rate the customer is charged at: rate x (1 + spread/100), exact, with all its digits
 * ("5.3979" at spread "3.5" -> "5.5868265").
 */
export function appliedRate(rate: string, spreadPercent: string): string {
  const r = decimalOf(rate);
  const s = decimalOf(spreadPercent);
  // (r.units / 10^r.scale) * (100 * 10^s.scale + s.units) / (100 * 10^s.scale)
  const hundred = 100n * 10n ** BigInt(s.scale);
  return decimalText({ units: r.units * (hundred + s.units), scale: r.scale + s.scale + 2 });
}

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency (ISO 4217 as Intl knows it): 2 for EUR and USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** A supplier's amount (a number with at most its currency's decimals) as integer minor units. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * A converter from one currency to reais cents at an applied rate, parsed once so a search converts
 * thousands of offers cheaply: cents = roundHalfUp(minor x rate x 10^(2 - digits)).
 */
export function converterToReais(currency: string, rate: string): (minor: number) => number {
  const { units, scale } = decimalOf(rate);
  const shift = 2 - minorDigits(currency);
  const numeratorScale = shift >= 0 ? 10n ** BigInt(shift) : 1n;
  const denominator = 10n ** BigInt(scale) * (shift < 0 ? 10n ** BigInt(-shift) : 1n);
  return (minor) => {
    if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not a non-negative integer amount: ${minor}`);
    return Number(roundHalfUp(BigInt(minor) * units * numeratorScale, denominator));
  };
}

/** One amount in reais cents at an applied rate (see converterToReais). */
export function toReaisCents(money: Money, rate: string): number {
  return converterToReais(money.currency, rate)(money.minor);
}

/**
 * Reais cents back to a currency's minor units at the rate they were converted at (the inverse of
 * toReaisCents, same rounding rule): minor = roundHalfUp(cents x 10^digits / (rate x 100)). While a
 * unit of the currency is worth more than a reais cent, toReaisCents' result converts back exactly.
 */
export function reaisCentsToMinor(cents: number, currency: string, rate: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a non-negative integer amount: ${cents}`);
  const { units, scale } = decimalOf(rate);
  if (units === 0n) throw new RangeError('A rate of zero converts nothing back');
  return Number(roundHalfUp(BigInt(cents) * 10n ** BigInt(minorDigits(currency) + scale), units * 100n));
}
