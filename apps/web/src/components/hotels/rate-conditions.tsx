import { formatMoney } from '@/lib/format';

interface RateConditionsProps {
  /** The supplier's own comments on the rate (Hotelbeds rate comments). */
  comments?: string;
  /** The supplier's cancellation charges, each from the moment it applies, in its own currency. */
  policies?: { amount: number; currency: string; from: string }[];
}

/** `2030-05-07T23:59:00-03:00` as 07/05/2030 23:59, in the hotel's own time as the supplier wrote it. */
function hotelMoment(from: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(from);
  if (!match) return from;
  const [, year, month, day, time] = match;
  return `${day}/${month}/${year}${time ? ` ${time}` : ''}`;
}

/**
 * What the supplier says of the rate, shown before the agent books: Hotelbeds requires its rate
 * comments and cancellation charges be seen before booking (its certification, "Availability,
 * CheckRate and Confirmation"). Nothing is shown when the supplier says nothing.
 */
export function RateConditions({ comments, policies }: RateConditionsProps) {
  if (!comments && !policies?.length) return null;
  return (
    <div className="small stack" data-testid="hotel-rate-conditions">
      {comments ? (
        <p>
          <strong>Observações da tarifa:</strong> <span style={{ whiteSpace: 'pre-line' }}>{comments}</span>
        </p>
      ) : null}
      {policies?.length ? (
        <ul aria-label="Multas de cancelamento">
          {policies.map((policy) => (
            <li key={policy.from}>
              A partir de {hotelMoment(policy.from)} (horário do hotel): multa de {formatMoney(policy.amount, policy.currency)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
