'use client';

import { SupplierPrice } from '@/components/finance/supplier-price';
import { formatDateTime, formatMoney } from '@/lib/format';
import { ROOM_BASIS_LABELS, type HotelOffer } from '@/lib/hotel-search';

interface HotelOffersProps {
  offers: readonly HotelOffer[];
  nights: number;
  pendingCode: string | null;
  onChoose: (offer: HotelOffer) => void;
}

/** The rooms on offer with regime, cancellation terms and total; choosing one holds it (prebook). */
export function HotelOffers({ offers, nights, pendingCode, onChoose }: HotelOffersProps) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Ofertas</caption>
        <thead>
          <tr>
            <th>Quarto</th>
            <th>Regime</th>
            <th>Cancelamento</th>
            <th className="cell-number">Total ({nights} noites)</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.hotelSearchCode}>
              <td className="cell-wrap">{offer.rooms.join(', ')}</td>
              <td>{ROOM_BASIS_LABELS[offer.roomBasis]}</td>
              <td className="small">
                {offer.nonRefundable ? (
                  <span className="tag">Não reembolsável</span>
                ) : (
                  <span>Reembolsável{offer.cancellationDeadline && ` até ${formatDateTime(offer.cancellationDeadline)}`}</span>
                )}
              </td>
              <td className="cell-number">
                <strong>{formatMoney(offer.totalPrice, offer.currency)}</strong>
                {offer.supplierPrice && offer.exchangeRate && (
                  <SupplierPrice price={offer.supplierPrice} rate={offer.exchangeRate} compact />
                )}
              </td>
              <td className="cell-actions">
                <button
                  type="button"
                  className="button button-primary button-small"
                  disabled={pendingCode !== null}
                  onClick={() => onChoose(offer)}
                >
                  {pendingCode === offer.hotelSearchCode ? 'Reservando…' : 'Escolher'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
