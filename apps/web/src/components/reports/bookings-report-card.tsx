'use client';

import { useState } from 'react';
import { BookingCustomerFilter } from '@/components/bookings/booking-customer-filter';
import { CardSection } from '@/components/ui/card-section';
import { DateRangeFilter, FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { BOOKING_STATUSES } from '@/lib/booking-status';
import { BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS } from '@/lib/labels';
import { DownloadButtons } from './download-buttons';
import { reportUrl } from './report-url';

const EMPTY = { status: '', type: '', customer_id: '', start_date_from: '', start_date_to: '', created_from: '', created_to: '' };

/** The bookings report: the bookings list's filters plus the days the bookings were made. */
export function BookingsReportCard() {
  const [filters, setFilters] = useState(EMPTY);
  const change = (patch: Partial<typeof EMPTY>) => setFilters((current) => ({ ...current, ...patch }));
  const active = Object.values(filters).some(Boolean);
  return (
    <CardSection
      title="Reservas"
      footer={
        <DownloadButtons label="reservas" csv={reportUrl('bookings', 'csv', filters)} xlsx={reportUrl('bookings', 'xlsx', filters)} />
      }
    >
      <div className="card-footer">
        <FilterBar active={active} onClear={() => setFilters(EMPTY)}>
          <div className="field-grow">
            <BookingCustomerFilter customerId={filters.customer_id} onChange={(customer_id) => change({ customer_id })} />
          </div>
          <SelectFilter
            label="Status"
            value={filters.status}
            options={optionsOf(BOOKING_STATUS_LABELS, BOOKING_STATUSES)}
            onChange={(status) => change({ status })}
          />
          <SelectFilter label="Tipo" value={filters.type} options={optionsOf(BOOKING_TYPE_LABELS)} onChange={(type) => change({ type })} />
          <DateRangeFilter
            legend="Feitas entre"
            from={filters.created_from}
            to={filters.created_to}
            fromLabel="Feitas a partir de"
            toLabel="Feitas até"
            onFromChange={(created_from) => change({ created_from })}
            onToChange={(created_to) => change({ created_to })}
          />
          <DateRangeFilter
            legend="Início da viagem"
            from={filters.start_date_from}
            to={filters.start_date_to}
            fromLabel="Início a partir de"
            toLabel="Início até"
            onFromChange={(start_date_from) => change({ start_date_from })}
            onToChange={(start_date_to) => change({ start_date_to })}
          />
        </FilterBar>
      </div>
    </CardSection>
  );
}
