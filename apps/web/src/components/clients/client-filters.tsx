'use client';

import { FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { SearchBox } from '@/components/ui/search-box';

export const CLIENT_FILTER_KEYS = ['search', 'customer_type', 'is_active'] as const;
export type ClientFilterValues = Record<(typeof CLIENT_FILTER_KEYS)[number], string>;

const TYPES = [
  { value: 'individual', label: 'Pessoa física' },
  { value: 'company', label: 'Pessoa jurídica' },
];
const SITUATIONS = [
  { value: 'true', label: 'Ativos' },
  { value: 'false', label: 'Inativos' },
];

interface ClientFiltersProps {
  values: ClientFilterValues;
  active: boolean;
  onChange: (patch: Partial<ClientFilterValues>) => void;
  onClear: () => void;
}

export function ClientFilters({ values, active, onChange, onClear }: ClientFiltersProps) {
  return (
    <FilterBar active={active} onClear={onClear}>
      <SearchBox label="Buscar" placeholder="Nome, e-mail, CPF ou CNPJ" value={values.search} onSearch={(search) => onChange({ search })} />
      <SelectFilter label="Tipo" value={values.customer_type} options={TYPES} onChange={(customer_type) => onChange({ customer_type })} />
      <SelectFilter label="Situação" value={values.is_active} options={SITUATIONS} onChange={(is_active) => onChange({ is_active })} />
    </FilterBar>
  );
}
