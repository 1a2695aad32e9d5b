'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/trpc/client';
import type { ServiceInvoice } from './invoice-labels';

/** "Tentar novamente" for an invoice the gateway refused, after the settings were fixed. */
export function RetryInvoiceButton({ invoice }: { invoice: Pick<ServiceInvoice, 'id' | 'status' | 'booking_number'> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.invoices.retry.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.invoices.list.pathFilter()),
          queryClient.invalidateQueries(trpc.invoices.ofBooking.pathFilter()),
        ]),
    }),
  );
  if (invoice.status !== 'error') return null;
  return (
    <button
      type="button"
      className="button button-small"
      disabled={retry.isPending}
      aria-label={`Tentar emitir de novo a nota de ${invoice.booking_number}`}
      onClick={() => retry.mutate({ id: invoice.id })}
    >
      {retry.isPending ? 'Emitindo…' : 'Tentar novamente'}
    </button>
  );
}
