import type { Metadata } from 'next';
import { TeamOverview } from '@/components/team-overview';

export const metadata: Metadata = { title: 'Início' };

export default function DashboardPage() {
  return (
    <>
      <header className="page-header">
        <h1>Início</h1>
      </header>
      <TeamOverview />
    </>
  );
}
