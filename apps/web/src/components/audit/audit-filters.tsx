'use client';

import { DateRangeFilter, FilterBar, SelectFilter, optionsOf, type FilterOption } from '@/components/ui/filter-bar';
import { AUDIT_ACTION_LABELS } from './audit-labels';

export const AUDIT_FILTER_KEYS = ['person', 'action', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

interface AuditFiltersProps {
  values: AuditFilterValues;
  active: boolean;
  /** The people in the log (former members too) and the actions it records. */
  people: readonly FilterOption[];
  actions: readonly string[];
  onChange: (patch: Partial<AuditFilterValues>) => void;
  onClear: () => void;
}

export function AuditFilters({ values, active, people, actions, onChange, onClear }: AuditFiltersProps) {
  return (
    <FilterBar active={active} onClear={onClear}>
      <SelectFilter label="Pessoa" value={values.person} options={people} onChange={(person) => onChange({ person })} allLabel="Todas" />
      <SelectFilter
        label="Ação"
        value={values.action}
        options={optionsOf(AUDIT_ACTION_LABELS, actions)}
        onChange={(action) => onChange({ action })}
        allLabel="Todas"
      />
      <DateRangeFilter
        legend="Período"
        from={values.from}
        to={values.to}
        fromLabel="De"
        toLabel="Até"
        onFromChange={(from) => onChange({ from })}
        onToChange={(to) => onChange({ to })}
      />
    </FilterBar>
  );
}
