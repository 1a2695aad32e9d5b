'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '@/trpc/client';
import { ChangeOfferRow } from './change-offer-row';
import { orderChangeError } from './order-change-errors';
import type { ScheduleChange } from './schedule-change-card';

/**
 * "Solicitar alteração": the agent asks Duffel for the airline's alternatives on a new date (same route, the
 * flights the airline changed), sees what each costs and picks one; the booking moves to it.
 */
export function ChangeOffersForm({ change, onDecided }: { change: ScheduleChange; onDecided: (done: ScheduleChange) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const first = change.added[0];
  const last = change.added.at(-1);
  // A change that moves the way back too asks for its date (else it moves by as many days as the departure).
  const roundTrip = Boolean(first && last && change.added.length > 1 && last.destination === first.origin);
  const [departureDate, setDepartureDate] = useState(first?.departingAt.slice(0, 10) ?? '');
  const [returnDate, setReturnDate] = useState('');
  const search = useMutation(trpc.scheduleChanges.changeOffers.mutationOptions());
  const confirm = useMutation(
    trpc.scheduleChanges.confirmChange.mutationOptions({
      onSuccess: async (done) => {
        onDecided(done);
        await queryClient.invalidateQueries(trpc.scheduleChanges.list.pathFilter());
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    search.mutate({ id: change.id, departure_date: departureDate, ...(returnDate && { return_date: returnDate }) });
  };
  const offers = search.data?.offers;

  return (
    <div className="stack">
      <form className="form-grid" aria-label={`Solicitar alteração ${change.booking.booking_number}`} onSubmit={submit}>
        <label className="field">
          <span>Nova data de partida</span>
          <input type="date" required value={departureDate} onChange={(e) => setDepartureDate(e.target.value)} />
        </label>
        {roundTrip && (
          <label className="field">
            <span>Nova data de volta (opcional)</span>
            <input type="date" value={returnDate} onChange={(e) => setReturnDate(e.target.value)} />
          </label>
        )}
        <div className="actions">
          <button type="submit" className="button button-small" disabled={search.isPending || confirm.isPending}>
            {search.isPending ? 'Buscando…' : 'Buscar alternativas'}
          </button>
        </div>
      </form>
      {search.error && (
        <p className="hint hint-error" role="alert">
          {orderChangeError(search.error)}
        </p>
      )}
      {offers && offers.length === 0 && <p className="hint">A companhia não ofereceu alternativas nesta data. Tente outra data.</p>}
      {offers && offers.length > 0 && (
        <ul className="flight-list" aria-label="Alternativas da companhia">
          {offers.map((offer, index) => (
            <ChangeOfferRow
              key={offer.id}
              offer={offer}
              index={index}
              bookingNumber={change.booking.booking_number}
              pending={confirm.isPending}
              error={confirm.variables?.offer_id === offer.id ? confirm.error : null}
              onPick={() => confirm.mutateAsync({ id: change.id, offer_id: offer.id })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
