import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatDateRange, formatMoney } from '@/lib/format';
import { BOOKING_TYPE_LABELS, labelOf } from '@/lib/labels';
import type { BookingSummary } from '@/trpc/types';
import { BookingStatusBadge } from './booking-status-badge';

const CUSTOMER: Column<BookingSummary> = {
  id: 'customer',
  header: 'Cliente',
  cell: (booking) => <Link href={`/clients/${booking.customer.id}`}>{booking.customer.name}</Link>,
  className: 'cell-wrap-short',
};

const COLUMNS: Column<BookingSummary>[] = [
  {
    id: 'booking_number',
    header: 'Reserva',
    cell: (booking) => (
      <>
        <Link className="row-link mono" href={`/bookings/${booking.id}`}>
          {booking.booking_number}
        </Link>
        <div className="muted small mono">{booking.locator}</div>
      </>
    ),
  },
  { id: 'title', header: 'Título', cell: (booking) => booking.title, className: 'cell-wrap' },
  CUSTOMER,
  { id: 'type', header: 'Tipo', cell: (booking) => labelOf(BOOKING_TYPE_LABELS, booking.type) },
  {
    id: 'period',
    header: 'Período',
    cell: (booking) => formatDateRange(booking.start_date, booking.end_date),
    className: 'cell-wrap-short',
  },
  { id: 'total', header: 'Total', cell: (booking) => formatMoney(booking.total_amount, booking.currency), className: 'cell-number' },
  { id: 'status', header: 'Status', cell: (booking) => <BookingStatusBadge status={booking.status} /> },
];

/** Bookings as rows; the client's own page leaves the customer column out. */
export function bookingColumns({ showCustomer = true } = {}): Column<BookingSummary>[] {
  return showCustomer ? COLUMNS : COLUMNS.filter((column) => column !== CUSTOMER);
}
