import { describe, expect, it } from 'vitest';
import { flightOf } from './flight-metadata';

const segment = {
  airline: { code: 'G3', name: 'GOL' },
  flightNumber: 'G31234',
  departure: { airportCode: 'GRU', dateTime: '2030-03-10T06:00:00' },
  arrival: { airportCode: 'GIG', dateTime: '2030-03-10T07:05:00' },
  duration: 65,
  aircraft: '738',
};

describe('flight of a booking', () => {
  it('reads the trip, fare, pricing and contact written at book', () => {
    const flight = flightOf({
      flight: {
        provider: 'offline_supplier',
        origin: 'GRU',
        destination: 'GIG',
        cabin_class: 'economy',
        fare_class: 'Economy Light',
        pricing: { base_fare: 400, du: 0, taxes: 45.5, total: 445.5 },
        contact: { email: 'a@b.co', phone: '11987654321' },
        itineraries: [{ segments: [segment], stops: 0, duration: 65 }],
      },
    });
    expect(flight).toMatchObject({
      provider: 'offline_supplier',
      fareClass: 'Economy Light',
      pricing: { baseFare: 400, du: 0, taxes: 45.5, total: 445.5 },
      contact: { email: 'a@b.co' },
    });
    expect(flight?.itineraries[0]).toMatchObject({
      stops: 0,
      duration: 65,
      segments: [{ flightNumber: 'G31234', departure: { airportCode: 'GRU' } }],
    });
  });

  it('is null without flight metadata and skips malformed segments', () => {
    expect(flightOf({ payment: {} })).toBeNull();
    expect(flightOf({ flight: { itineraries: [{ segments: [{ flightNumber: 'X' }] }] } })?.itineraries).toEqual([]);
  });
});
