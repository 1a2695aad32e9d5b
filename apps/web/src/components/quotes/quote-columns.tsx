import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import type { QuoteSummary } from '@/lib/quote-types';
import { QuoteStatusBadge } from './quote-status-badge';

const CUSTOMER: Column<QuoteSummary> = {
  id: 'customer',
  header: 'Cliente',
  cell: (quote) => <Link href={`/clients/${quote.customer.id}`}>{quote.customer.name}</Link>,
  className: 'cell-wrap-short',
};

const COLUMNS: Column<QuoteSummary>[] = [
  {
    id: 'number',
    header: 'Cotação',
    cell: (quote) => (
      <Link className="row-link mono" href={`/quotes/${quote.id}`}>
        {quote.number}
      </Link>
    ),
  },
  { id: 'title', header: 'Título', cell: (quote) => quote.title, className: 'cell-wrap' },
  CUSTOMER,
  { id: 'valid_until', header: 'Validade', cell: (quote) => formatDate(quote.valid_until) },
  { id: 'total', header: 'Total', cell: (quote) => formatMoney(quote.total), className: 'cell-number' },
  { id: 'status', header: 'Status', cell: (quote) => <QuoteStatusBadge status={quote.status} /> },
];

/** Quotes as rows; the client's own page leaves the customer column out. */
export function quoteColumns({ showCustomer = true } = {}): Column<QuoteSummary>[] {
  return showCustomer ? COLUMNS : COLUMNS.filter((column) => column !== CUSTOMER);
}
