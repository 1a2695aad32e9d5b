import type { Db } from '@tas/db';
import { salesDay } from '../dashboard/period';
import { clock } from '../lib/clock';
import { fromCents, fromMinor } from '../lib/money';
import type { ReportSheet } from '../reports/columns';
import { keysetBatches } from '../reports/keyset-batches';
import { payablesSql, receivablesSql, type LedgerSql } from './ledger-sql';
import { exchangeDifferenceCents, type PayableRow, type ReceivableRow } from './present-ledger';
import type { TLedgerFilters } from './schemas';

const yesNo = (b: boolean) => (b ? 'sim' : 'não');
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const brl = (cents: number | null) => (cents === null ? null : fromCents(cents));
const credit = (r: PayableRow) => (r.credit_minor === null ? null : fromMinor(r.credit_minor, r.currency));

/** The receivables list's columns (GET /api/v1/finance/receivables), in Portuguese. */
export const RECEIVABLES_SHEET: ReportSheet<ReceivableRow> = {
  name: 'contas-a-receber',
  columns: [
    { header: 'ID do pagamento', kind: 'text', value: (r) => r.id, width: 38 },
    { header: 'Reserva', kind: 'text', value: (r) => r.booking_number, width: 16 },
    { header: 'Cliente', kind: 'text', value: (r) => r.client_name, width: 24 },
    { header: 'Forma', kind: 'text', value: (r) => r.method, width: 12 },
    { header: 'Valor', kind: 'money', value: (r) => fromMinor(r.amount_cents, r.currency), width: 14 },
    { header: 'Moeda', kind: 'text', value: (r) => r.currency, width: 7 },
    { header: 'Vencimento', kind: 'date', value: (r) => r.due_date, width: 12 },
    { header: 'Status', kind: 'text', value: (r) => r.status, width: 10 },
    { header: 'Vencido', kind: 'text', value: (r) => yesNo(r.overdue), width: 8 },
    { header: 'Pago em', kind: 'datetime', value: (r) => iso(r.paid_at), width: 18 },
  ],
};

/** The payables list's columns (GET /api/v1/finance/payables), in Portuguese. */
export const PAYABLES_SHEET: ReportSheet<PayableRow> = {
  name: 'contas-a-pagar',
  columns: [
    { header: 'ID', kind: 'text', value: (r) => r.id, width: 38 },
    { header: 'Reserva', kind: 'text', value: (r) => r.booking_number, width: 16 },
    { header: 'Fornecedor', kind: 'text', value: (r) => r.supplier, width: 14 },
    { header: 'Valor', kind: 'money', value: (r) => fromMinor(r.amount_minor, r.currency), width: 14 },
    { header: 'Moeda', kind: 'text', value: (r) => r.currency, width: 7 },
    { header: 'Vencimento', kind: 'date', value: (r) => r.due_date, width: 12 },
    { header: 'Status', kind: 'text', value: (r) => r.status, width: 10 },
    { header: 'Vencido', kind: 'text', value: (r) => yesNo(r.overdue), width: 8 },
    { header: 'Câmbio travado', kind: 'text', value: (r) => r.locked_rate, width: 12 },
    { header: 'Pago em', kind: 'date', value: (r) => r.paid_at, width: 12 },
    { header: 'Câmbio pago', kind: 'text', value: (r) => r.paid_rate, width: 12 },
    { header: 'Pago (R$)', kind: 'money', value: (r) => brl(r.paid_amount_cents), width: 14 },
    { header: 'Variação cambial (R$)', kind: 'money', value: (r) => brl(exchangeDifferenceCents(r)), width: 16 },
    { header: 'Crédito do fornecedor', kind: 'money', value: (r) => credit(r), width: 14 },
    { header: 'Crédito recebido em', kind: 'date', value: (r) => r.credit_received_at, width: 12 },
    { header: 'Câmbio do crédito', kind: 'text', value: (r) => r.credit_received_rate, width: 12 },
    { header: 'Crédito recebido (R$)', kind: 'money', value: (r) => brl(r.credit_received_cents), width: 14 },
  ],
};

async function* batchesOf<Row extends { id: string; created_at: Date | string }>(db: Db, sql: LedgerSql): AsyncGenerator<Row[]> {
  const params = [...sql.params, salesDay(clock.now())];
  yield* keysetBatches<Row>(db, { select: sql.select(params.length), from: sql.from, where: sql.where, params, alias: sql.alias }, 1000);
}

/** The receivables of the list's filter, newest first, in batches (reports/open-report.ts). */
export function receivableReportBatches(db: Db, teamId: string, filters: TLedgerFilters) {
  return batchesOf<ReceivableRow>(db, receivablesSql(teamId, filters));
}

/** The payables of the list's filter, newest first, in batches. */
export function payableReportBatches(db: Db, teamId: string, filters: TLedgerFilters) {
  return batchesOf<PayableRow>(db, payablesSql(teamId, filters));
}
