import { CardSection } from '@/components/ui/card-section';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatMoney, formatQuantity } from '@/lib/format';
import { BOOKING_TYPE_LABELS, labelOf } from '@/lib/labels';
import type { BookingDetail } from '@/trpc/types';

type BookingItem = BookingDetail['items'][number];

const COLUMNS: Column<BookingItem>[] = [
  {
    id: 'name',
    header: 'Item',
    className: 'cell-wrap',
    cell: (item) => (
      <>
        {item.name}
        {item.description && <div className="muted small">{item.description}</div>}
      </>
    ),
  },
  { id: 'type', header: 'Tipo', cell: (item) => labelOf(BOOKING_TYPE_LABELS, item.type) },
  { id: 'quantity', header: 'Qtd.', cell: (item) => formatQuantity(item.quantity), className: 'cell-number' },
  { id: 'unit_price', header: 'Unitário', cell: (item) => formatMoney(item.unit_price, item.currency), className: 'cell-number' },
  { id: 'total_price', header: 'Total', cell: (item) => formatMoney(item.total_price, item.currency), className: 'cell-number' },
];

/** Supplier items (hotel stays, flights); manual bookings have none, so the card only appears with some. */
export function BookingItems({ items }: { items: BookingDetail['items'] }) {
  if (items.length === 0) return null;
  return (
    <CardSection title="Itens" count={items.length}>
      <DataTable framed={false} label="Itens" columns={COLUMNS} rows={items} rowKey={(item) => item.id} empty={null} />
    </CardSection>
  );
}
