import { describe, expect, it } from 'vitest';
import { amountCents, isoDurationMinutes, toFlightGroups, toFlightOffer } from './mapping';
import { e164 } from './passengers';
import { ZOffer } from './schemas';
import { useDuffelStandIn } from './test-support';

describe('Duffel mapping corners', () => {
  const ctx = useDuffelStandIn();

  async function rawOffer() {
    const res = await fetch(`${ctx.standIn.url}/air/offer_requests`, {
      method: 'POST',
      headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2', 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { slices: [{ origin: 'GIG', destination: 'LIS', departure_date: '2026-03-10' }], passengers: [{ type: 'adult' }] },
      }),
    });
    return ((await res.json()) as { data: { offers: Record<string, any>[] } }).data.offers[0]!;
  }

  it('reads Duffel amounts and durations exactly', () => {
    expect(amountCents('1234.5')).toBe(123450);
    expect(amountCents('0.07')).toBe(7);
    expect(amountCents('99')).toBe(9900);
    expect(isoDurationMinutes('PT10H5M')).toBe(605);
    expect(isoDurationMinutes('P1DT2H30M')).toBe(1590);
    expect(isoDurationMinutes('PT45M')).toBe(45);
    expect(isoDurationMinutes(null)).toBeNull();
    expect(isoDurationMinutes('10 hours')).toBeNull();
  });

  it('writes phones in E.164, Brazilian when no country code is given', () => {
    expect(e164('(11) 98765-4321')).toBe('+5511987654321');
    expect(e164('+351 912 345 678')).toBe('+351912345678');
    expect(e164('5511987654321')).toBe('+5511987654321');
    expect(e164('123')).toBeNull();
  });

  it('when base and taxes are in another currency than the total, prices on the total alone (no DU on a foreign base)', async () => {
    const raw = await rawOffer();
    const split = toFlightOffer(ZOffer.parse(raw), 1000, 1);
    expect(split.price.base).toBeLessThan(split.price.total);
    const foreign = toFlightOffer(ZOffer.parse({ ...raw, base_currency: 'EUR', tax_currency: 'EUR' }), 1000, 1);
    expect(foreign.price).toMatchObject({ base: Number(raw.total_amount), taxes: 0, currency: 'BRL' });
    expect(Math.round(foreign.price.total * 100)).toBe(Math.round(foreign.price.base * 110));
  });

  it('computes durations from the airports’ zones when Duffel leaves them out', async () => {
    const raw = await rawOffer();
    const slice = raw.slices[0];
    const bare = {
      ...raw,
      slices: [{ ...slice, duration: null, segments: slice.segments.map((s: Record<string, unknown>) => ({ ...s, duration: null })) }],
    };
    const [withDurations] = toFlightGroups([ZOffer.parse(raw)], 0, 1);
    const [computed] = toFlightGroups([ZOffer.parse(bare)], 0, 1);
    // The stand-in's fixed offsets agree with the real zones in March (no daylight saving in Brazil or Lisbon then).
    expect(computed!.flightInfo).toEqual(withDurations!.flightInfo);
  });
});
