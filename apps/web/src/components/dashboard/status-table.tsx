import Link from 'next/link';
import { CardSection } from '@/components/ui/card-section';
import { formatCount, formatMoney } from '@/lib/format';
import { BOOKING_STATUS_LABELS } from '@/lib/labels';
import styles from './dashboard.module.css';
import type { Dashboard } from './types';

const ORDER = ['pending', 'confirmed', 'completed', 'cancelled'];

/** Every booking made in the period by its status now, each linking to the list so filtered. */
export function StatusTable({ statuses }: { statuses: Dashboard['bookings_by_status'] }) {
  const rows = [...statuses].sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));
  return (
    <CardSection title="Reservas por status" count={rows.reduce((sum, r) => sum + r.count, 0)}>
      {rows.length === 0 ? (
        <p className="muted card-footer">Nenhuma reserva no período.</p>
      ) : (
        <table className={styles.breakdown}>
          <thead>
            <tr>
              <th>Status</th>
              <th className={styles.number}>Reservas</th>
              <th className={styles.number}>Valor (R$)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.status}>
                <td>
                  <Link href={`/bookings?status=${row.status}`}>{BOOKING_STATUS_LABELS[row.status] ?? row.status}</Link>
                </td>
                <td className={styles.number}>{formatCount(row.count)}</td>
                <td className={styles.number}>{formatMoney(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </CardSection>
  );
}
