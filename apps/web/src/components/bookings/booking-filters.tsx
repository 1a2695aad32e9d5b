'use client';

import { IsoDateInput } from '@/components/form/iso-date-input';
import { BOOKING_STATUSES } from '@/lib/booking-status';
import { BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS } from '@/lib/labels';
import { BookingCustomerFilter } from './booking-customer-filter';

export const BOOKING_FILTER_KEYS = ['status', 'type', 'customer_id', 'start_date_from', 'start_date_to'] as const;
export type BookingFilterValues = Record<(typeof BOOKING_FILTER_KEYS)[number], string>;

interface BookingFiltersProps {
  values: BookingFilterValues;
  active: boolean;
  onChange: (patch: Partial<BookingFilterValues>) => void;
}

export function BookingFilters({ values, active, onChange }: BookingFiltersProps) {
  return (
    <div className="toolbar" role="search">
      <div className="field-grow">
        <BookingCustomerFilter customerId={values.customer_id} onChange={(customer_id) => onChange({ customer_id })} />
      </div>
      <label className="field">
        <span>Status</span>
        <select value={values.status} onChange={(e) => onChange({ status: e.target.value })}>
          <option value="">Todos</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Tipo</span>
        <select value={values.type} onChange={(e) => onChange({ type: e.target.value })}>
          <option value="">Todos</option>
          {Object.entries(BOOKING_TYPE_LABELS).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="field">
        <legend>Início da viagem</legend>
        <div className="date-range">
          <IsoDateInput aria-label="Início a partir de" value={values.start_date_from} onChange={(start_date_from) => onChange({ start_date_from })} />
          <span className="muted">até</span>
          <IsoDateInput aria-label="Início até" value={values.start_date_to} onChange={(start_date_to) => onChange({ start_date_to })} />
        </div>
        {values.start_date_from && values.start_date_to && values.start_date_to < values.start_date_from && (
          <p className="hint hint-error">A data final é anterior à inicial e foi ignorada.</p>
        )}
      </fieldset>
      {active && (
        <button
          type="button"
          className="button button-ghost toolbar-clear"
          onClick={() => onChange({ status: '', type: '', customer_id: '', start_date_from: '', start_date_to: '' })}
        >
          Limpar filtros
        </button>
      )}
    </div>
  );
}
