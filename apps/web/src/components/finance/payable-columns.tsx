import type { Column } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import type { RouterOutputs } from '@/trpc/types';
import { ExchangeDifference } from './exchange-difference';
import { PAYABLE_STATUS_LABELS, SUPPLIER_LABELS } from './labels';
import { ledgerColumns } from './ledger-columns';
import { PayableEntryDialog } from './payable-entry-dialog';
import { decimalText } from './rate-text';

export type Payable = RouterOutputs['finance']['listPayables']['items'][number];

export const PAYABLE_COLUMNS: Column<Payable>[] = [
  ...ledgerColumns<Payable>(),
  { id: 'supplier', header: 'Fornecedor', cell: (row) => labelOf(SUPPLIER_LABELS, row.supplier) },
  {
    id: 'amount',
    header: 'Valor',
    className: 'cell-number',
    cell: (row) => (
      <>
        {formatMoney(row.amount, row.currency)}
        {row.currency !== 'BRL' && <div className="muted small">travado a R$ {decimalText(row.locked_rate)}</div>}
      </>
    ),
  },
  // The situation and, once paid, when, at which rate and for how many reais: one column, so the list fits 1366 px.
  {
    id: 'status',
    header: 'Situação',
    className: 'cell-wrap-short',
    cell: (row) =>
      row.paid_at ? (
        <>
          {labelOf(PAYABLE_STATUS_LABELS, row.status)} em {formatDate(row.paid_at.slice(0, 10))}
          <div className="muted small">
            {formatMoney(row.paid_amount_brl)}
            {row.currency !== 'BRL' && row.paid_rate && ` a R$ ${decimalText(row.paid_rate)}`}
          </div>
          {/* Paid, then the sale was cancelled: what the supplier owes back (the payment less its penalty). */}
          {row.supplier_credit !== null &&
            (row.supplier_credit_received_at ? (
              <div className="small">
                Crédito recebido em {formatDate(row.supplier_credit_received_at)}: {formatMoney(row.supplier_credit_received_brl)}
              </div>
            ) : (
              <div className="small">Crédito a receber: {formatMoney(row.supplier_credit, row.currency)}</div>
            ))}
        </>
      ) : (
        labelOf(PAYABLE_STATUS_LABELS, row.status)
      ),
  },
  {
    id: 'difference',
    header: 'Câmbio',
    className: 'cell-wrap-short',
    cell: (row) => <ExchangeDifference brl={row.exchange_difference_brl} />,
  },
  {
    id: 'actions',
    header: 'Ações',
    hideHeader: true,
    className: 'cell-actions',
    cell: (row) =>
      row.status === 'open' ? (
        <PayableEntryDialog payable={row} entry="payment" />
      ) : row.supplier_credit && !row.supplier_credit_received_at ? (
        <PayableEntryDialog payable={row} entry="credit" />
      ) : null,
  },
];
