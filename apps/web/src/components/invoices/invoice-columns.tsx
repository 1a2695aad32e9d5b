import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { ServiceInvoice } from './invoice-labels';
import { InvoiceNumber } from './invoice-number';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { RetryInvoiceButton } from './retry-invoice-button';

export const INVOICE_COLUMNS: Column<ServiceInvoice>[] = [
  {
    id: 'booking',
    header: 'Reserva',
    cell: (invoice) => (
      <Link className="row-link mono" href={`/bookings/${invoice.booking_id}`}>
        {invoice.booking_number}
      </Link>
    ),
  },
  { id: 'number', header: 'Número', cell: (invoice) => <InvoiceNumber invoice={invoice} /> },
  { id: 'value', header: 'Valor', cell: (invoice) => formatMoney(invoice.value), className: 'cell-number' },
  { id: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge invoice={invoice} /> },
  { id: 'error', header: 'Motivo', cell: (invoice) => invoice.error_message ?? '', className: 'cell-wrap' },
  { id: 'updated_at', header: 'Atualizada', cell: (invoice) => formatDateTime(invoice.updated_at) },
  {
    id: 'actions',
    header: 'Ações',
    hideHeader: true,
    className: 'cell-actions',
    cell: (invoice) => <RetryInvoiceButton invoice={invoice} />,
  },
];
