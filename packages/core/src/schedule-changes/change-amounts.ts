import type { ChangeAmount } from '@tas/suppliers';
import type { Booking } from '@tas/db';
import { converterToReais, fromCents, fromMinor } from '../lib/money';
import { SOLD_CURRENCY } from '../suppliers/sold-currency';
import type { TChangeAmount } from './schemas';

type RateColumns = Pick<Booking, 'supplierCurrency' | 'exchangeRate'>;

/**
 * A change's amount as Duffel charged it and in reais: as is for reais; for the currency the booking was bought
 * in abroad, at the rate locked at its prebook (the rate its supplier payable uses); otherwise no reais figure.
 */
export function changeAmount(money: ChangeAmount, booking: RateColumns): TChangeAmount {
  const cents = reaisCents(money, booking);
  return { amount: fromMinor(money.minor, money.currency), currency: money.currency, amount_brl: cents === null ? null : fromCents(cents) };
}

export function reaisCents(money: ChangeAmount, booking: RateColumns): number | null {
  if (money.currency === SOLD_CURRENCY) return money.minor;
  if (money.currency !== booking.supplierCurrency || !booking.exchangeRate) return null;
  const cents = converterToReais(money.currency, booking.exchangeRate)(Math.abs(money.minor));
  return money.minor < 0 ? -cents : cents;
}
