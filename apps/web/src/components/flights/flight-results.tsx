'use client';

import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { airlinesOf, filterFlightGroups, NO_FLIGHT_FILTERS, type FlightFilters, type FlightGroup, type FlightOffer, type FlightSort } from '@/lib/flight-search';
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

  if (groups.length === 0) return <EmptyState title="Nenhum voo encontrado." hint="Tente outras datas, outro aeroporto ou inclua voos com conexão." />;
  return (
    <section className="stack" aria-label="Resultados">
      <div className="toolbar" role="search" aria-label="Filtros de voos">
        <label className="field">
          <span>Ordenar por</span>
          <select value={filters.sort} onChange={(e) => change({ ...filters, sort: e.target.value as FlightSort })}>
            {Object.entries(SORT_LABELS).map(([sort, label]) => (
              <option key={sort} value={sort}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Companhia</span>
          <select value={filters.airline} onChange={(e) => change({ ...filters, airline: e.target.value })}>
            <option value="">Todas</option>
            {airlines.map((airline) => (
              <option key={airline.code} value={airline.code}>
                {airline.name}
              </option>
            ))}
          </select>
        </label>
        <label className="choice">
          <input type="checkbox" checked={filters.directOnly} onChange={(e) => change({ ...filters, directOnly: e.target.checked })} />
          Só diretos
        </label>
      </div>
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
