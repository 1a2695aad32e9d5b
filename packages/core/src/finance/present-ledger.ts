import type { SupplierPayableModel } from '@tas/db';
import { fromCents, fromMinor } from '../lib/money';
import { dateOut } from '../lib/zod-helpers';
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
  /** The day the credit came back, its rate and the reais it brought (null until then). */
  credit_received_at: string | null;
  credit_received_rate: string | null;
  credit_received_cents: number | null;
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
  p: Pick<
    PayableRow,
    'amount_minor' | 'currency' | 'locked_rate' | 'paid_amount_cents' | 'credit_minor' | 'paid_rate' | 'credit_received_cents'
  >,
) =>
  marginsOf(0, {
    amountMinor: p.amount_minor,
    currency: p.currency,
    lockedRate: p.locked_rate,
    paidAmountCents: p.paid_amount_cents,
    creditMinor: p.credit_minor,
    paidRate: p.paid_rate,
    creditReceivedCents: p.credit_received_cents,
  }).exchangeDifferenceCents;

/** A payable just paid or credited, as the list reads it (paid: never overdue). */
export function paidPayableRow(payable: SupplierPayableModel, bookingNumber: string): PayableRow {
  return {
    id: payable.id,
    created_at: payable.createdAt,
    booking_id: payable.bookingId,
    booking_number: bookingNumber,
    supplier: payable.supplier,
    amount_minor: payable.amountMinor,
    currency: payable.currency,
    due_date: dateOut(payable.dueDate)!,
    status: payable.status,
    overdue: false,
    locked_rate: payable.lockedRate,
    paid_at: dateOut(payable.paidAt),
    paid_rate: payable.paidRate,
    paid_amount_cents: payable.paidAmountCents,
    credit_minor: payable.creditMinor,
    credit_received_at: dateOut(payable.creditReceivedAt),
    credit_received_rate: payable.creditReceivedRate,
    credit_received_cents: payable.creditReceivedCents,
  };
}

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
    supplier_credit_received_at: row.credit_received_at,
    supplier_credit_received_rate: row.credit_received_rate,
    supplier_credit_received_brl: row.credit_received_cents === null ? null : fromCents(row.credit_received_cents),
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
