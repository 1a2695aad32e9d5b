import { describe, expect, it } from 'vitest';
import { call, rioQuery, sandbox } from './test-support';

describe('hotel prebook, book and cancel', () => {
  const supplier = sandbox();
  const stay = { checkIn: '2026-03-10', checkOut: '2026-03-15', adults: 2, children: 0, rooms: 1 };
  const anOffer = async () => (await supplier.search(rioQuery(), call)).hotels[11]!.offers[2]!;
  const guests = [{ firstName: 'Ana', lastName: 'Souza' }];

  it('prebook confirms the offer at the searched net price', async () => {
    const offer = await anOffer();
    const prebook = await supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay }, call);
    expect(prebook).toMatchObject({
      ...stay,
      hotelSearchCode: offer.hotelSearchCode,
      nights: 5,
      roomBasis: offer.roomBasis,
      roomNames: offer.rooms,
      netPrice: offer.netPrice,
      currency: 'BRL',
      nonRefundable: offer.nonRefundable,
      cancellationDeadline: offer.cancellationDeadline,
    });
  });

  it('prebook refuses a stay other than the one in the code', async () => {
    const offer = await anOffer();
    await expect(supplier.prebook({ hotelSearchCode: offer.hotelSearchCode, stay: { ...stay, adults: 3 } }, call)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
  });

  it('prebook refuses a check-in that has passed', async () => {
    const offer = await anOffer();
    const later = sandbox({ now: () => new Date('2026-03-12T12:00:00Z') });
    await expect(later.prebook({ hotelSearchCode: offer.hotelSearchCode }, call)).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('book returns a supplier locator, the same for a retried reference', async () => {
    const offer = await anOffer();
    const first = await supplier.book({ hotelSearchCode: offer.hotelSearchCode, guests, reference: 'BK-2026-000001' }, call);
    const retry = await supplier.book({ hotelSearchCode: offer.hotelSearchCode, guests, reference: 'BK-2026-000001' }, call);
    const other = await supplier.book({ hotelSearchCode: offer.hotelSearchCode, guests, reference: 'BK-2026-000002' }, call);
    expect(first).toEqual({
      locator: expect.stringMatching(/^HTL-[A-Z2-9]{6}[0-9a-z]{4}$/),
      status: 'confirmed',
      netPrice: offer.netPrice,
      currency: 'BRL',
    });
    expect(retry.locator).toBe(first.locator);
    expect(other.locator).not.toBe(first.locator);
  });

  it('book fails as unavailable for a guest named SUPPLIERFAIL', async () => {
    const offer = await anOffer();
    const request = {
      hotelSearchCode: offer.hotelSearchCode,
      guests: [...guests, { firstName: 'X', lastName: 'supplierfail' }],
      reference: 'BK-1',
    };
    await expect(supplier.book(request, call)).rejects.toMatchObject({ name: 'SupplierError', kind: 'unavailable' });
  });

  it('book needs at least one guest and valid credentials', async () => {
    const offer = await anOffer();
    await expect(supplier.book({ hotelSearchCode: offer.hotelSearchCode, guests: [], reference: 'BK-1' }, call)).rejects.toMatchObject({
      kind: 'invalid_request',
    });
    await expect(
      supplier.book(
        { hotelSearchCode: offer.hotelSearchCode, guests, reference: 'BK-1' },
        { credentials: { username: 'x', password: 'y' } },
      ),
    ).rejects.toMatchObject({ kind: 'credentials' });
  });

  it('cancels a locator it issued and knows none it did not', async () => {
    const offer = await anOffer();
    const { locator } = await supplier.book({ hotelSearchCode: offer.hotelSearchCode, guests, reference: 'BK-3' }, call);
    await expect(supplier.cancel(locator, call)).resolves.toEqual({ locator, status: 'cancelled' });
    await expect(supplier.cancel('HTL-AAAAAA0000', call)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
