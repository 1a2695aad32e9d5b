import { DetailItem } from '@/components/ui/detail-item';
import type { BookedFlight } from '@/lib/flight-metadata';
import { CABIN_CLASS_LABELS, PROVIDER_LABELS } from '@/lib/flight-search';
import { formatMoney } from '@/lib/format';
import { labelOf } from '@/lib/labels';
import { FlightItinerary, itineraryLabel } from './flight-itinerary';

/** A flight booking's trip as sold: flights, fare, price composition and contact. */
export function BookingFlight({ flight, currency }: { flight: BookedFlight; currency: string }) {
  const { pricing, contact, itineraries } = flight;
  return (
    <section className="card stack" aria-labelledby="booking-flight-title">
      <h2 className="card-title" id="booking-flight-title">
        Voo
      </h2>
      {itineraries.map((itinerary, index) => (
        <FlightItinerary key={index} itinerary={itinerary} label={itineraryLabel(index, itineraries.length)} />
      ))}
      <dl className="details">
        <DetailItem label="Emissão">{labelOf(PROVIDER_LABELS, flight.provider)}</DetailItem>
        <DetailItem label="Classe">{labelOf(CABIN_CLASS_LABELS, flight.cabinClass)}</DetailItem>
        <DetailItem label="Tarifa">{flight.fareClass}</DetailItem>
        {pricing && (
          <>
            <DetailItem label="Tarifa base">{formatMoney(pricing.baseFare, currency)}</DetailItem>
            <DetailItem label="DU">{formatMoney(pricing.du, currency)}</DetailItem>
            <DetailItem label="Taxas">{formatMoney(pricing.taxes, currency)}</DetailItem>
          </>
        )}
        {contact && (
          <>
            <DetailItem label="E-mail de contato">{contact.email}</DetailItem>
            <DetailItem label="Telefone de contato">{contact.phone}</DetailItem>
          </>
        )}
      </dl>
    </section>
  );
}
