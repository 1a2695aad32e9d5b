import { SALES_TIME_ZONE } from '../dashboard/period';
import type { TLedgerFilters } from './schemas';

/**
 * One ledger's rows as SQL, shared by its list (page, totals) and its export (keyset batches), so
 * both show the same rows with the same figures. `select` takes the index of the São Paulo day of
 * today among the parameters (overdue is "open and due before today").
 */
export interface LedgerSql {
  alias: string;
  from: string;
  where: string[];
  params: unknown[];
  /** The currency and the amount (minor units) columns, for the totals. */
  currency: string;
  amount: string;
  select: (todayParam: number) => string;
}

function dueFilters(filters: TLedgerFilters, due: string, where: string[], params: unknown[]) {
  if (filters.due_from) where.push(`${due} >= $${params.push(filters.due_from)}::date`);
  if (filters.due_to) where.push(`${due} <= $${params.push(filters.due_to)}::date`);
}

const PAYABLE_STATUS = { open: ["sp.status = 'open'"], paid: ["sp.status = 'paid'"], all: [] };

/** The team's supplier payables (finance/reconcile-payable.ts births them with their sales' confirmations). */
export function payablesSql(teamId: string, filters: TLedgerFilters): LedgerSql {
  const params: unknown[] = [teamId];
  const where = ['sp.team_id = $1::uuid', ...PAYABLE_STATUS[filters.status]];
  if (filters.currency) where.push(`sp.currency = $${params.push(filters.currency)}`);
  if (filters.supplier) where.push(`sp.supplier = $${params.push(filters.supplier)}`);
  dueFilters(filters, 'sp.due_date', where, params);
  return {
    alias: 'sp',
    from: 'supplier_payables sp JOIN bookings b ON b.id = sp.booking_id',
    where,
    params,
    currency: 'sp.currency',
    amount: 'sp.amount_minor',
    select: (today) => `sp.id, sp.created_at, sp.booking_id, b.booking_number, sp.supplier, sp.amount_minor, sp.currency,
      sp.due_date::text AS due_date, sp.status::text AS status, (sp.status = 'open' AND sp.due_date < $${today}::date) AS overdue,
      sp.locked_rate, sp.paid_at::text AS paid_at, sp.paid_rate, sp.paid_amount_cents, sp.credit_minor,
      sp.credit_received_at::text AS credit_received_at, sp.credit_received_rate, sp.credit_received_cents`,
  };
}

// A boleto is due on its due date, a PIX on the day it expires, a card the day it was charged (São Paulo).
const RECEIVABLE_DUE = `COALESCE(p.boleto_due_date, (COALESCE(p.expires_at, p.paid_at, p.created_at) AT TIME ZONE '${SALES_TIME_ZONE}')::date)`;
// What stays with the agency: the charge less what went back (a refund without a recorded amount was whole).
const RECEIVABLE_AMOUNT = `(p.amount_cents - CASE WHEN p.status = 'refunded' THEN COALESCE(p.refunded_cents, p.amount_cents) ELSE COALESCE(p.refunded_cents, 0) END)`;
// Failed, cancelled and expired charges were never owed: not receivables.
const RECEIVABLE_STATUS = {
  open: ["p.status = 'pending'"],
  paid: ["p.status IN ('paid', 'refunded')"],
  all: ["p.status IN ('pending', 'paid', 'refunded')"],
};

/** The team's booking payments as receivables. */
export function receivablesSql(teamId: string, filters: TLedgerFilters): LedgerSql {
  const params: unknown[] = [teamId];
  const where = ['p.team_id = $1::uuid', ...RECEIVABLE_STATUS[filters.status]];
  if (filters.currency) where.push(`p.currency = $${params.push(filters.currency)}`);
  if (filters.supplier) where.push(`b.supplier = $${params.push(filters.supplier)}`);
  dueFilters(filters, RECEIVABLE_DUE, where, params);
  return {
    alias: 'p',
    from: 'payments p JOIN bookings b ON b.id = p.booking_id JOIN clients c ON c.id = b.customer_id',
    where,
    params,
    currency: 'p.currency',
    amount: RECEIVABLE_AMOUNT,
    select: (today) => `p.id, p.created_at, p.booking_id, b.booking_number, c.full_name AS client_name, p.method::text AS method,
      ${RECEIVABLE_AMOUNT} AS amount_cents, p.currency, ${RECEIVABLE_DUE}::text AS due_date,
      CASE p.status WHEN 'pending' THEN 'open' ELSE p.status::text END AS status,
      (p.status = 'pending' AND ${RECEIVABLE_DUE} < $${today}::date) AS overdue, p.paid_at`,
  };
}
