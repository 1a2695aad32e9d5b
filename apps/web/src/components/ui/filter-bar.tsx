'use client';

/**
 * A list's row of filters, with "Limpar filtros" while any is set. Bind it to the address bar with
 * useSearchState (a filtered list survives a visit to a record and the back button), or to useState.
 *
 *   const KEYS = ['search', 'status', 'from', 'to'] as const;
 *   const { values, update, clear, active } = useSearchState(KEYS);
 *   <FilterBar active={active} onClear={clear}>
 *     <SearchBox label="Buscar" value={values.search} onSearch={(search) => update({ search })} />
 *     <SelectFilter label="Status" value={values.status} onChange={(status) => update({ status })}
 *       options={[{ value: 'pending', label: 'Pendente' }]} />
 *     <DateRangeFilter legend="Período" from={values.from} to={values.to} fromLabel="De" toLabel="Até"
 *       onFromChange={(from) => update({ from })} onToChange={(to) => update({ to })} />
 *   </FilterBar>
 */

import type { ReactNode } from 'react';
import { IsoDateInput } from '@/components/form/iso-date-input';

interface FilterBarProps {
  /** Whether any filter is set: shows "Limpar filtros" (with onClear). */
  active?: boolean;
  onClear?: () => void;
  /** Names the search landmark when a page has more than one: "Filtros de hotéis". */
  label?: string;
  children: ReactNode;
}

export function FilterBar({ active = false, onClear, label, children }: FilterBarProps) {
  return (
    <div className="toolbar" role="search" aria-label={label}>
      {children}
      {active && onClear && (
        <button type="button" className="button button-ghost toolbar-clear" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface SelectFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  /** The choice that filters nothing (value ''); null for a select that always has a value (a sort). */
  allLabel?: string | null;
}

/** A select of the bar; '' means "any". */
export function SelectFilter({ label, value, onChange, options, allLabel = 'Todos' }: SelectFilterProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== null && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Options from a label map: { pending: 'Pendente', ... } -> [{ value: 'pending', label: 'Pendente' }]. */
export function optionsOf(labels: Readonly<Record<string, string>>, order?: readonly string[]): FilterOption[] {
  return (order ?? Object.keys(labels)).map((value) => ({ value, label: labels[value] ?? value }));
}

interface DateRangeFilterProps {
  legend: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
}

/** Two dd/mm/aaaa dates; an end before the start is pointed out (the list should ignore it). */
export function DateRangeFilter({ legend, from, to, fromLabel, toLabel, onFromChange, onToChange }: DateRangeFilterProps) {
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      <div className="date-range">
        <IsoDateInput aria-label={fromLabel} value={from} onChange={onFromChange} />
        <span className="muted">até</span>
        <IsoDateInput aria-label={toLabel} value={to} onChange={onToChange} />
      </div>
      {from && to && to < from && <p className="hint hint-error">A data final é anterior à inicial e foi ignorada.</p>}
    </fieldset>
  );
}
