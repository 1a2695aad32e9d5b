'use client';

import { HOTEL_SUPPLIER_NAMES } from '@/components/settings/hotel-suppliers-settings';
import { FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { NO_HOTEL_FILTERS, ROOM_BASIS_LABELS, type HotelFilters as Filters, type RoomBasis } from '@/lib/hotel-search';

const STAR_OPTIONS = [2, 3, 4, 5].map((stars) => ({ value: String(stars), label: stars === 5 ? '5 estrelas' : `${stars}+ estrelas` }));

interface HotelFiltersProps {
  values: Filters;
  onChange: (values: Filters) => void;
  /** The suppliers whose hotels were found: a supplier filter when there are several. */
  providers: readonly string[];
}

/** Narrows the results already fetched: supplier, stars, room basis, refundable offers and a price ceiling. */
export function HotelFilters({ values, onChange, providers }: HotelFiltersProps) {
  const active =
    values.minStars > 0 || values.roomBasis !== '' || values.refundableOnly || values.maxPrice !== null || values.provider !== '';
  return (
    <FilterBar label="Filtros de hotéis" active={active} onClear={() => onChange(NO_HOTEL_FILTERS)}>
      {providers.length > 1 && (
        <SelectFilter
          label="Fornecedor"
          value={values.provider}
          options={providers.map((provider) => ({ value: provider, label: HOTEL_SUPPLIER_NAMES[provider] ?? provider }))}
          onChange={(provider) => onChange({ ...values, provider })}
        />
      )}
      <SelectFilter
        label="Estrelas"
        allLabel="Todas"
        value={values.minStars ? String(values.minStars) : ''}
        options={STAR_OPTIONS}
        onChange={(stars) => onChange({ ...values, minStars: Number(stars) || 0 })}
      />
      <SelectFilter
        label="Regime"
        value={values.roomBasis}
        options={optionsOf(ROOM_BASIS_LABELS)}
        onChange={(basis) => onChange({ ...values, roomBasis: basis as RoomBasis | '' })}
      />
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
        <input
          type="checkbox"
          checked={values.refundableOnly}
          onChange={(e) => onChange({ ...values, refundableOnly: e.target.checked })}
        />
        Só reembolsáveis
      </label>
    </FilterBar>
  );
}
