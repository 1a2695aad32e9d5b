'use client';

import { useState } from 'react';
import { CardSection } from '@/components/ui/card-section';
import { DateRangeFilter, FilterBar, SelectFilter, optionsOf } from '@/components/ui/filter-bar';
import { BOOKING_TYPE_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@/lib/labels';
import { DownloadButtons } from './download-buttons';
import { reportUrl } from './report-url';

const EMPTY = { status: '', method: '', booking_type: '', created_from: '', created_to: '' };

/** The payments report: status, method, the booking's type and the days the payments were made. */
export function PaymentsReportCard() {
  const [filters, setFilters] = useState(EMPTY);
  const change = (patch: Partial<typeof EMPTY>) => setFilters((current) => ({ ...current, ...patch }));
  const active = Object.values(filters).some(Boolean);
  return (
    <CardSection
      title="Pagamentos"
      footer={
        <DownloadButtons label="pagamentos" csv={reportUrl('payments', 'csv', filters)} xlsx={reportUrl('payments', 'xlsx', filters)} />
      }
    >
      <div className="card-footer">
        <FilterBar active={active} onClear={() => setFilters(EMPTY)}>
          <SelectFilter
            label="Status do pagamento"
            value={filters.status}
            options={optionsOf(PAYMENT_STATUS_LABELS)}
            onChange={(status) => change({ status })}
          />
          <SelectFilter
            label="Forma"
            allLabel="Todas"
            value={filters.method}
            options={optionsOf(PAYMENT_METHOD_LABELS)}
            onChange={(method) => change({ method })}
          />
          <SelectFilter
            label="Tipo da reserva"
            value={filters.booking_type}
            options={optionsOf(BOOKING_TYPE_LABELS)}
            onChange={(booking_type) => change({ booking_type })}
          />
          <DateRangeFilter
            legend="Criados entre"
            from={filters.created_from}
            to={filters.created_to}
            fromLabel="Criados a partir de"
            toLabel="Criados até"
            onFromChange={(created_from) => change({ created_from })}
            onToChange={(created_to) => change({ created_to })}
          />
        </FilterBar>
      </div>
    </CardSection>
  );
}
