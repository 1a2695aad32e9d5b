import { HOTEL_SUPPLIER_NAMES } from '@/components/settings/hotel-suppliers-settings';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { BookingDetail } from '@/trpc/types';

const ISSUE_STATUS: Record<string, string> = {
  awaiting_payment: 'aguardando pagamento',
  awaiting_issue: 'aguardando emissão',
  issued: 'emitida',
  failed: 'emissão falhou',
  cancelled: 'cancelada no fornecedor',
};

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** A hotel booking's supplier, where its reservation stands there, and the supplier's cancellation charges. */
export function HotelBookingSupplier({ booking }: { booking: BookingDetail }) {
  const details = asObject(booking.items[0]?.details);
  const issue = asObject(asObject(booking.metadata).supplier);
  const provider = typeof details.provider === 'string' ? details.provider : null;
  if (booking.type !== 'hotel' || !provider) return null;
  const status = typeof issue.status === 'string' ? ISSUE_STATUS[issue.status] : undefined;
  const charges = Array.isArray(details.cancellation_policies) ? (details.cancellation_policies as { amount: number; from: string }[]) : [];
  return (
    <div data-testid="booking-hotel-supplier">
      <span>
        {HOTEL_SUPPLIER_NAMES[provider] ?? provider}
        {status && <span className="muted"> · {status}</span>}
      </span>
      {charges.length > 0 && (
        <ul className="small muted">
          {charges.map((charge) => (
            <li key={charge.from}>
              Cancelamento a partir de {formatDateTime(charge.from)}: multa de {formatMoney(charge.amount, booking.items[0]!.currency)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
