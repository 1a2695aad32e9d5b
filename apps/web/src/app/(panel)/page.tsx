import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Dashboard } from '@/components/dashboard/dashboard';
import { Loading } from '@/components/query-state';
import { TeamOverview } from '@/components/team-overview';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Início' };

export default function DashboardPage() {
  return (
    <div className="stack">
      <PageHeader title="Início" description="Vendas do período e o trabalho que espera pela equipe." />
      <Suspense fallback={<Loading label="Carregando painel…" />}>
        <Dashboard />
      </Suspense>
      <TeamOverview />
    </div>
  );
}
