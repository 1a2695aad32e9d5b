'use client';

import { SearchBox } from '@/components/ui/search-box';
import { EXPERIENCE_CATEGORY_LABELS } from '@/lib/labels';

export const EXPERIENCE_FILTER_KEYS = ['search', 'category', 'is_active'] as const;
export type ExperienceFilterValues = Record<(typeof EXPERIENCE_FILTER_KEYS)[number], string>;

interface ExperienceFiltersProps {
  values: ExperienceFilterValues;
  active: boolean;
  onChange: (patch: Partial<ExperienceFilterValues>) => void;
}

export function ExperienceFilters({ values, active, onChange }: ExperienceFiltersProps) {
  return (
    <div className="toolbar" role="search">
      <SearchBox label="Buscar" placeholder="Nome ou descrição" value={values.search} onSearch={(search) => onChange({ search })} />
      <label className="field">
        <span>Categoria</span>
        <select value={values.category} onChange={(e) => onChange({ category: e.target.value })}>
          <option value="">Todas</option>
          {Object.entries(EXPERIENCE_CATEGORY_LABELS).map(([category, label]) => (
            <option key={category} value={category}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Situação</span>
        <select value={values.is_active} onChange={(e) => onChange({ is_active: e.target.value })}>
          <option value="">Todas</option>
          <option value="true">Ativas</option>
          <option value="false">Inativas</option>
        </select>
      </label>
      {active && (
        <button type="button" className="button button-ghost toolbar-clear" onClick={() => onChange({ search: '', category: '', is_active: '' })}>
          Limpar filtros
        </button>
      )}
    </div>
  );
}
