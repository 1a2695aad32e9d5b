'use client';

import { SUPPLIER_LABELS, type FlightGroup, type FlightOffer } from '@/lib/flight-search';
import { formatMoney } from '@/lib/format';
import { FlightItinerary, itineraryLabel } from './flight-itinerary';

interface FlightGroupCardProps {
  group: FlightGroup;
  onChoose: (group: FlightGroup, offer: FlightOffer) => void;
}

/** One flight option: its itineraries and the fares sold on it, cheapest first. */
export function FlightGroupCard({ group, onChoose }: FlightGroupCardProps) {
  const { itineraries } = group.flightInfo;
  const offers = [...group.offers].sort((a, b) => a.price.total - b.price.total);
  const route = itineraries.map((it) => `${it.segments[0]?.departure.airportCode}→${it.segments.at(-1)?.arrival.airportCode}`).join(', ');
  return (
    <li
      className="card flight-card"
      aria-label={`Voo ${route} a partir de ${formatMoney(offers[0]?.price.total, offers[0]?.price.currency)}`}
    >
      <div className="stack">
        {group.supplier && <p className="small muted">Fornecedor: {SUPPLIER_LABELS[group.supplier] ?? group.supplier}</p>}
        {itineraries.map((itinerary, index) => (
          <FlightItinerary key={index} itinerary={itinerary} label={itineraryLabel(index, itineraries.length)} />
        ))}
      </div>
      <div className="table-wrap">
        <table className="table flight-offers">
          <caption className="visually-hidden">Tarifas</caption>
          <thead>
            <tr>
              <th>Tarifa</th>
              <th className="cell-number">Tarifa base</th>
              <th className="cell-number">Taxas</th>
              <th className="cell-number">DU</th>
              <th className="cell-number">Total</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {offers.map((offer) => (
              <tr key={offer.id}>
                <td>{offer.fareClass}</td>
                <td className="cell-number">{formatMoney(offer.price.base, offer.price.currency)}</td>
                <td className="cell-number">{formatMoney(offer.price.taxes, offer.price.currency)}</td>
                <td className="cell-number">{formatMoney(offer.price.commission, offer.price.currency)}</td>
                <td className="cell-number">
                  <strong>{formatMoney(offer.price.total, offer.price.currency)}</strong>
                </td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="button button-primary button-small"
                    onClick={() => onChoose(group, offer)}
                    aria-label={`Escolher tarifa ${offer.fareClass} de ${formatMoney(offer.price.total, offer.price.currency)}`}
                  >
                    Escolher
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}
