import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSupplierError } from '../../lib/errors';
import { fetchPtaxClosings } from './olinda';
import { PtaxStandIn } from './stand-in';

let standIn: PtaxStandIn;
beforeAll(async () => {
  standIn = await PtaxStandIn.start({ now: () => new Date('2030-03-10T12:00:00Z') });
});
afterAll(() => standIn.close());
afterEach(() => standIn.restore());

describe('PTAX over Olinda (CotacaoMoedaPeriodo)', () => {
  it("keeps only each business day's closing bulletin, its selling rate as the decimal text written", async () => {
    standIn.setRate('EUR', '2030-03-01', 5.4321);
    standIn.setRate('EUR', '2030-03-04', 5.401);
    const closings = await fetchPtaxClosings('EUR', { from: '2030-03-01', to: '2030-03-04' }, { baseUrl: standIn.baseUrl });
    // Friday and Monday: no bulletins on the weekend.
    expect(closings).toEqual([
      { currency: 'EUR', date: '2030-03-01', sellingRate: '5.4321', buyingRate: '5.4315', bulletinAt: '2030-03-01T16:08:31.118Z' },
      { currency: 'EUR', date: '2030-03-04', sellingRate: '5.401', buyingRate: '5.4004', bulletinAt: '2030-03-04T16:08:31.118Z' },
    ]);
  });

  it("asks with Olinda's parameters: the currency and MM-DD-YYYY dates as quoted literals, JSON format", async () => {
    await fetchPtaxClosings('USD', { from: '2030-03-01', to: '2030-03-05' }, { baseUrl: standIn.baseUrl });
    const asked = new URL(standIn.requests.at(-1)!, 'http://x');
    expect(decodeURIComponent(asked.pathname)).toBe(
      '/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)',
    );
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      '@moeda': "'USD'",
      '@dataInicial': "'03-01-2030'",
      '@dataFinalCotacao': "'03-05-2030'",
      $format: 'json',
    });
  });

  it('an outage is a SupplierError unavailable, never an empty answer', async () => {
    standIn.outage();
    const error = await fetchPtaxClosings('EUR', { from: '2030-03-01', to: '2030-03-04' }, { baseUrl: standIn.baseUrl }).catch((e) => e);
    expect(isSupplierError(error) && error.kind).toBe('unavailable');
    expect(String(error.message)).toContain('HTTP 503');
  });

  it("today's closing is absent until it is published (13:08 in Brasília on the stand-in)", async () => {
    const morning = await PtaxStandIn.start({ now: () => new Date('2030-03-05T12:00:00-03:00') });
    try {
      const closings = await fetchPtaxClosings('USD', { from: '2030-03-04', to: '2030-03-05' }, { baseUrl: morning.baseUrl });
      expect(closings.map((c) => c.date)).toEqual(['2030-03-04']);
    } finally {
      await morning.close();
    }
  });

  it('a currency PTAX does not quote answers no closings', async () => {
    expect(await fetchPtaxClosings('XYZ', { from: '2030-03-01', to: '2030-03-04' }, { baseUrl: standIn.baseUrl })).toEqual([]);
  });
});
