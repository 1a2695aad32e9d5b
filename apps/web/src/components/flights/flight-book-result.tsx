'use client';

import { PaymentResult } from '@/components/payments/payment-result';
import { DetailItem } from '@/components/ui/detail-item';
import { PROVIDER_LABELS, type FlightBookResult as Result, type FlightProvider } from '@/lib/flight-search';
import { formatDateRange } from '@/lib/format';

/** After booking a flight: its numbers and locators, how the client pays, and the link to the booking. */
export function FlightBookResult({ result }: { result: Result }) {
  const { booking, flight, payment } = result;
  const offline = flight.provider === 'offline_supplier';
  return (
    <PaymentResult booking={booking} payment={payment} statusTestId="flight-payment-status">
      <dl className="details" aria-label="Dados da reserva">
        <DetailItem label="Reserva">
          <span className="mono">{booking.booking_number}</span>
        </DetailItem>
        <DetailItem label="Localizador">
          <span className="mono" data-testid="flight-locator">
            {booking.locator}
          </span>
        </DetailItem>
        <DetailItem label="Localizador da companhia">
          {booking.external_locator ? (
            <span className="mono">{booking.external_locator}</span>
          ) : offline ? (
            'Emitido pela agência em Emissões pendentes'
          ) : null}
        </DetailItem>
        <DetailItem label="Voo">
          {flight.origin} → {flight.destination} · {formatDateRange(flight.departure_date, flight.return_date)}
        </DetailItem>
        <DetailItem label="Emissão">{PROVIDER_LABELS[flight.provider as FlightProvider] ?? flight.provider}</DetailItem>
      </dl>
    </PaymentResult>
  );
}
