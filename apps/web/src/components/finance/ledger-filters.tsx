'use client';

import { DateRangeFilter, FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { LEDGER_CURRENCIES, LEDGER_STATUS_OPTIONS, SUPPLIER_LABELS } from './labels';
import type { LedgerFilterValues } from './ledger-query';

interface LedgerFiltersProps {
  values: LedgerFilterValues;
  active: boolean;
  onChange: (patch: Partial<LedgerFilterValues>) => void;
  onClear: () => void;
}

/** Financeiro's filters: status (open by default), supplier, currency and the due-date period. */
export function LedgerFilters({ values, active, onChange, onClear }: LedgerFiltersProps) {
  return (
    <FilterBar active={active} onClear={onClear}>
      <SelectFilter
        label="Situação"
        allLabel={null}
        value={values.status || 'open'}
        options={LEDGER_STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <SelectFilter
        label="Fornecedor"
        value={values.supplier}
        options={optionsOf(SUPPLIER_LABELS)}
        onChange={(supplier) => onChange({ supplier })}
      />
      <SelectFilter
        label="Moeda"
        allLabel="Todas"
        value={values.currency}
        options={LEDGER_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        onChange={(currency) => onChange({ currency })}
      />
      <DateRangeFilter
        legend="Vencimento"
        from={values.due_from}
        to={values.due_to}
        fromLabel="Vence a partir de"
        toLabel="Vence até"
        onFromChange={(due_from) => onChange({ due_from })}
        onToChange={(due_to) => onChange({ due_to })}
      />
    </FilterBar>
  );
}
