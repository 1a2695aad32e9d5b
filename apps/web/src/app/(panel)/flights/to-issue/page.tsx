import type { Metadata } from 'next';
import { ToIssueQueue } from '@/components/flights/to-issue-queue';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Emissões pendentes' };

export default function FlightsToIssuePage() {
  return (
    <>
      <PageHeader
        title="Emissões pendentes"
        description="Voos com emissão manual (offline): emita no consolidador e informe o localizador da companhia."
        back={{ href: '/flights', label: 'Voos' }}
      />
      <ToIssueQueue />
    </>
  );
}
