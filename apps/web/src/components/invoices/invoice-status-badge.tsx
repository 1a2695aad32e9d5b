import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, type ServiceInvoice } from './invoice-labels';

/** The invoice's status, and "Teste" for the sandbox's fake notes (never fiscal). */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<ServiceInvoice, 'status' | 'is_test'> }) {
  return (
    <>
      <span className={`badge badge-status-${INVOICE_STATUS_TONES[invoice.status]}`} data-status={invoice.status}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </span>{' '}
      {invoice.is_test && (
        <span className="badge badge-mode-test" title="Nota de teste, sem valor fiscal">
          Teste
        </span>
      )}
    </>
  );
}
