import { fromCents, fromMinor } from '../lib/money';
import { marginsOf } from './ledger-figures';
import type { TPayable, TReceivable } from './schemas';

export interface PayableRow {
  id: string;
  created_at: Date | string;
  booking_id: string;
  booking_number: string;
  supplier: string;
  amount_minor: number;
  currency: string;
  due_date: string;
  status: TPayable['status'];
  overdue: boolean;
  locked_rate: string;
  paid_at: string | null;
  paid_rate: string | null;
  paid_amount_cents: number | null;
  /** What the supplier owes back (minor units): paid, then its sale cancelled. */
  credit_minor: number | null;
}

export interface ReceivableRow {
  id: string;
  created_at: Date | string;
  booking_id: string;
  booking_number: string;
  client_name: string;
  method: TReceivable['method'];
  amount_cents: number;
  currency: string;
  due_date: string;
  status: TReceivable['status'];
  overdue: boolean;
  paid_at: Date | string | null;
}

/** Exchange gain (positive) or loss of a paid payable: its cost at the locked rate less what was paid (ledger-figures.ts). */
export const exchangeDifferenceCents = (
  p: Pick<PayableRow, 'amount_minor' | 'currency' | 'locked_rate' | 'paid_amount_cents' | 'credit_minor' | 'paid_rate'>,
) =>
  marginsOf(0, {
    amountMinor: p.amount_minor,
    currency: p.currency,
    lockedRate: p.locked_rate,
    paidAmountCents: p.paid_amount_cents,
    creditMinor: p.credit_minor,
    paidRate: p.paid_rate,
  }).exchangeDifferenceCents;

export function presentPayable(row: PayableRow): TPayable {
  const difference = exchangeDifferenceCents(row);
  return {
    id: row.id,
    booking_id: row.booking_id,
    booking_number: row.booking_number,
    supplier: row.supplier,
    amount: fromMinor(row.amount_minor, row.currency),
    currency: row.currency,
    due_date: row.due_date,
    status: row.status,
    overdue: row.overdue,
    locked_rate: row.locked_rate,
    paid_at: row.paid_at,
    paid_rate: row.paid_rate,
    paid_amount_brl: row.paid_amount_cents === null ? null : fromCents(row.paid_amount_cents),
    exchange_difference_brl: difference === null ? null : fromCents(difference),
    supplier_credit: row.credit_minor === null ? null : fromMinor(row.credit_minor, row.currency),
  };
}

export function presentReceivable(row: ReceivableRow): TReceivable {
  return {
    id: row.id,
    booking_id: row.booking_id,
    booking_number: row.booking_number,
    client_name: row.client_name,
    method: row.method,
    amount: fromMinor(row.amount_cents, row.currency),
    currency: row.currency,
    due_date: row.due_date,
    status: row.status,
    overdue: row.overdue,
    paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}
