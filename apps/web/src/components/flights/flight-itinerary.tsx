import {
  dayShift,
  formatFlightDuration,
  itineraryDuration,
  localTime,
  stopsLabel,
  type FlightItinerary as Itinerary,
} from '@/lib/flight-search';
import { formatDate } from '@/lib/format';

/** One way of a trip: the summary line (times, duration, stops) and each flight of it. */
/** The booking page has itineraries without a total duration: the segments' sum stands in. */
type ItineraryLike = Pick<Itinerary, 'segments' | 'stops'> & { duration?: number };

export function FlightItinerary({ itinerary, label }: { itinerary: ItineraryLike; label: string }) {
  const first = itinerary.segments[0];
  const last = itinerary.segments[itinerary.segments.length - 1];
  if (!first || !last) return null;
  const shift = dayShift(first.departure.dateTime, last.arrival.dateTime);
  return (
    <div className="flight-itinerary" aria-label={`${label}: ${first.departure.airportCode} → ${last.arrival.airportCode}`}>
      <div className="flight-itinerary-summary">
        <span className="tag tag-light">{label}</span>
        <span className="muted small">{formatDate(first.departure.dateTime)}</span>
        <strong>
          {localTime(first.departure.dateTime)} {first.departure.airportCode}
        </strong>
        <span aria-hidden>→</span>
        <strong>
          {localTime(last.arrival.dateTime)} {last.arrival.airportCode}
          {shift > 0 && <sup title={`Chega ${shift} dia(s) depois`}>+{shift}</sup>}
        </strong>
        <span>{formatFlightDuration(itineraryDuration(itinerary))}</span>
        <span className={itinerary.stops === 0 ? 'badge badge-active' : 'badge'}>{stopsLabel(itinerary.stops)}</span>
      </div>
      <ol className="flight-segments">
        {itinerary.segments.map((segment) => (
          <li key={`${segment.flightNumber}-${segment.departure.dateTime}`} className="small">
            <span>
              {segment.airline.name} <span className="mono">{segment.flightNumber}</span>
            </span>
            <span>
              {segment.departure.airportCode} {localTime(segment.departure.dateTime)} → {segment.arrival.airportCode}{' '}
              {localTime(segment.arrival.dateTime)}
            </span>
            <span className="muted">{formatFlightDuration(segment.duration)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** "Ida" and "Volta" for a round trip; the itineraries come outbound first. */
export function itineraryLabel(index: number, count: number): string {
  if (count === 1) return 'Ida';
  return index === 0 ? 'Ida' : index === 1 ? 'Volta' : `Trecho ${index + 1}`;
}
