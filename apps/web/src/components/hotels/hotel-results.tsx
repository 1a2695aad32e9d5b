'use client';

import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { filterHotels, NO_HOTEL_FILTERS, type Hotel, type HotelFilters as Filters, type HotelSearchResult } from '@/lib/hotel-search';
import { HotelCard } from './hotel-card';
import { HotelFilters } from './hotel-filters';

const PAGE = 20;

interface HotelResultsProps {
  result: HotelSearchResult;
  onOpen: (hotel: Hotel) => void;
}

/** The hotels found, narrowed by the filters, cheapest first, twenty at a time. */
export function HotelResults({ result, onOpen }: HotelResultsProps) {
  const [filters, setFilters] = useState<Filters>(NO_HOTEL_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const hotels = useMemo(
    () => filterHotels(result.hotels, filters).sort((a, b) => (a.offers[0]?.totalPrice ?? 0) - (b.offers[0]?.totalPrice ?? 0)),
    [result.hotels, filters],
  );
  const providers = useMemo(() => [...new Set(result.hotels.map((hotel) => hotel.provider))], [result.hotels]);
  return (
    <section className="stack" aria-label="Resultados">
      <HotelFilters
        providers={providers}
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setShown(PAGE);
        }}
      />
      <p className="muted" role="status">
        {hotels.length} de {result.hotels.length} hotéis
      </p>
      {hotels.length === 0 ? (
        <EmptyState title="Nenhum hotel com esses filtros." />
      ) : (
        <ul className="hotel-list">
          {hotels.slice(0, shown).map((hotel) => (
            <HotelCard key={hotel.id} hotel={hotel} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {shown < hotels.length && (
        <button type="button" className="button" onClick={() => setShown((n) => n + PAGE)}>
          Mostrar mais hotéis
        </button>
      )}
    </section>
  );
}
