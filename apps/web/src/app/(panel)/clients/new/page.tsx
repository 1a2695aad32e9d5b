import type { Metadata } from 'next';
import { CreateClient } from '@/components/clients/create-client';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Novo cliente' };

export default function NewClientPage() {
  return (
    <>
      <PageHeader title="Novo cliente" back={{ href: '/clients', label: 'Clientes' }} />
      <CreateClient />
    </>
  );
}
