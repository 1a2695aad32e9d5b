import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { ActiveBadge } from '@/components/ui/active-badge';
import { CUSTOMER_TYPE_LABELS, labelOf } from '@/lib/labels';
import { formatDocument } from '@/lib/masks';
import type { Client } from '@/trpc/types';

export const CLIENT_COLUMNS: Column<Client>[] = [
  {
    id: 'name',
    header: 'Nome',
    className: 'cell-wrap-short',
    cell: (client) => (
      <>
        <Link className="row-link" href={`/clients/${client.id}`}>
          {client.full_name}
        </Link>
        {client.company_name && <div className="muted small">{client.company_name}</div>}
      </>
    ),
  },
  { id: 'email', header: 'E-mail', cell: (client) => client.email },
  { id: 'phone', header: 'Telefone', cell: (client) => client.phone ?? <span className="muted">—</span> },
  { id: 'document', header: 'CPF / CNPJ', cell: (client) => formatDocument(client.cpf ?? client.cnpj), className: 'mono' },
  { id: 'type', header: 'Tipo', cell: (client) => labelOf(CUSTOMER_TYPE_LABELS, client.customer_type) },
  { id: 'active', header: 'Situação', cell: (client) => <ActiveBadge active={client.is_active} /> },
];
