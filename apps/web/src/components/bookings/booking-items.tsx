import { formatMoney } from '@/lib/format';
import { BOOKING_TYPE_LABELS, labelOf } from '@/lib/labels';
import type { BookingDetail } from '@/trpc/types';

/** Supplier items (hotel stays, flights); manual bookings have none, so the card only appears with some. */
export function BookingItems({ items }: { items: BookingDetail['items'] }) {
  if (items.length === 0) return null;
  return (
    <section className="card card-flush" aria-labelledby="booking-items-title">
      <div className="card-header">
        <h2 className="card-title" id="booking-items-title">
          Itens <span className="count">{items.length}</span>
        </h2>
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Tipo</th>
              <th scope="col" className="cell-number">
                Qtd.
              </th>
              <th scope="col" className="cell-number">
                Unitário
              </th>
              <th scope="col" className="cell-number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td className="cell-wrap">
                  {item.name}
                  {item.description && <div className="muted small">{item.description}</div>}
                </td>
                <td>{labelOf(BOOKING_TYPE_LABELS, item.type)}</td>
                <td className="cell-number">{item.quantity}</td>
                <td className="cell-number">{formatMoney(item.unit_price, item.currency)}</td>
                <td className="cell-number">{formatMoney(item.total_price, item.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
