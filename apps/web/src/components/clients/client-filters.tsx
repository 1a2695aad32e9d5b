'use client';

import { SearchBox } from '@/components/ui/search-box';

export const CLIENT_FILTER_KEYS = ['search', 'customer_type', 'is_active'] as const;
export type ClientFilterValues = Record<(typeof CLIENT_FILTER_KEYS)[number], string>;

interface ClientFiltersProps {
  values: ClientFilterValues;
  active: boolean;
  onChange: (patch: Partial<ClientFilterValues>) => void;
}

export function ClientFilters({ values, active, onChange }: ClientFiltersProps) {
  return (
    <div className="toolbar" role="search">
      <SearchBox
        label="Buscar"
        placeholder="Nome, e-mail, CPF ou CNPJ"
        value={values.search}
        onSearch={(search) => onChange({ search })}
      />
      <label className="field">
        <span>Tipo</span>
        <select value={values.customer_type} onChange={(e) => onChange({ customer_type: e.target.value })}>
          <option value="">Todos</option>
          <option value="individual">Pessoa física</option>
          <option value="company">Pessoa jurídica</option>
        </select>
      </label>
      <label className="field">
        <span>Situação</span>
        <select value={values.is_active} onChange={(e) => onChange({ is_active: e.target.value })}>
          <option value="">Todos</option>
          <option value="true">Ativos</option>
          <option value="false">Inativos</option>
        </select>
      </label>
      {active && (
        <button type="button" className="button button-ghost toolbar-clear" onClick={() => onChange({ search: '', customer_type: '', is_active: '' })}>
          Limpar filtros
        </button>
      )}
    </div>
  );
}
