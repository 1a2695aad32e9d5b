import type { ServiceInvoice } from './invoice-labels';

/** The NFS-e's number with its PDF when there is one; a test note says it has no fiscal value. */
export function InvoiceNumber({ invoice }: { invoice: Pick<ServiceInvoice, 'number' | 'pdf_url' | 'is_test'> }) {
  if (!invoice.number) return <span className="muted">—</span>;
  if (invoice.pdf_url)
    return (
      <a className="mono" href={invoice.pdf_url} target="_blank" rel="noreferrer">
        {invoice.number} (PDF)
      </a>
    );
  return (
    <span className="mono" title={invoice.is_test ? 'Nota de teste, sem valor fiscal e sem PDF' : undefined}>
      {invoice.number}
    </span>
  );
}
