import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { startFlightApi } from './test-fixtures';

let api: RestServer;

beforeAll(async () => {
  api = await startFlightApi();
});
afterAll(() => api.close());

const search = (query: string) => api.get(`/api/public/airports/search?${query}`);
const AIRPORT_FIELDS = ['city', 'country_code', 'iata_code', 'is_international', 'name', 'priority', 'state'];

describe('GET /api/public/airports/search', () => {
  it('needs no key and answers `airports` at the top level, without envelope, with exactly the Airport fields', async () => {
    const res = await search('q=lisboa');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['airports']);
    expect(res.body.airports.length).toBeGreaterThan(0);
    for (const airport of res.body.airports) expect(Object.keys(airport).sort()).toEqual(AIRPORT_FIELDS);
    expect(res.body.airports[0]).toMatchObject({ iata_code: 'LIS', country_code: 'PT', is_international: true });
    expect(typeof res.body.airports[0].priority).toBe('number');
  });

  it('q: at least 2 characters (400 VALIDATION_ERROR)', async () => {
    for (const query of ['q=g', 'q=%20g%20', '']) {
      const res = await search(query);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_ERROR');
      expect(res.body.error).toMatch(/^Validation error: q: /);
    }
  });

  it('is accent-insensitive: `sao` finds the São Paulo airports', async () => {
    const res = await search('q=sao');
    const codes = res.body.airports.map((a: { iata_code: string }) => a.iata_code);
    expect(codes).toEqual(expect.arrayContaining(['GRU', 'CGH']));
    expect(res.body.airports[0].city).toBe('São Paulo');
  });

  it('an IATA code finds its airport first: `gru` gives Guarulhos', async () => {
    const res = await search('q=gru');
    expect(res.body.airports[0]).toMatchObject({
      iata_code: 'GRU',
      city: 'São Paulo',
      state: 'SP',
      country_code: 'BR',
      is_international: true,
    });
    expect(res.body.airports[0].name).toMatch(/Guarulhos/);
  });

  it('Brazilian airports carry their state (UF)', async () => {
    const res = await search('q=rio%20de%20janeiro');
    const brazilian = res.body.airports.filter((a: { country_code: string }) => a.country_code === 'BR');
    expect(brazilian.length).toBeGreaterThan(0);
    for (const airport of brazilian) expect(airport.state).toBe('RJ');
    expect(brazilian.map((a: { iata_code: string }) => a.iata_code)).toEqual(expect.arrayContaining(['GIG', 'SDU']));
  });

  it('limit: default 10, at most 50', async () => {
    expect((await search('q=international')).body.airports).toHaveLength(10);
    expect((await search('q=international&limit=3')).body.airports).toHaveLength(3);
    expect((await search('q=international&limit=50')).body.airports).toHaveLength(50);
    const tooMany = await search('q=international&limit=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/^Validation error: limit: /);
  });
});
