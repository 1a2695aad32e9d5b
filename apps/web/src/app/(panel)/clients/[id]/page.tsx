import type { Metadata } from 'next';
import { ClientDetail } from '@/components/clients/client-detail';

export const metadata: Metadata = { title: 'Cliente' };

export default async function ClientPage({ params, searchParams }: PageProps<'/clients/[id]'>) {
  const { id } = await params;
  const { notice } = await searchParams;
  return <ClientDetail id={id} notice={typeof notice === 'string' ? notice : undefined} />;
}
