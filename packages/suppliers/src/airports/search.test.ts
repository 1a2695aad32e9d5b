import { describe, expect, it } from 'vitest';
import { getAirport, searchAirports } from './search';

const codes = (q: string, limit?: number) => searchAirports(q, limit).map((airport) => airport.iata_code);

describe('airports autocomplete', () => {
  it('finds Guarulhos first for "gru"', () => {
    expect(searchAirports('gru')[0]).toEqual({
      iata_code: 'GRU',
      name: expect.stringContaining('Guarulhos'),
      city: 'São Paulo',
      state: 'SP',
      country_code: 'BR',
      is_international: true,
      priority: 100,
    });
  });

  it('finds the São Paulo airports first for "sao", accents ignored', () => {
    expect(codes('sao').slice(0, 2)).toEqual(['GRU', 'CGH']);
    expect(codes('São Paulo').slice(0, 2)).toEqual(['GRU', 'CGH']);
    expect(codes('SAO PAULO').slice(0, 2)).toEqual(['GRU', 'CGH']);
  });

  it('ranks major hubs first among a city', () => {
    expect(codes('rio').slice(0, 2)).toEqual(['GIG', 'SDU']);
    expect(codes('london')[0]).toBe('LHR');
    expect(codes('paris')[0]).toBe('CDG');
  });

  it('searches airport names and the names agents type', () => {
    expect(codes('guarulhos')[0]).toBe('GRU');
    expect(codes('congonhas')[0]).toBe('CGH');
    expect(codes('lisboa')[0]).toBe('LIS');
    expect(codes('nova york').slice(0, 2)).toEqual(['JFK', 'LGA']);
    expect(codes('jericoacoara')[0]).toBe('JJD');
    expect(codes('sao paulo congonhas')).toEqual(['CGH']);
  });

  it('gives Brazilian states and international flags', () => {
    const [cgh] = searchAirports('cgh');
    expect(cgh).toMatchObject({ iata_code: 'CGH', state: 'SP', is_international: false });
    expect(searchAirports('recife')[0]).toMatchObject({ iata_code: 'REC', state: 'PE', is_international: true });
    expect(searchAirports('lis')[0]).toMatchObject({ iata_code: 'LIS', state: '', country_code: 'PT' });
  });

  it('keeps Portuguese particles lower-case in Brazilian city names', () => {
    expect(searchAirports('gig')[0]?.city).toBe('Rio de Janeiro');
  });

  it('returns at most limit airports, 10 by default, nothing under 2 characters', () => {
    expect(searchAirports('san')).toHaveLength(10);
    expect(searchAirports('san', 3)).toHaveLength(3);
    expect(searchAirports('s')).toEqual([]);
    expect(searchAirports('qqqqxz')).toEqual([]);
  });

  it('is fast enough for typing', () => {
    searchAirports('warm');
    const start = performance.now();
    for (let i = 0; i < 20; i++) searchAirports(`sa${i}`);
    expect((performance.now() - start) / 20).toBeLessThan(25);
  });
});

describe('getAirport', () => {
  it('gives coordinates, time zone and country for the flight sandbox', () => {
    expect(getAirport('gru')).toMatchObject({
      iata_code: 'GRU',
      country_code: 'BR',
      continent: 'SA',
      timezone: 'America/Sao_Paulo',
      latitude: expect.closeTo(-23.43, 1),
      longitude: expect.closeTo(-46.47, 1),
    });
    expect(getAirport('LIS')?.timezone).toBe('Europe/Lisbon');
  });

  it('knows no unknown code', () => {
    expect(getAirport('ZZZ')).toBeUndefined();
    expect(getAirport('')).toBeUndefined();
  });
});
