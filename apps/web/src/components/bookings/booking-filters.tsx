'use client';

import { DateRangeFilter, FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { BOOKING_STATUSES } from '@/lib/booking-status';
import { BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS } from '@/lib/labels';
import { BookingCustomerFilter } from './booking-customer-filter';

export const BOOKING_FILTER_KEYS = ['status', 'type', 'customer_id', 'start_date_from', 'start_date_to'] as const;
export type BookingFilterValues = Record<(typeof BOOKING_FILTER_KEYS)[number], string>;

interface BookingFiltersProps {
  values: BookingFilterValues;
  active: boolean;
  onChange: (patch: Partial<BookingFilterValues>) => void;
  onClear: () => void;
}

export function BookingFilters({ values, active, onChange, onClear }: BookingFiltersProps) {
  return (
    <FilterBar active={active} onClear={onClear}>
      <div className="field-grow">
        <BookingCustomerFilter customerId={values.customer_id} onChange={(customer_id) => onChange({ customer_id })} />
      </div>
      <SelectFilter
        label="Status"
        value={values.status}
        options={optionsOf(BOOKING_STATUS_LABELS, BOOKING_STATUSES)}
        onChange={(status) => onChange({ status })}
      />
      <SelectFilter label="Tipo" value={values.type} options={optionsOf(BOOKING_TYPE_LABELS)} onChange={(type) => onChange({ type })} />
      <DateRangeFilter
        legend="Início da viagem"
        from={values.start_date_from}
        to={values.start_date_to}
        fromLabel="Início a partir de"
        toLabel="Início até"
        onFromChange={(start_date_from) => onChange({ start_date_from })}
        onToChange={(start_date_to) => onChange({ start_date_to })}
      />
    </FilterBar>
  );
}
