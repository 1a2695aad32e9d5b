/** Financeiro's filters: the address bar's keys and the query the lists and their exports send. */
import { LEDGER_CURRENCIES, SUPPLIER_LABELS } from './labels';

export const LEDGER_FILTER_KEYS = ['status', 'supplier', 'currency', 'due_from', 'due_to'] as const;
export type LedgerFilterValues = Record<(typeof LEDGER_FILTER_KEYS)[number], string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type LedgerQuery = {
  status: 'open' | 'paid' | 'all';
  supplier?: string;
  currency?: string;
  due_from?: string;
  due_to?: string;
};

/** The address bar's filters as the API's (and the exports'): values it would refuse are left out. */
export function ledgerQuery(values: LedgerFilterValues): LedgerQuery {
  const reversed = DATE.test(values.due_from) && DATE.test(values.due_to) && values.due_to < values.due_from;
  return {
    status: values.status === 'paid' || values.status === 'all' ? values.status : 'open',
    ...(Object.hasOwn(SUPPLIER_LABELS, values.supplier) && { supplier: values.supplier }),
    ...((LEDGER_CURRENCIES as readonly string[]).includes(values.currency) && { currency: values.currency }),
    ...(DATE.test(values.due_from) && { due_from: values.due_from }),
    ...(DATE.test(values.due_to) && !reversed && { due_to: values.due_to }),
  };
}
