import { describe, expect, it } from 'vitest';
import { sandbox } from './test-support';

describe('hotel destinations autocomplete', () => {
  const supplier = sandbox();

  it('finds São Paulo from "sao", accents ignored', async () => {
    const [first] = await supplier.searchDestinations('sao');
    expect(first).toEqual({
      code: '3550308',
      label: 'São Paulo, SP, Brasil',
      city: 'São Paulo',
      country: 'Brasil',
      countryCode: 'BR',
      value: '3550308 - São Paulo, SP, Brasil',
    });
  });

  it('gives numeric city codes usable as cityCode', async () => {
    const destinations = await supplier.searchDestinations('rio');
    expect(destinations[0]?.city).toBe('Rio de Janeiro');
    for (const destination of destinations) expect(destination.code).toMatch(/^\d+$/);
  });

  it('knows other names people type', async () => {
    expect((await supplier.searchDestinations('lisbon'))[0]?.city).toBe('Lisboa');
    expect((await supplier.searchDestinations('new york'))[0]?.city).toBe('Nova York');
    expect((await supplier.searchDestinations('floripa'))[0]?.city).toBe('Florianópolis');
    expect((await supplier.searchDestinations('ipojuca'))[0]?.city).toBe('Porto de Galinhas');
  });

  it('matches a word inside the name', async () => {
    const cities = (await supplier.searchDestinations('galinhas')).map((d) => d.city);
    expect(cities).toContain('Porto de Galinhas');
  });

  it('respects the limit and the 2-character minimum', async () => {
    expect(await supplier.searchDestinations('po', 2)).toHaveLength(2);
    expect(await supplier.searchDestinations('s')).toEqual([]);
    expect(await supplier.searchDestinations('zzzz')).toEqual([]);
  });

  it('needs no credentials (public autocomplete)', async () => {
    await expect(supplier.searchDestinations('gramado')).resolves.toHaveLength(1);
  });
});
