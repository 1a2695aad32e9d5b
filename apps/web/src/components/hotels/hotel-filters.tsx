'use client';

import { NO_HOTEL_FILTERS, ROOM_BASIS_LABELS, type HotelFilters as Filters, type RoomBasis } from '@/lib/hotel-search';

interface HotelFiltersProps {
  values: Filters;
  onChange: (values: Filters) => void;
}

/** Narrows the results already fetched: stars, room basis, refundable offers and a price ceiling. */
export function HotelFilters({ values, onChange }: HotelFiltersProps) {
  const active = values.minStars > 0 || values.roomBasis !== '' || values.refundableOnly || values.maxPrice !== null;
  return (
    <div className="toolbar" role="search" aria-label="Filtros de hotéis">
      <label className="field">
        <span>Estrelas</span>
        <select value={values.minStars} onChange={(e) => onChange({ ...values, minStars: Number(e.target.value) })}>
          <option value={0}>Todas</option>
          {[2, 3, 4, 5].map((stars) => (
            <option key={stars} value={stars}>
              {stars === 5 ? '5 estrelas' : `${stars}+ estrelas`}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Regime</span>
        <select value={values.roomBasis} onChange={(e) => onChange({ ...values, roomBasis: e.target.value as RoomBasis | '' })}>
          <option value="">Todos</option>
          {Object.entries(ROOM_BASIS_LABELS).map(([basis, label]) => (
            <option key={basis} value={basis}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Preço máximo da estadia (R$)</span>
        <input
          type="number"
          min={0}
          step={50}
          inputMode="numeric"
          value={values.maxPrice ?? ''}
          onChange={(e) => onChange({ ...values, maxPrice: e.target.value === '' ? null : Number(e.target.value) })}
        />
      </label>
      <label className="choice">
        <input type="checkbox" checked={values.refundableOnly} onChange={(e) => onChange({ ...values, refundableOnly: e.target.checked })} />
        Só reembolsáveis
      </label>
      {active && (
        <button type="button" className="button button-ghost toolbar-clear" onClick={() => onChange(NO_HOTEL_FILTERS)}>
          Limpar filtros
        </button>
      )}
    </div>
  );
}
