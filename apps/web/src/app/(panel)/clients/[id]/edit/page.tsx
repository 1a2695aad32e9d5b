import type { Metadata } from 'next';
import { EditClient } from '@/components/clients/edit-client';

export const metadata: Metadata = { title: 'Editar cliente' };

export default async function EditClientPage({ params }: PageProps<'/clients/[id]/edit'>) {
  const { id } = await params;
  return <EditClient id={id} />;
}
