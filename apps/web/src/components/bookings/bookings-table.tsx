import Link from 'next/link';
import { formatDateRange, formatMoney } from '@/lib/format';
import { BOOKING_TYPE_LABELS, labelOf } from '@/lib/labels';
import type { BookingSummary } from '@/trpc/types';
import { BookingStatusBadge } from './booking-status-badge';

/** Bookings as rows; the client's own page leaves the customer column out. */
export function BookingsTable({ bookings, showCustomer = true }: { bookings: BookingSummary[]; showCustomer?: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Reserva</th>
            <th scope="col">Título</th>
            {showCustomer && <th scope="col">Cliente</th>}
            <th scope="col">Tipo</th>
            <th scope="col">Período</th>
            <th scope="col" className="cell-number">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td>
                <Link className="row-link mono" href={`/bookings/${booking.id}`}>
                  {booking.booking_number}
                </Link>
                <div className="muted small mono">{booking.locator}</div>
              </td>
              <td className="cell-wrap">{booking.title}</td>
              {showCustomer && (
                <td>
                  <Link href={`/clients/${booking.customer.id}`}>{booking.customer.name}</Link>
                </td>
              )}
              <td>{labelOf(BOOKING_TYPE_LABELS, booking.type)}</td>
              <td>{formatDateRange(booking.start_date, booking.end_date)}</td>
              <td className="cell-number">{formatMoney(booking.total_amount, booking.currency)}</td>
              <td>
                <BookingStatusBadge status={booking.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
