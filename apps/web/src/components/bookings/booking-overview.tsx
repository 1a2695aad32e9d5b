import { HotelBookingSupplier } from '@/components/hotels/hotel-booking-supplier';
import { DetailItem } from '@/components/ui/detail-item';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { BOOKING_TYPE_LABELS, labelOf } from '@/lib/labels';
import type { BookingDetail } from '@/trpc/types';

export function BookingOverview({ booking }: { booking: BookingDetail }) {
  return (
    <section className="card" aria-labelledby="booking-overview-title">
      <h2 className="card-title" id="booking-overview-title">
        Viagem
      </h2>
      <dl className="details">
        <DetailItem label="Tipo">{labelOf(BOOKING_TYPE_LABELS, booking.type)}</DetailItem>
        <DetailItem label="Valor total">
          <strong>{formatMoney(booking.total_amount, booking.currency)}</strong>
        </DetailItem>
        <DetailItem label="Início">{booking.start_date && formatDate(booking.start_date)}</DetailItem>
        <DetailItem label="Fim">{booking.end_date && formatDate(booking.end_date)}</DetailItem>
        <DetailItem label="Localizador">
          <span className="mono">{booking.locator}</span>
        </DetailItem>
        <DetailItem label={booking.type === 'flight' ? 'Localizador da companhia' : 'Localizador do fornecedor'}>
          {booking.external_locator && (
            <span className="mono" data-testid="booking-external-locator">
              {booking.external_locator}
            </span>
          )}
        </DetailItem>
        {booking.type === 'hotel' && (
          <DetailItem label="Fornecedor">
            <HotelBookingSupplier booking={booking} />
          </DetailItem>
        )}
        <DetailItem label="Criada em">{formatDateTime(booking.created_at)}</DetailItem>
        <DetailItem label="Atualizada em">{formatDateTime(booking.updated_at)}</DetailItem>
      </dl>
      {booking.description && (
        <div className="notes">
          <h3 className="card-subtitle">Descrição</h3>
          <p>{booking.description}</p>
        </div>
      )}
      {booking.notes && (
        <div className="notes">
          <h3 className="card-subtitle">Observações internas</h3>
          <p>{booking.notes}</p>
        </div>
      )}
    </section>
  );
}
