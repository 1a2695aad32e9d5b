import type { Prisma } from '@tas/db';
import type { TExchangeRateUsed } from './offer-fields';

/**
 * A foreign sale's booking columns (#22): the supplier's amount in its own minor units and the rate
 * locked at prebook, ready for what the agency will owe the supplier. Nothing for a sale in reais.
 */
export function exchangeColumns(foreign: {
  supplierMinor?: number;
  supplierCurrency?: string;
  exchangeRate?: TExchangeRateUsed;
}): Partial<Prisma.BookingUncheckedCreateInput> {
  const { supplierMinor, supplierCurrency, exchangeRate } = foreign;
  if (supplierMinor === undefined || !supplierCurrency || !exchangeRate) return {};
  return {
    supplierAmountMinor: supplierMinor,
    supplierCurrency,
    exchangeRate: exchangeRate.rate,
    exchangeSpreadPercent: exchangeRate.spreadPercent,
    exchangeRateSource: exchangeRate.source,
    exchangeRateDate: new Date(`${exchangeRate.date}T00:00:00Z`),
  };
}
