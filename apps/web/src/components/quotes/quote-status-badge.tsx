import { labelOf } from '@/lib/labels';
import { QUOTE_STATUS_LABELS } from '@/lib/quote-labels';

export function QuoteStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge badge-status-${status}`} data-status={status}>
      {labelOf(QUOTE_STATUS_LABELS, status)}
    </span>
  );
}
