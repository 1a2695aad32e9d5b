'use client';

import { BookingCustomerFilter } from '@/components/bookings/booking-customer-filter';
import { FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS } from '@/lib/quote-labels';

export const QUOTE_FILTER_KEYS = ['status', 'customer_id'] as const;
export type QuoteFilterValues = Record<(typeof QUOTE_FILTER_KEYS)[number], string>;

interface QuoteFiltersProps {
  values: QuoteFilterValues;
  active: boolean;
  onChange: (patch: Partial<QuoteFilterValues>) => void;
  onClear: () => void;
}

export function QuoteFilters({ values, active, onChange, onClear }: QuoteFiltersProps) {
  return (
    <FilterBar active={active} onClear={onClear}>
      <div className="field-grow">
        {/* The same client filter as the bookings list: the id in the address bar, the name in the picker. */}
        <BookingCustomerFilter customerId={values.customer_id} onChange={(customer_id) => onChange({ customer_id })} />
      </div>
      <SelectFilter
        label="Status"
        value={values.status}
        options={optionsOf(QUOTE_STATUS_LABELS, QUOTE_STATUSES)}
        onChange={(status) => onChange({ status })}
      />
    </FilterBar>
  );
}
