import { BOOKING_STATUS_LABELS, labelOf } from '@/lib/labels';

export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge badge-status-${status}`} data-status={status}>
      {labelOf(BOOKING_STATUS_LABELS, status)}
    </span>
  );
}
