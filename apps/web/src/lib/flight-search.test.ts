import { describe, expect, it } from 'vitest';
import {
  dayShift,
  defaultFlightSearch,
  filterFlightGroups,
  formatFlightDuration,
  localTime,
  NO_FLIGHT_FILTERS,
  rateExpiry,
  stopsLabel,
  toFlightPrebookInput,
  toFlightSearchInput,
  validateFlightSearch,
  type FlightGroup,
} from './flight-search';

const segment = (airline: string, from: string, to: string, dep: string, arr: string, duration: number) => ({
  airline: { code: airline, name: airline === 'G3' ? 'GOL' : 'LATAM' },
  flightNumber: `${airline}1000`,
  departure: { airportCode: from, dateTime: dep },
  arrival: { airportCode: to, dateTime: arr },
  duration,
});
const group = (id: string, total: number, stops: number, airline: string, dep: string, duration: number) =>
  ({
    id,
    provider: 'offline_supplier',
    offers: [
      {
        id: `${id}-o`,
        rateToken: 't',
        fareClass: 'Light',
        price: { total, base: total - 100, taxes: 100, commission: 0, currency: 'BRL' },
      },
    ],
    flightInfo: { itineraries: [{ stops, duration, segments: [segment(airline, 'GRU', 'GIG', dep, dep, duration)] }] },
  }) as unknown as FlightGroup;

describe('flight display', () => {
  it('shows minutes as hours and minutes', () => {
    expect(formatFlightDuration(155)).toBe('2h 35min');
    expect(formatFlightDuration(45)).toBe('45min');
    expect(formatFlightDuration(120)).toBe('2h');
    expect(formatFlightDuration(65)).toBe('1h 05min');
  });

  it('names the stops and the local time of the airport', () => {
    expect([stopsLabel(0), stopsLabel(1), stopsLabel(2)]).toEqual(['Direto', '1 parada', '2 paradas']);
    expect(localTime('2030-03-10T22:15:00')).toBe('22:15');
    expect(dayShift('2030-03-10T22:15:00', '2030-03-11T06:05:00')).toBe(1);
  });
});

describe('flight result filters', () => {
  const groups = [
    group('a', 900, 1, 'LA', '2030-03-10T06:00:00', 200),
    group('b', 700, 0, 'G3', '2030-03-10T09:00:00', 60),
    group('c', 800, 0, 'LA', '2030-03-10T07:00:00', 70),
  ];

  it('sorts by price, duration or departure', () => {
    expect(filterFlightGroups(groups, NO_FLIGHT_FILTERS).map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(filterFlightGroups(groups, { ...NO_FLIGHT_FILTERS, sort: 'duration' }).map((g) => g.id)).toEqual(['b', 'c', 'a']);
    expect(filterFlightGroups(groups, { ...NO_FLIGHT_FILTERS, sort: 'departure' }).map((g) => g.id)).toEqual(['a', 'c', 'b']);
  });

  it('keeps only direct flights or one airline', () => {
    expect(filterFlightGroups(groups, { ...NO_FLIGHT_FILTERS, directOnly: true }).map((g) => g.id)).toEqual(['b', 'c']);
    expect(filterFlightGroups(groups, { ...NO_FLIGHT_FILTERS, airline: 'LA' }).map((g) => g.id)).toEqual(['c', 'a']);
  });
});

describe('flight search form', () => {
  const today = '2030-01-10';
  const filled = { ...defaultFlightSearch(today), origin: 'GRU', destination: 'GIG' };

  it('asks for both airports and refuses the same one twice', () => {
    expect(Object.keys(validateFlightSearch(defaultFlightSearch(today), today)).sort()).toEqual(['destination', 'origin']);
    expect(validateFlightSearch({ ...filled, destination: 'GRU' }, today).destination).toBeDefined();
  });

  it('refuses a past departure, a return before departure and more infants than adults', () => {
    const errors = validateFlightSearch(
      { ...filled, departureDate: '2030-01-09', roundTrip: true, returnDate: '2030-01-08', infants: 2 },
      today,
    );
    expect(Object.keys(errors).sort()).toEqual(['departureDate', 'infants', 'returnDate']);
  });

  it('seats at most nine adults and children together', () => {
    expect(validateFlightSearch({ ...filled, adults: 5, children: 5 }, today).children).toBeDefined();
    expect(validateFlightSearch({ ...filled, adults: 5, children: 4 }, today)).toEqual({});
  });

  it('sends the return date only for a round trip', () => {
    expect(toFlightSearchInput(filled)).not.toHaveProperty('returnDate');
    expect(toFlightSearchInput({ ...filled, roundTrip: true }).returnDate).toBe('2030-02-07');
    expect(toFlightSearchInput({ ...filled, provider: 'offline_supplier' })).toMatchObject({
      origin: 'GRU',
      destination: 'GIG',
      departureDate: '2030-01-31',
      adults: 1,
      provider: 'offline_supplier',
    });
  });
});

describe('flight prebook and rate', () => {
  it('holds the offer with the trip as searched and the price as offered', () => {
    const search = {
      origin: 'GRU',
      destination: 'GIG',
      departureDate: '2030-03-10',
      adults: 2,
      infants: 1,
      cabinClass: 'economy' as const,
    };
    const g = {
      id: 'g',
      provider: 'offline_supplier',
      offers: [],
      flightInfo: { itineraries: [{ stops: 0, duration: 60, segments: [segment('G3', 'GRU', 'GIG', 'x', 'y', 60)] }] },
    } as unknown as FlightGroup;
    const offer = {
      id: 'o',
      rateToken: 'rt',
      fareClass: 'Light',
      price: { total: 1234.56, base: 1000, taxes: 234.56, commission: 0, currency: 'BRL' },
    } as unknown as FlightGroup['offers'][number];
    expect(toFlightPrebookInput(search, g, offer)).toEqual({
      rate_token: 'rt',
      provider: 'offline_supplier',
      origin: 'GRU',
      destination: 'GIG',
      departure_date: '2030-03-10',
      cabin_class: 'economy',
      adults: 2,
      children: 0,
      infants: 1,
      total_price: 1234.56,
      currency: 'BRL',
      airline: { code: 'G3', name: 'GOL' },
    });
  });

  it('reads the rate token expiry from the note', () => {
    expect(rateExpiry('Price as offered at search. This rate token expires at 2030-03-10T12:30:00.000Z; after that, search again.')).toBe(
      '2030-03-10T12:30:00.000Z',
    );
    expect(rateExpiry('no date here')).toBeNull();
  });
});
