import type { Metadata } from 'next';
import { FailedIssueQueue } from '@/components/hotels/failed-issue-queue';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Emissões com falha' };

export default function HotelsIssueFailedPage() {
  return (
    <>
      <PageHeader
        title="Emissões com falha"
        description="Reservas pagas em emissão automática que o fornecedor não confirmou. O sistema tenta de novo sozinho; depois da última tentativa, a reserva espera aqui."
        back={{ href: '/hotels', label: 'Hotéis' }}
      />
      <FailedIssueQueue />
    </>
  );
}
