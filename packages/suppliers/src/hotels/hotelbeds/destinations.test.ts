import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelbedsStandIn } from './stand-in/server';
import { listHotelbedsDestinations } from './supplier';
import { hotelbeds, now, operations, startStandIn } from './test-support';

let standIn: HotelbedsStandIn;
beforeAll(async () => (standIn = await startStandIn()));
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

describe('Hotelbeds destinations (Content API)', () => {
  it('pages through every destination with from/to until the total', async () => {
    const pages = [];
    for await (const page of listHotelbedsDestinations(standIn.credentials, { now, pageSize: 3, language: 'en' })) pages.push(page);
    expect(pages.map((page) => page.map((destination) => destination.code))).toEqual([
      ['SAO', 'RIO', 'LIS'],
      ['NYC', 'PMI'],
    ]);
    expect(standIn.requests.map((request) => new URL(request.path, 'http://x').searchParams.toString())).toEqual([
      'fields=code%2Cname%2CcountryCode%2CisoCode&language=ENG&from=1&to=3&useSecondaryLanguage=false',
      'fields=code%2Cname%2CcountryCode%2CisoCode&language=ENG&from=4&to=6&useSecondaryLanguage=false',
    ]);
    expect(pages[1]![0]).toEqual({
      code: 'NYC',
      label: 'New York, United States',
      city: 'New York',
      country: 'United States',
      countryCode: 'US',
      value: 'NYC - New York, United States',
    });
  });

  it('the autocomplete loads the destinations once and then answers from memory', async () => {
    const supplier = hotelbeds(standIn);
    const lisboa = await supplier.searchDestinations('lisb', 10);
    expect(lisboa).toEqual([
      { code: 'LIS', label: 'Lisboa, Portugal', city: 'Lisboa', country: 'Portugal', countryCode: 'PT', value: 'LIS - Lisboa, Portugal' },
    ]);
    expect((await supplier.searchDestinations('rio', 10)).map((d) => d.code)).toEqual(['RIO']);
    expect((await supplier.searchDestinations('NYC', 10)).map((d) => d.code)).toEqual(['NYC']);
    expect((await supplier.searchDestinations('brasil', 1)).map((d) => d.code)).toHaveLength(1);
    expect(operations(standIn)).toEqual(['destinations']);
  });

  it('uses the store core gives it instead, and never calls Hotelbeds per keystroke', async () => {
    const supplier = hotelbeds(standIn, {
      destinations: async (q, limit) => [{ code: 'SAO', label: `${q}:${limit}`, city: '', country: '', countryCode: 'BR', value: 'SAO' }],
    });
    await expect(supplier.searchDestinations('sa', 80)).resolves.toMatchObject([{ label: 'sa:50' }]);
    expect(standIn.requests).toEqual([]);
  });
});
