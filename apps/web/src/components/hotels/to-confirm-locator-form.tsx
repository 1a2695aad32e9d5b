'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '@/trpc/client';
import { errorMessage } from '@/trpc/error-message';
import type { QueuedHotelOrder } from './hotel-order-columns';

/** A paid manual-mode order's last step: the agent books it at the supplier, then enters the supplier's locator here. */
export function ToConfirmLocatorForm({ order }: { order: QueuedHotelOrder }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [locator, setLocator] = useState('');
  const confirm = useMutation(
    trpc.hotels.confirmManual.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.hotels.toConfirmQueue.pathFilter()),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locator.trim()) confirm.mutate({ bookingId: order.id, locator: locator.trim() });
  }

  return (
    <>
      <form className="hotel-locator-form" onSubmit={submit} aria-label={`Confirmar ${order.booking_number}`}>
        <input
          aria-label={`Localizador do fornecedor de ${order.booking_number}`}
          placeholder="Localizador"
          value={locator}
          maxLength={60}
          onChange={(e) => setLocator(e.target.value)}
        />
        <button type="submit" className="button button-primary button-small" disabled={!locator.trim() || confirm.isPending}>
          {confirm.isPending ? 'Confirmando…' : 'Confirmar'}
        </button>
      </form>
      {confirm.error && <p className="hint hint-error">{errorMessage(confirm.error)}</p>}
    </>
  );
}
