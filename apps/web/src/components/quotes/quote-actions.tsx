'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { QuoteDetail } from '@/lib/quote-types';
import { apiCodeOf, errorMessage } from '@/trpc/error-message';
import { useTRPC } from '@/trpc/client';

/** The shared messages speak of bookings; a refused quote move is said in its own words. */
function quoteErrorMessage(error: unknown): string {
  return apiCodeOf(error) === 'INVALID_STATUS_TRANSITION'
    ? 'Esta mudança não é permitida no status atual da cotação. Atualize a página.'
    : errorMessage(error);
}

/** What the agent can do next: send a draft, cancel, convert an accepted quote, open its booking. */
export function QuoteActions({ quote, onNotice }: { quote: QuoteDetail; onNotice: (message: string) => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const refresh = () => queryClient.invalidateQueries(trpc.quotes.pathFilter());

  const update = useMutation(trpc.quotes.update.mutationOptions({ onSuccess: refresh }));
  const convert = useMutation(
    trpc.quotes.convert.mutationOptions({
      onSuccess: async ({ booking }) => {
        await refresh();
        router.push(`/bookings/${booking.id}`);
      },
    }),
  );

  const canCancel = ['draft', 'sent', 'accepted'].includes(quote.status) && !quote.booking_id;
  return (
    <div className="stack">
      <div className="page-actions">
        {quote.status === 'draft' && (
          <button
            type="button"
            className="button button-primary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: quote.id, status: 'sent' },
                { onSuccess: () => onNotice('Cotação enviada. Copie o link e mande ao cliente.') },
              )
            }
          >
            {update.isPending ? 'Enviando…' : 'Enviar ao cliente'}
          </button>
        )}
        {quote.status === 'accepted' && !quote.booking_id && (
          <button
            type="button"
            className="button button-primary"
            disabled={convert.isPending}
            onClick={() => convert.mutate({ id: quote.id })}
          >
            {convert.isPending ? 'Convertendo…' : 'Converter em reserva'}
          </button>
        )}
        {quote.booking_id && (
          <Link className="button button-primary" href={`/bookings/${quote.booking_id}`}>
            Abrir reserva
          </Link>
        )}
        {canCancel && (
          <ConfirmDialog
            open={confirmingCancel}
            onOpenChange={setConfirmingCancel}
            trigger={
              <button type="button" className="button button-danger-outline">
                Cancelar cotação
              </button>
            }
            title={`Confirmar cancelamento de ${quote.number}`}
            confirmLabel="Cancelar cotação"
            pendingLabel="Cancelando…"
            pending={update.isPending}
            error={update.error}
            onConfirm={() =>
              update.mutate(
                { id: quote.id, status: 'cancelled' },
                {
                  onSuccess: () => {
                    setConfirmingCancel(false);
                    onNotice('Cotação cancelada. O link deixa de aceitar respostas.');
                  },
                },
              )
            }
          >
            <p>O cliente não poderá mais aceitar esta cotação pelo link.</p>
          </ConfirmDialog>
        )}
      </div>
      {(update.isError && !confirmingCancel) || convert.isError ? (
        <p className="alert alert-error" role="alert">
          {quoteErrorMessage(update.error ?? convert.error)}
        </p>
      ) : null}
    </div>
  );
}
