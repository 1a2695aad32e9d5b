import { CardSection } from '@/components/ui/card-section';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format';
import { DOCUMENT_TYPE_LABELS, labelOf } from '@/lib/labels';
import { formatDocument } from '@/lib/masks';
import type { BookingDetail } from '@/trpc/types';

type Passenger = BookingDetail['passengers'][number];

const documentOf = (p: Passenger) =>
  p.document_number
    ? `${labelOf(DOCUMENT_TYPE_LABELS, p.document_type)} ${p.document_type === 'cpf' ? formatDocument(p.document_number) : p.document_number}`
    : '—';

const COLUMNS: Column<Passenger>[] = [
  { id: 'name', header: 'Nome', cell: (p) => p.name },
  { id: 'document', header: 'Documento', cell: documentOf, className: 'mono' },
  { id: 'birth_date', header: 'Nascimento', cell: (p) => formatDate(p.birth_date) },
  { id: 'contact', header: 'Contato', cell: (p) => [p.email, p.phone].filter(Boolean).join(' · ') || <span className="muted">—</span> },
];

export function BookingPassengers({ passengers }: { passengers: Passenger[] }) {
  return (
    <CardSection title="Passageiros" count={passengers.length}>
      <DataTable
        framed={false}
        label="Passageiros"
        columns={COLUMNS}
        rows={passengers}
        rowKey={(p) => `${p.name}-${passengers.indexOf(p)}`}
        empty={<EmptyState title="Nenhum passageiro informado." />}
      />
    </CardSection>
  );
}
