import Link from 'next/link';
import { ActiveBadge } from '@/components/ui/active-badge';
import { CUSTOMER_TYPE_LABELS, labelOf } from '@/lib/labels';
import { formatDocument } from '@/lib/masks';
import type { Client } from '@/trpc/types';

export function ClientsTable({ clients }: { clients: Client[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">E-mail</th>
            <th scope="col">Telefone</th>
            <th scope="col">CPF / CNPJ</th>
            <th scope="col">Tipo</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.id}>
              <td>
                <Link className="row-link" href={`/clients/${client.id}`}>
                  {client.full_name}
                </Link>
                {client.company_name && <div className="muted small">{client.company_name}</div>}
              </td>
              <td>{client.email}</td>
              <td>{client.phone ?? <span className="muted">—</span>}</td>
              <td className="mono">{formatDocument(client.cpf ?? client.cnpj)}</td>
              <td>{labelOf(CUSTOMER_TYPE_LABELS, client.customer_type)}</td>
              <td>
                <ActiveBadge active={client.is_active} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
