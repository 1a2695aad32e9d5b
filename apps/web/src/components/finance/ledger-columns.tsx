import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';

interface LedgerRow {
  due_date: string;
  overdue: boolean;
  booking_id: string;
  booking_number: string;
}

/** The columns both Financeiro lists open with: when it falls due ("Vencido" once past) and its booking. */
export function ledgerColumns<T extends LedgerRow>(): Column<T>[] {
  return [
    {
      id: 'due_date',
      header: 'Vencimento',
      cell: (row) => (
        <>
          {formatDate(row.due_date)}
          {row.overdue && (
            <div>
              <span className="badge badge-status-cancelled">Vencido</span>
            </div>
          )}
        </>
      ),
    },
    {
      id: 'booking',
      header: 'Reserva',
      cell: (row) => (
        <Link className="row-link mono" href={`/bookings/${row.booking_id}`}>
          {row.booking_number}
        </Link>
      ),
    },
  ];
}
