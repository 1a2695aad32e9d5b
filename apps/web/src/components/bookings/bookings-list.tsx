'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPage } from '@/components/ui/list-page';
import { BOOKING_STATUSES } from '@/lib/booking-status';
import { BOOKING_TYPE_LABELS } from '@/lib/labels';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import type { BookingListInput, BookingStatus, BookingType } from '@/trpc/types';
import { BOOKING_FILTER_KEYS, BookingFilters, type BookingFilterValues } from './booking-filters';
import { bookingColumns } from './booking-columns';

const PAGE_SIZE = 20;
const COLUMNS = bookingColumns();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An end before the start finds nothing: the filter says so instead of asking core. */
function rangeReversed(values: BookingFilterValues): boolean {
  return Boolean(values.start_date_from && values.start_date_to && values.start_date_to < values.start_date_from);
}

/** The address bar's filters as core's query; values it would refuse are left out. */
function listInput(values: BookingFilterValues, page: number): BookingListInput {
  return {
    page,
    limit: PAGE_SIZE,
    ...(BOOKING_STATUSES.includes(values.status as BookingStatus) && { status: values.status as BookingStatus }),
    ...(values.type in BOOKING_TYPE_LABELS && { type: values.type as BookingType }),
    ...(values.customer_id && { customer_id: values.customer_id }),
    ...(DATE.test(values.start_date_from) && { start_date_from: values.start_date_from }),
    ...(DATE.test(values.start_date_to) && !rangeReversed(values) && { start_date_to: values.start_date_to }),
  };
}

export function BookingsList() {
  const trpc = useTRPC();
  const { values, page, setPage, update, clear, active } = useSearchState(BOOKING_FILTER_KEYS);
  const bookings = useQuery(trpc.bookings.list.queryOptions(listInput(values, page), { placeholderData: keepPreviousData }));

  return (
    <ListPage
      label="Reservas"
      noun="reservas"
      filters={<BookingFilters values={values} active={active} onChange={update} onClear={clear} />}
      query={bookings}
      rows={bookings.data?.bookings}
      pagination={bookings.data?.pagination}
      onPageChange={setPage}
      columns={COLUMNS}
      rowKey={(booking) => booking.id}
      empty={{
        filtered: active,
        noMatch: 'Nenhuma reserva com esses filtros.',
        none: 'Nenhuma reserva ainda.',
        hint: 'Reservas feitas pela API aparecem aqui. Você também pode registrar uma reserva manual.',
        create: { href: '/bookings/new', label: 'Nova reserva' },
      }}
    />
  );
}
