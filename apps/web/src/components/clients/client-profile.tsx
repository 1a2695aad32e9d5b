import { DetailItem } from '@/components/ui/detail-item';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatDocument } from '@/lib/masks';
import type { Client } from '@/trpc/types';

function formatAddress(address: Client['address']): string {
  if (!address) return '';
  const cityState = [address.city, address.state].filter(Boolean).join(' - ');
  return [address.street, address.neighborhood, cityState, address.postal_code && `CEP ${address.postal_code}`, address.country]
    .filter(Boolean)
    .join(', ');
}

export function ClientProfile({ client }: { client: Client }) {
  const individual = client.customer_type === 'individual';
  return (
    <section className="card" aria-labelledby="client-profile-title">
      <h2 className="card-title" id="client-profile-title">
        Cadastro
      </h2>
      <dl className="details">
        <DetailItem label="E-mail">
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </DetailItem>
        <DetailItem label="Telefone">{client.phone}</DetailItem>
        {individual ? (
          <>
            <DetailItem label="CPF">{client.cpf && <span className="mono">{formatDocument(client.cpf)}</span>}</DetailItem>
            <DetailItem label="Data de nascimento">{client.date_of_birth && formatDate(client.date_of_birth)}</DetailItem>
          </>
        ) : (
          <>
            <DetailItem label="CNPJ">{client.cnpj && <span className="mono">{formatDocument(client.cnpj)}</span>}</DetailItem>
            <DetailItem label="Razão social">{client.company_name}</DetailItem>
          </>
        )}
        <DetailItem label="Endereço">{formatAddress(client.address)}</DetailItem>
        <DetailItem label="Cadastrado em">{formatDateTime(client.created_at)}</DetailItem>
      </dl>
      {client.notes && (
        <div className="notes">
          <h3 className="card-subtitle">Observações internas</h3>
          <p>{client.notes}</p>
        </div>
      )}
    </section>
  );
}
