import { formatDateTime } from '@/lib/format';
import { ACTOR_TYPE_LABELS, BOOKING_STATUS_LABELS, labelOf } from '@/lib/labels';
import type { BookingDetail } from '@/trpc/types';

type Change = BookingDetail['status_history'][number];

function describe(change: Change): string {
  const to = labelOf(BOOKING_STATUS_LABELS, change.to);
  return change.from ? `${labelOf(BOOKING_STATUS_LABELS, change.from)} → ${to}` : `Criada como ${to.toLowerCase()}`;
}

function actor(change: Change): string {
  const kind = labelOf(ACTOR_TYPE_LABELS, change.actor.type);
  return change.actor.type === 'system' || !change.actor.name ? kind : `${kind}: ${change.actor.name}`;
}

/** Every status change, newest first: what, when and who. */
export function BookingHistory({ history }: { history: BookingDetail['status_history'] }) {
  return (
    <section className="card" aria-labelledby="booking-history-title">
      <h2 className="card-title" id="booking-history-title">
        Histórico de status
      </h2>
      {history.length === 0 ? (
        <p className="muted">Sem mudanças registradas.</p>
      ) : (
        <ol className="timeline" aria-label="Mudanças de status">
          {[...history].reverse().map((change, index) => (
            <li key={`${change.at}-${index}`} className={`timeline-item timeline-${change.to}`}>
              <p className="timeline-what">{describe(change)}</p>
              <p className="muted small">
                {formatDateTime(change.at)} · {actor(change)}
              </p>
              {change.note && <p className="small">{change.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
