import Link from 'next/link';
import { formatDate, formatMoney } from '@/lib/format';
import type { QuoteSummary } from '@/lib/quote-types';
import { QuoteStatusBadge } from './quote-status-badge';

export function QuotesTable({ quotes, showCustomer = true }: { quotes: QuoteSummary[]; showCustomer?: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Cotação</th>
            <th scope="col">Título</th>
            {showCustomer && <th scope="col">Cliente</th>}
            <th scope="col">Validade</th>
            <th scope="col" className="cell-number">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id}>
              <td>
                <Link className="row-link mono" href={`/quotes/${quote.id}`}>
                  {quote.number}
                </Link>
              </td>
              <td className="cell-wrap">{quote.title}</td>
              {showCustomer && (
                <td>
                  <Link href={`/clients/${quote.customer.id}`}>{quote.customer.name}</Link>
                </td>
              )}
              <td>{formatDate(quote.valid_until)}</td>
              <td className="cell-number">{formatMoney(quote.total)}</td>
              <td>
                <QuoteStatusBadge status={quote.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
