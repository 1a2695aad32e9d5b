'use client';

import { DateRangeFilter, FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { formatDate } from '@/lib/format';
import { PERIOD_PRESETS } from './period';

export const PERIOD_KEYS = ['period', 'from', 'to'] as const;
export type PeriodValues = Record<(typeof PERIOD_KEYS)[number], string>;

interface PeriodPickerProps {
  values: PeriodValues;
  /** The period shown (what the API answered for). */
  shown: { from: string; to: string } | undefined;
  active: boolean;
  onChange: (patch: Partial<PeriodValues>) => void;
  onClear: () => void;
}

/** This month (default), the last 30 days, or days the agent picks. */
export function PeriodPicker({ values, shown, active, onChange, onClear }: PeriodPickerProps) {
  const preset = values.period in PERIOD_PRESETS ? values.period : 'month';
  return (
    <FilterBar active={active} onClear={onClear}>
      <SelectFilter
        label="Período"
        value={preset === 'month' ? '' : preset}
        allLabel={PERIOD_PRESETS.month}
        options={optionsOf(PERIOD_PRESETS, ['last30', 'custom'])}
        onChange={(period) => onChange({ period, from: '', to: '' })}
      />
      {preset === 'custom' && (
        <DateRangeFilter
          legend="Dias"
          from={values.from}
          to={values.to}
          fromLabel="De"
          toLabel="Até"
          onFromChange={(from) => onChange({ from })}
          onToChange={(to) => onChange({ to })}
        />
      )}
      {shown && (
        <p className="muted" data-testid="dashboard-period">
          {formatDate(shown.from)} a {formatDate(shown.to)}
        </p>
      )}
    </FilterBar>
  );
}
