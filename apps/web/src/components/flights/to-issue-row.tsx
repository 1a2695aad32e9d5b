'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { isExternalLocator, normalizeLocator } from '@/lib/flight-issue';
import { PASSENGER_TYPE_LABELS, type PassengerType } from '@/lib/flight-booking';
import { CABIN_CLASS_LABELS, localTime } from '@/lib/flight-search';
import { formatDate, formatDateRange, formatMoney } from '@/lib/format';
import { DOCUMENT_TYPE_LABELS, labelOf, PAYMENT_STATUS_LABELS } from '@/lib/labels';
import { formatDocument } from '@/lib/masks';
import { useTRPC } from '@/trpc/client';
import { apiCodeOf, errorMessage } from '@/trpc/error-message';
import type { RouterOutputs } from '@/trpc/types';

export type ToIssueOrder = RouterOutputs['flights']['toIssueQueue']['bookings'][number];
export type IssuedFlight = RouterOutputs['flights']['issueOffline'];

interface ToIssueRowProps {
  order: ToIssueOrder;
  onIssued: (issued: IssuedFlight) => void;
}

/**
 * One booking to issue by hand: an offline one (route, flights and passengers to issue at the
 * consolidator), or an online one whose automatic reservation failed for good (the reason shown),
 * then the airline locator.
 */
export function ToIssueRow({ order, onIssued }: ToIssueRowProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [locator, setLocator] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const issue = useMutation(
    trpc.flights.issueOffline.mutationOptions({
      onSuccess: async (issued) => {
        onIssued(issued);
        await queryClient.invalidateQueries(trpc.flights.toIssueQueue.pathFilter());
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
      },
    }),
  );
  const paid = order.payment_status === 'paid';
  const { flight } = order;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = normalizeLocator(locator);
    if (!isExternalLocator(value)) {
      setProblem('O localizador tem de 5 a 8 letras ou números.');
      return;
    }
    setProblem(null);
    issue.mutate({ booking_id: order.id, external_locator: value });
  }

  return (
    <li className="card flight-issue" aria-label={`Emissão ${order.booking_number}`}>
      <div className="flight-issue-head">
        <div>
          <Link href={`/bookings/${order.id}`} className="mono">
            {order.booking_number}
          </Link>{' '}
          <strong>
            {flight.origin} → {flight.destination}
          </strong>{' '}
          <span className="muted">
            {formatDateRange(flight.departure_date, flight.return_date)} · {labelOf(CABIN_CLASS_LABELS, flight.cabin_class)}
          </span>
          <div className="small">
            Cliente: {order.customer.name} · {formatMoney(order.total_amount, order.currency)}
          </div>
        </div>
        <span className={paid ? 'badge badge-active' : 'badge badge-status-pending'} data-testid="to-issue-payment">
          {labelOf(PAYMENT_STATUS_LABELS, order.payment_status)}
        </span>
      </div>
      {order.issue_problem && (
        <p className="hint hint-error" data-testid="to-issue-problem">
          Reserva automática não concluída; confira na companhia, emita à mão ou cancele e reembolse. Motivo: {order.issue_problem}
        </p>
      )}
      <div className="flight-issue-body">
        <div>
          <h3 className="card-subtitle">Voos</h3>
          <ol className="flight-segments">
            {flight.itineraries.flatMap((itinerary, i) =>
              itinerary.segments.map(({ airline, flightNumber, departure: from, arrival: to }, j) => (
                <li key={`${i}-${j}`} className="small">
                  <span>
                    {airline.name} <span className="mono">{flightNumber}</span>
                  </span>
                  <span>
                    {formatDate(from.dateTime)} {from.airportCode} {localTime(from.dateTime)} → {to.airportCode} {localTime(to.dateTime)}
                  </span>
                </li>
              )),
            )}
          </ol>
        </div>
        <div>
          <h3 className="card-subtitle">Passageiros</h3>
          <ul className="flight-passengers small">
            {order.passengers.map((p, i) => (
              <li key={i}>
                <strong>{p.name}</strong> · {PASSENGER_TYPE_LABELS[p.type as PassengerType] ?? p.type} ·{' '}
                {labelOf(DOCUMENT_TYPE_LABELS, p.document_type)}{' '}
                {p.document_type === 'cpf' ? formatDocument(p.document_number) : p.document_number}
                {p.birth_date && ` · nasc. ${formatDate(p.birth_date)}`}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <form className="hotel-locator-form" onSubmit={submit} aria-label={`Emitir ${order.booking_number}`}>
        <input
          aria-label={`Localizador da companhia de ${order.booking_number}`}
          placeholder="Localizador"
          className="mono"
          value={locator}
          maxLength={8}
          disabled={!paid}
          onChange={(e) => setLocator(normalizeLocator(e.target.value))}
        />
        <button type="submit" className="button button-primary button-small" disabled={!paid || !locator.trim() || issue.isPending}>
          {issue.isPending ? 'Emitindo…' : 'Emitir'}
        </button>
        {!paid && <span className="muted small">Emita depois que o pagamento for confirmado.</span>}
      </form>
      {(problem || issue.error) && <p className="hint hint-error">{problem ?? issueErrorMessage(issue.error)}</p>}
    </li>
  );
}

function issueErrorMessage(error: unknown): string {
  if (apiCodeOf(error) === 'INVALID_STATUS_TRANSITION') {
    const message = (error as Error).message;
    if (/already issued/.test(message)) return 'Esta reserva já foi emitida.';
    if (/Payment not received/.test(message)) return 'O pagamento ainda não foi confirmado.';
    return 'Esta reserva não pode mais ser emitida (cancelada ou concluída).';
  }
  return errorMessage(error);
}
