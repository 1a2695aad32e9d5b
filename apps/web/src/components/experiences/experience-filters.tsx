'use client';

import { FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';
import { EXPERIENCE_CATEGORY_LABELS } from '@/lib/labels';

export const EXPERIENCE_FILTER_KEYS = ['search', 'category', 'is_active'] as const;
export type ExperienceFilterValues = Record<(typeof EXPERIENCE_FILTER_KEYS)[number], string>;

const SITUATIONS = [
  { value: 'true', label: 'Ativas' },
  { value: 'false', label: 'Inativas' },
];

interface ExperienceFiltersProps {
  values: ExperienceFilterValues;
  active: boolean;
  onChange: (patch: Partial<ExperienceFilterValues>) => void;
  onClear: () => void;
}

export function ExperienceFilters({ values, active, onChange, onClear }: ExperienceFiltersProps) {
  return (
    <FilterBar active={active} onClear={onClear}>
      <SearchBox label="Buscar" placeholder="Nome ou descrição" value={values.search} onSearch={(search) => onChange({ search })} />
      <SelectFilter
        label="Categoria"
        allLabel="Todas"
        value={values.category}
        options={optionsOf(EXPERIENCE_CATEGORY_LABELS)}
        onChange={(category) => onChange({ category })}
      />
      <SelectFilter
        label="Situação"
        allLabel="Todas"
        value={values.is_active}
        options={SITUATIONS}
        onChange={(is_active) => onChange({ is_active })}
      />
    </FilterBar>
  );
}
