'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BookingLedger } from '@/components/finance/booking-ledger';
import { BookingFlight } from '@/components/flights/booking-flight';
import { RecordLoadState } from '@/components/query-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { otherMetadata, supplierOf } from '@/lib/booking-metadata';
import { flightOf } from '@/lib/flight-metadata';
import { BOOKING_STATUS_LABELS, BOOKING_TYPE_LABELS, labelOf } from '@/lib/labels';
import { useNoticeOnce } from '@/lib/use-notice-once';
import { useTRPC } from '@/trpc/client';
import { BookingCustomer } from './booking-customer';
import { BookingHistory } from './booking-history';
import { BookingItems } from './booking-items';
import { BookingMetadata } from './booking-metadata';
import { BookingOverview } from './booking-overview';
import { BookingPassengers } from './booking-passengers';
import { BookingPayment } from './booking-payment';
import { BookingStatusActions } from './booking-status-actions';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingInvoice } from '@/components/invoices/booking-invoice';
import { CancelWithRefund } from './cancel-with-refund';
import { CancelledBookingSettlement } from './cancelled-booking-settlement';

export function BookingDetail({ id, notice }: { id: string; notice?: string }) {
  const trpc = useTRPC();
  const booking = useQuery(trpc.bookings.get.queryOptions({ id }));
  const [shownNotice, setShownNotice] = useState(notice === 'created' ? 'Reserva criada como pendente.' : undefined);

  useNoticeOnce(notice, `/bookings/${id}`);

  const back = { href: '/bookings', label: 'Reservas' };
  if (!booking.isSuccess) return <RecordLoadState query={booking} title="Reserva" back={back} loadingLabel="Carregando reserva…" />;
  const data = booking.data;
  const flight = flightOf(data.metadata);
  return (
    <div className="stack">
      <PageHeader
        back={back}
        title={data.title}
        description={
          <span className="badges">
            <span className="mono">{data.booking_number}</span>
            <span className="badge">{labelOf(BOOKING_TYPE_LABELS, data.type)}</span>
            <span data-testid="booking-status">
              <BookingStatusBadge status={data.status} />
            </span>
          </span>
        }
        actions={
          <BookingStatusActions
            booking={data}
            onChanged={(status) =>
              setShownNotice(
                status === 'cancelled'
                  ? 'Reserva cancelada.'
                  : `Status alterado para ${labelOf(BOOKING_STATUS_LABELS, status).toLowerCase()}.`,
              )
            }
          />
        }
      />
      {shownNotice && <Notice onDismiss={() => setShownNotice(undefined)}>{shownNotice}</Notice>}
      <div className="detail-layout">
        <div className="stack">
          <BookingOverview booking={data} />
          {flight && <BookingFlight flight={flight} currency={data.currency} />}
          <BookingPassengers passengers={data.passengers} />
          <BookingItems items={data.items} />
        </div>
        <div className="stack">
          <BookingCustomer customer={data.customer} />
          <BookingHistory history={data.status_history} />
          <CancelWithRefund booking={data} onSettled={setShownNotice} />
          <CancelledBookingSettlement booking={data} supplier={supplierOf(data.metadata)} onSettled={setShownNotice} />
          <BookingPayment payment={data.payment} supplier={supplierOf(data.metadata)} />
          <BookingInvoice bookingId={data.id} />
          <BookingLedger ledger={data.ledger} />
          <BookingMetadata entries={otherMetadata(data.metadata).filter(([key]) => !(flight && key === 'flight'))} />
        </div>
      </div>
    </div>
  );
}
