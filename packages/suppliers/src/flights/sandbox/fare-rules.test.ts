import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '../port';
import { DEADLINE_DAYS, FEE_CENTS } from './fare-rules';
import { call, gruLis, online, passenger } from './test-support';

// GRU-LIS out 2026-03-10, back 2026-03-20, 2 adults and a child, booked on 2026-01-15.
const family = [passenger('adult'), passenger('adult', 'Silva', 'Bruno'), passenger('child', 'Silva', 'Caio')];
const contact = { email: 'ana@example.com', phone: '+5511999990000' };
const cents = (reais: number) => Math.round(reais * 100);

async function booked(refundable: boolean): Promise<{ offer: FlightOffer; locator: string }> {
  const supplier = online();
  const offer = (await supplier.search(gruLis(), call)).flightGroups.flatMap((g) => g.offers).find((o) => o.refundable === refundable)!;
  const { externalLocator } = await supplier.book({ offer, passengers: family, contact, reference: `BK-${offer.id}` }, call);
  return { offer, locator: externalLocator! };
}

const quoteOn = (day: string, locator: string, offer: FlightOffer) =>
  online({ now: () => new Date(`${day}T12:00:00Z`) }).quoteCancellation(locator, call, { offerId: offer.id });

describe('the sandbox airline cancellation quote (fare rules)', () => {
  it('a non-refundable fare gives back only the taxes, whenever asked', async () => {
    const { offer, locator } = await booked(false);
    for (const day of ['2026-01-15', '2026-03-09']) {
      await expect(quoteOn(day, locator, offer)).resolves.toEqual({
        quoteId: `SBX-${locator}`,
        refundAmount: offer.price.taxes,
        currency: 'BRL',
        expiresAt: null,
      });
    }
  });

  it(`a refundable fare gives back fare and taxes until ${DEADLINE_DAYS} days before departure, then less a fee per seat and direction`, async () => {
    const { offer, locator } = await booked(true);
    const airline = cents(offer.price.base) + cents(offer.price.taxes);
    // The DU is the agency's: never part of what the airline gives back.
    expect(airline).toBe(cents(offer.price.total) - cents(offer.price.commission));
    expect(cents((await quoteOn('2026-03-03', locator, offer)).refundAmount)).toBe(airline);
    const fee = Math.min(FEE_CENTS * 3 * 2, cents(offer.price.base));
    expect(fee).toBeGreaterThan(0);
    expect(cents((await quoteOn('2026-03-04', locator, offer)).refundAmount)).toBe(airline - fee);
  });

  it('the same quote from another instance (stateless, deterministic)', async () => {
    const { offer, locator } = await booked(false);
    const other = online({ now: () => new Date('2026-02-01T12:00:00Z') });
    expect(await other.quoteCancellation(locator, call, { offerId: offer.id })).toEqual(await quoteOn('2026-02-01', locator, offer));
  });

  it('refuses a flight that has left, an unknown locator or offer, and a call without the account', async () => {
    const { offer, locator } = await booked(true);
    await expect(quoteOn('2026-03-11', locator, offer)).rejects.toMatchObject({ name: 'SupplierError', kind: 'unavailable' });
    await expect(online().quoteCancellation('nope', call, { offerId: offer.id })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(online().quoteCancellation(locator, call)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(online().quoteCancellation(locator, call, { offerId: 'ON-forged' })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(online().quoteCancellation(locator, {}, { offerId: offer.id })).rejects.toMatchObject({ kind: 'credentials' });
  });
});
