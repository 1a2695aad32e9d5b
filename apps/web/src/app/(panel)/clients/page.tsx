import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { ClientsList } from '@/components/clients/clients-list';
import { Loading } from '@/components/query-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Clientes' };

export default async function ClientsPage({ searchParams }: PageProps<'/clients'>) {
  const { notice } = await searchParams;
  return (
    <>
      <PageHeader
        title="Clientes"
        description="Pessoas e empresas atendidas pela agência."
        actions={
          <Link className="button button-primary" href="/clients/new">
            Novo cliente
          </Link>
        }
      />
      {notice === 'removed' && <Notice>Cliente excluído: ele não tinha reservas nem cotações.</Notice>}
      <Suspense fallback={<Loading label="Carregando clientes…" />}>
        <ClientsList />
      </Suspense>
    </>
  );
}
