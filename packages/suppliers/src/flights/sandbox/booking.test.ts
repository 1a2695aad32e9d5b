import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '../port';
import { call, gruLis, offline, online, passenger } from './test-support';

describe('flight book', () => {
  const supplier = online();
  const family = [passenger('adult'), passenger('adult', 'Silva', 'Bruno'), passenger('child', 'Silva', 'Caio')];
  const contact = { email: 'ana@example.com', phone: '+5511999990000' };
  const anOffer = async (): Promise<FlightOffer> => (await supplier.search(gruLis(), call)).flightGroups[0]!.offers[0]!;

  it('online supplier issues and returns the airline locator', async () => {
    const offer = await anOffer();
    const result = await supplier.book({ offer, passengers: family, contact, reference: 'BK-2026-000001' }, call);
    expect(result.externalLocator).toMatch(/^[A-Z2-9]{6}$/);
    const retry = await supplier.book({ offer, passengers: family, contact, reference: 'BK-2026-000001' }, call);
    expect(retry.externalLocator).toBe(result.externalLocator);
  });

  it('cancels an issued reservation by its locator; an unknown locator is not found', async () => {
    const offer = await anOffer();
    const { externalLocator } = await supplier.book({ offer, passengers: family, contact, reference: 'BK-2026-000002' }, call);
    await expect(supplier.cancel(externalLocator!, call)).resolves.toEqual({ externalLocator, status: 'cancelled' });
    await expect(supplier.cancel('nope', call)).rejects.toMatchObject({ name: 'SupplierError', kind: 'not_found' });
  });

  it('works from the offer id alone, in another supplier instance (stateless)', async () => {
    const offer = await anOffer();
    await expect(online().book({ offer, passengers: family, contact }, call)).resolves.toMatchObject({
      externalLocator: expect.any(String),
    });
  });

  it('fails with a SupplierError when a passenger is named SUPPLIERFAIL', async () => {
    const offer = await anOffer();
    const passengers = [passenger('adult', 'SUPPLIERFAIL'), family[1]!, family[2]!];
    await expect(supplier.book({ offer, passengers, contact }, call)).rejects.toMatchObject({ name: 'SupplierError', kind: 'unavailable' });
  });

  it('refuses a price other than the one offered', async () => {
    const offer = await anOffer();
    const cheaper = { ...offer, price: { ...offer.price, total: offer.price.total - 1 } };
    await expect(supplier.book({ offer: cheaper, passengers: family, contact }, call)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses passengers that do not match the searched ones', async () => {
    const offer = await anOffer();
    await expect(supplier.book({ offer, passengers: family.slice(0, 2), contact }, call)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    const twoAdultsOneInfant = [family[0]!, family[1]!, passenger('infant')];
    await expect(supplier.book({ offer, passengers: twoAdultsOneInfant, contact }, call)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
  });

  it('answers not_found for an offer id it did not issue', async () => {
    const offer = await anOffer();
    const forged = { ...offer, id: offer.id.replace('-210-', '-110-') };
    await expect(supplier.book({ offer: forged, passengers: family, contact }, call)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses a flight that has left', async () => {
    const offer = await anOffer();
    const later = online({ now: () => new Date('2026-03-12T12:00:00Z') });
    await expect(later.book({ offer, passengers: family, contact }, call)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('checks credentials at book', async () => {
    const offer = await anOffer();
    await expect(supplier.book({ offer, passengers: family, contact }, {})).rejects.toMatchObject({ kind: 'credentials' });
  });

  it('offline supplier always accepts and leaves the locator to the agent', async () => {
    const offer = (await offline().search(gruLis(), {})).flightGroups[0]!.offers[0]!;
    await expect(offline().book({ offer, passengers: [passenger('adult', 'SUPPLIERFAIL')], contact }, {})).resolves.toEqual({
      externalLocator: null,
    });
  });
});
