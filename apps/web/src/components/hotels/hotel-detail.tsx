'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import type { Hotel, HotelOffer } from '@/lib/hotel-search';
import { useTRPC } from '@/trpc/client';
import { Stars } from './hotel-card';
import { HotelGallery } from './hotel-gallery';
import { HotelOffers } from './hotel-offers';

interface HotelDetailProps {
  hotel: Hotel;
  pendingCode: string | null;
  onChoose: (offer: HotelOffer) => void;
  onBack: () => void;
}

/** A hotel from the results: its details and gallery from the supplier, and its offers to choose from. */
export function HotelDetail({ hotel, pendingCode, onChoose, onBack }: HotelDetailProps) {
  const trpc = useTRPC();
  const details = useQuery(trpc.hotels.details.queryOptions({ hotel_search_code: hotel.hotelSearchCode, hotel_id: hotel.hotelId }));
  return (
    <section className="stack" aria-label={hotel.name}>
      <button type="button" className="back-link button-ghost" onClick={onBack}>
        ← Voltar aos resultados
      </button>
      <div className="card">
        <h2 className="card-title">{hotel.name}</h2>
        <p className="muted">
          <Stars count={hotel.stars} /> · {hotel.location.address}
        </p>
        {details.isPending ? (
          <Loading label="Carregando detalhes do hotel…" />
        ) : details.isError ? (
          <ErrorState error={details.error} onRetry={() => void details.refetch()} />
        ) : (
          <div className="hotel-detail">
            <HotelGallery name={details.data.hotel_name} pictures={details.data.pictures} />
            <div className="stack">
              <p>{details.data.description}</p>
              {details.data.phone && <p className="small">Telefone: {details.data.phone}</p>}
              {details.data.facilities.length > 0 && (
                <ul className="tags" aria-label="Comodidades">
                  {details.data.facilities.map((facility) => (
                    <li key={facility} className="tag tag-light">
                      {facility}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </div>
      <div className="card card-flush">
        <h3 className="card-header">Ofertas</h3>
        <HotelOffers offers={hotel.offers} nights={hotel.availability.nights} pendingCode={pendingCode} onChoose={onChoose} />
      </div>
    </section>
  );
}
