import Link from 'next/link';
import { CardSection } from '@/components/ui/card-section';
import { formatCount, formatMoney } from '@/lib/format';
import styles from './dashboard.module.css';
import type { Dashboard } from './types';

/** What waits for an agent now, each with the list that shows it. */
export function WaitingWork({ waiting }: { waiting: Dashboard['waiting'] }) {
  const rows = [
    { label: 'Voos para emitir', count: waiting.flights_to_issue, href: '/flights/to-issue', testId: 'waiting-flights' },
    { label: 'Hotéis para confirmar', count: waiting.hotels_to_confirm, href: '/hotels/to-confirm', testId: 'waiting-hotels' },
    {
      label: `Pagamentos pendentes${waiting.payments_pending > 0 ? ` (${formatMoney(waiting.payments_pending_total)})` : ''}`,
      count: waiting.payments_pending,
      href: '/bookings?status=pending',
      testId: 'waiting-payments',
    },
    {
      label: `Cotações vencendo em ${waiting.quotes_expiring_days} dias`,
      count: waiting.quotes_expiring,
      href: '/quotes?status=sent',
      testId: 'waiting-quotes',
    },
  ];
  return (
    <CardSection title="Trabalho pendente">
      <ul className={styles.waiting}>
        {rows.map((row) => (
          <li key={row.href}>
            <Link href={row.href}>{row.label}</Link>
            <span className={styles.waitingCount} data-testid={row.testId}>
              {formatCount(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
