import type { Column } from '@/components/ui/data-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PAYMENT_METHOD_LABELS, labelOf } from '@/lib/labels';
import type { RouterOutputs } from '@/trpc/types';
import { RECEIVABLE_STATUS_LABELS } from './labels';
import { ledgerColumns } from './ledger-columns';

export type Receivable = RouterOutputs['finance']['listReceivables']['items'][number];

export const RECEIVABLE_COLUMNS: Column<Receivable>[] = [
  ...ledgerColumns<Receivable>(),
  { id: 'client', header: 'Cliente', cell: (row) => row.client_name, className: 'cell-wrap-short' },
  { id: 'method', header: 'Forma', cell: (row) => labelOf(PAYMENT_METHOD_LABELS, row.method) },
  { id: 'amount', header: 'Valor', cell: (row) => formatMoney(row.amount, row.currency), className: 'cell-number' },
  { id: 'status', header: 'Situação', cell: (row) => labelOf(RECEIVABLE_STATUS_LABELS, row.status) },
  { id: 'paid_at', header: 'Recebido em', cell: (row) => (row.paid_at ? formatDateTime(row.paid_at) : '—') },
];
