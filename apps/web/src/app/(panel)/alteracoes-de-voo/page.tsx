import type { Metadata } from 'next';
import { ScheduleChangesQueue } from '@/components/schedule-changes/schedule-changes-queue';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Alterações de voo' };

export default function ScheduleChangesPage() {
  return (
    <>
      <PageHeader
        title="Alterações de voo"
        description="Mudanças de horário feitas pelas companhias aéreas em voos vendidos pela Duffel: aceite, peça outro voo ou cancele."
      />
      <ScheduleChangesQueue />
    </>
  );
}
