import { formatDateTime } from '@/lib/format';
import { ACTOR_TYPE_LABELS, labelOf } from '@/lib/labels';
import { QUOTE_STATUS_LABELS } from '@/lib/quote-labels';
import type { QuoteDetail } from '@/lib/quote-types';

type Entry = QuoteDetail['history'][number];

function actor(entry: Entry): string {
  const kind = labelOf(ACTOR_TYPE_LABELS, entry.actor.type);
  return entry.actor.type === 'system' || !entry.actor.name ? kind : `${kind}: ${entry.actor.name}`;
}

/** Every change, newest first: status, when, who and the note (a decline reason, an edit). */
export function QuoteHistory({ history }: { history: Entry[] }) {
  return (
    <section className="card" aria-labelledby="quote-history-title">
      <h2 className="card-title" id="quote-history-title">
        Histórico
      </h2>
      {history.length === 0 ? (
        <p className="muted">Sem mudanças registradas.</p>
      ) : (
        <ol className="timeline" aria-label="Mudanças da cotação">
          {[...history].reverse().map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={`timeline-item timeline-${entry.status}`}>
              <p className="timeline-what">{labelOf(QUOTE_STATUS_LABELS, entry.status)}</p>
              <p className="muted small">
                {formatDateTime(entry.at)} · {actor(entry)}
              </p>
              {entry.note && <p className="small">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
