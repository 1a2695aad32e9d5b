'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { formatDateRange, formatMoney } from '@/lib/format';
import { useTRPC } from '@/trpc/client';
import { errorMessage } from '@/trpc/error-message';
import type { RouterOutputs } from '@/trpc/types';

export type ToConfirmOrder = RouterOutputs['hotels']['toConfirmQueue']['bookings'][number];

/** One paid manual-mode order: the agent books it at the supplier, then enters the supplier's locator here. */
export function ToConfirmRow({ order }: { order: ToConfirmOrder }) {
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
    <tr>
      <td>
        <Link href={`/bookings/${order.id}`} className="mono">
          {order.booking_number}
        </Link>
      </td>
      <td className="cell-wrap">
        <strong>{order.title}</strong>
        <div className="muted small">{order.guests.join(', ')}</div>
      </td>
      <td>{order.customer.name}</td>
      <td>{formatDateRange(order.start_date, order.end_date)}</td>
      <td className="cell-number">{formatMoney(order.total_amount, order.currency)}</td>
      <td>
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
      </td>
    </tr>
  );
}
