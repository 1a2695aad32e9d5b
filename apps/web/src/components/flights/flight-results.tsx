'use client';

import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import {
  airlinesOf,
  filterFlightGroups,
  NO_FLIGHT_FILTERS,
  type FlightFilters,
  type FlightGroup,
  type FlightOffer,
  type FlightSort,
} from '@/lib/flight-search';
import { FlightGroupCard } from './flight-group-card';

const PAGE = 15;

const SORT_LABELS: Record<FlightSort, string> = { price: 'Menor preço', duration: 'Menor duração', departure: 'Saída mais cedo' };

interface FlightResultsProps {
  groups: readonly FlightGroup[];
  onChoose: (group: FlightGroup, offer: FlightOffer) => void;
}

/** The flights found, narrowed and sorted in the browser, fifteen at a time. */
export function FlightResults({ groups, onChoose }: FlightResultsProps) {
  const [filters, setFilters] = useState<FlightFilters>(NO_FLIGHT_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const airlines = useMemo(() => airlinesOf(groups), [groups]);
  const visible = useMemo(() => filterFlightGroups(groups, filters), [groups, filters]);
  const change = (next: FlightFilters) => {
    setFilters(next);
    setShown(PAGE);
  };

  if (groups.length === 0)
    return <EmptyState title="Nenhum voo encontrado." hint="Tente outras datas, outro aeroporto ou inclua voos com conexão." />;
  return (
    <section className="stack" aria-label="Resultados">
      <FilterBar label="Filtros de voos">
        <SelectFilter
          label="Ordenar por"
          allLabel={null}
          value={filters.sort}
          options={optionsOf(SORT_LABELS)}
          onChange={(sort) => change({ ...filters, sort: sort as FlightSort })}
        />
        <SelectFilter
          label="Companhia"
          allLabel="Todas"
          value={filters.airline}
          options={airlines.map((airline) => ({ value: airline.code, label: airline.name }))}
          onChange={(airline) => change({ ...filters, airline })}
        />
        <label className="choice">
          <input type="checkbox" checked={filters.directOnly} onChange={(e) => change({ ...filters, directOnly: e.target.checked })} />
          Só diretos
        </label>
      </FilterBar>
      <p className="muted" role="status">
        {visible.length} de {groups.length} voos
      </p>
      {visible.length === 0 ? (
        <EmptyState title="Nenhum voo com esses filtros." />
      ) : (
        <ul className="flight-list">
          {visible.slice(0, shown).map((group) => (
            <FlightGroupCard key={group.id} group={group} onChoose={onChoose} />
          ))}
        </ul>
      )}
      {shown < visible.length && (
        <button type="button" className="button" onClick={() => setShown((n) => n + PAGE)}>
          Mostrar mais voos
        </button>
      )}
    </section>
  );
}
