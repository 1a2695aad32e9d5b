'use client';

import { formatMoney } from '@/lib/format';
import { HOTEL_SUPPLIER_NAMES } from '@/components/settings/hotel-suppliers-settings';
import type { Hotel } from '@/lib/hotel-search';

interface HotelCardProps {
  hotel: Hotel;
  onOpen: (hotel: Hotel) => void;
}

/** One search result: photo, name, stars, address and the cheapest fitting offer. */
export function HotelCard({ hotel, onOpen }: HotelCardProps) {
  const cheapest = hotel.offers[0];
  return (
    <li className="card hotel-card">
      {hotel.images[0] && <img className="hotel-card-image" src={hotel.images[0]} alt="" loading="lazy" />}
      <div className="hotel-card-body">
        <h3 className="card-title">{hotel.name}</h3>
        <p className="muted small">
          <Stars count={hotel.stars} /> · {hotel.location.address}
        </p>
        <p className="small">
          {hotel.offers.length === 1 ? '1 oferta' : `${hotel.offers.length} ofertas`} ·{' '}
          <span className="muted">Fornecedor: {HOTEL_SUPPLIER_NAMES[hotel.provider] ?? hotel.provider}</span>
        </p>
      </div>
      <div className="hotel-card-price">
        {cheapest && (
          <>
            <span className="muted small">a partir de</span>
            <strong>{formatMoney(cheapest.totalPrice, cheapest.currency)}</strong>
            <span className="muted small">{hotel.availability.nights} noites</span>
          </>
        )}
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => onOpen(hotel)}
          aria-label={`Ver ofertas de ${hotel.name}`}
        >
          Ver ofertas
        </button>
      </div>
    </li>
  );
}

export function Stars({ count }: { count: number }) {
  return (
    <span className="hotel-stars" aria-label={`${count} estrelas`}>
      {'★'.repeat(Math.round(count))}
    </span>
  );
}
