import { isSupplierError } from '@tas/suppliers';
import { ApiError } from '../lib/api-error';
import { fromMinor, toMinor } from '../lib/money';
import type { TeamFlightSupplier } from '../suppliers/flight-supplier';
import { callSupplier } from '../suppliers/supplier-call';
import type { TRatedOffer } from './rate-token';

/**
 * A real supplier's offer as it stands now (Duffel): prebook and book ask before anything is held or
 * charged. Gone or expired at the supplier: `expired()` (410). A new price: 400 PRICE_MISMATCH naming
 * the new total, compared on the supplier's net (total minus DU) so a DU changed in settings since
 * the search is no price change. Suppliers without `getOffer` (the sandbox) are checked only at book.
 */
export async function refreshOffer(
  account: TeamFlightSupplier,
  rated: Pick<TRatedOffer, 'offerId' | 'price' | 'supplierPrice'>,
  duPercent: number,
  expired: () => ApiError,
): Promise<void> {
  const getOffer = account.supplier.getOffer?.bind(account.supplier);
  if (!getOffer) return;
  const group = await callSupplier(
    'search',
    async (signal) => {
      try {
        return await getOffer({ offerId: rated.offerId, duPercent }, { credentials: account.credentials, signal });
      } catch (error) {
        if (isSupplierError(error) && (error.kind === 'offer_expired' || error.kind === 'not_found')) throw expired();
        throw error;
      }
    },
    undefined,
    'Flight supplier',
  );
  const offer = group.offers.find((o) => o.id === rated.offerId) ?? group.offers[0];
  if (!offer) throw expired();
  // An offer priced abroad is compared in the supplier's own currency (#22): the rate is checked apart.
  const abroad = rated.supplierPrice;
  const price = abroad ? { totalCents: abroad.totalMinor, duCents: abroad.commissionMinor, currency: abroad.currency } : rated.price;
  const netNow = toMinor(offer.price.total, offer.price.currency) - toMinor(offer.price.commission, offer.price.currency);
  if (offer.price.currency !== price.currency || netNow !== price.totalCents - price.duCents) {
    const was = `${fromMinor(price.totalCents, price.currency).toFixed(2)} ${price.currency}`;
    const now = `${offer.price.total.toFixed(2)} ${offer.price.currency}`;
    throw new ApiError(
      400,
      'PRICE_MISMATCH',
      `Price changed at the supplier: the offer's total is now ${now} (it was ${was}); search again for a new rate token`,
    );
  }
}
