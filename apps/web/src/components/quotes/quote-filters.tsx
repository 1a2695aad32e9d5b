'use client';

import { BookingCustomerFilter } from '@/components/bookings/booking-customer-filter';
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS } from '@/lib/quote-labels';

export const QUOTE_FILTER_KEYS = ['status', 'customer_id'] as const;
export type QuoteFilterValues = Record<(typeof QUOTE_FILTER_KEYS)[number], string>;

interface QuoteFiltersProps {
  values: QuoteFilterValues;
  active: boolean;
  onChange: (patch: Partial<QuoteFilterValues>) => void;
}

export function QuoteFilters({ values, active, onChange }: QuoteFiltersProps) {
  return (
    <div className="toolbar" role="search">
      <div className="field-grow">
        {/* The same client filter as the bookings list: the id in the address bar, the name in the picker. */}
        <BookingCustomerFilter customerId={values.customer_id} onChange={(customer_id) => onChange({ customer_id })} />
      </div>
      <label className="field">
        <span>Status</span>
        <select value={values.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">Todos</option>
          {QUOTE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {QUOTE_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      {active && (
        <button type="button" className="button button-ghost toolbar-clear" onClick={() => onChange({ status: '', customer_id: '' })}>
          Limpar filtros
        </button>
      )}
    </div>
  );
}
