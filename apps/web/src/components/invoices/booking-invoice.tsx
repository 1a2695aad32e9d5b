'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { DetailItem } from '@/components/ui/detail-item';
import { formatDate, formatMoney } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import { InvoiceNumber } from './invoice-number';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { RetryInvoiceButton } from './retry-invoice-button';

/** The booking page's NFS-e: number, status, PDF and, when refused, why; nothing when none was planned. */
export function BookingInvoice({ bookingId }: { bookingId: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.invoices.ofBooking.queryOptions({ id: bookingId }));
  if (query.isPending) return <Loading label="Carregando nota fiscal…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const invoice = query.data.invoice;
  if (!invoice) return null;
  return (
    <section className="card stack" aria-label="Nota fiscal">
      <div className="card-header card-header-plain">
        <h2 className="card-title">Nota fiscal</h2>
        <RetryInvoiceButton invoice={invoice} />
      </div>
      <dl className="details">
        <DetailItem label="Status">
          <InvoiceStatusBadge invoice={invoice} />
        </DetailItem>
        <DetailItem label="Número">
          <InvoiceNumber invoice={invoice} />
        </DetailItem>
        <DetailItem label="Valor">{invoice.value === null ? null : formatMoney(invoice.value)}</DetailItem>
        <DetailItem label="Data de emissão">{invoice.effective_date ? formatDate(invoice.effective_date) : null}</DetailItem>
      </dl>
      {invoice.error_message && (
        <p className="alert alert-error" role="alert">
          {invoice.error_message}
        </p>
      )}
      {invoice.is_test && <p className="small muted">Nota de teste (gateway sandbox ou chave de teste): sem valor fiscal.</p>}
    </section>
  );
}
