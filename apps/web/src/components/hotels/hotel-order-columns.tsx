import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatDateRange, formatMoney } from '@/lib/format';
import type { RouterOutputs } from '@/trpc/types';

/** What the hotel queues ("A confirmar", "Emissões com falha") show of each paid order. */
export type QueuedHotelOrder = RouterOutputs['hotels']['toConfirmQueue']['bookings'][number];

const ORDER_COLUMNS: Column<QueuedHotelOrder>[] = [
  {
    id: 'booking_number',
    header: 'Reserva',
    cell: (order) => (
      <Link href={`/bookings/${order.id}`} className="mono">
        {order.booking_number}
      </Link>
    ),
  },
  {
    id: 'hotel',
    header: 'Hotel e hóspedes',
    className: 'cell-wrap',
    cell: (order) => (
      <>
        <strong>{order.title}</strong>
        <div className="muted small">{order.guests.join(', ')}</div>
      </>
    ),
  },
  { id: 'customer', header: 'Cliente', cell: (order) => order.customer.name },
  { id: 'stay', header: 'Estadia', cell: (order) => formatDateRange(order.start_date, order.end_date) },
  { id: 'total', header: 'Total', cell: (order) => formatMoney(order.total_amount, order.currency), className: 'cell-number' },
];

/** The queue's columns, then its own last one (the locator form, the retry). */
export function hotelOrderColumns<T extends QueuedHotelOrder>(last: Column<T>): Column<T>[] {
  return [...(ORDER_COLUMNS as Column<T>[]), last];
}
