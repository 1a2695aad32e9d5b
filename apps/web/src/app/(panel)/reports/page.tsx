import type { Metadata } from 'next';
import { BookingsReportCard } from '@/components/reports/bookings-report-card';
import { PaymentsReportCard } from '@/components/reports/payments-report-card';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Relatórios' };

export default function ReportsPage() {
  return (
    <div className="stack">
      <PageHeader
        title="Relatórios"
        description="Reservas e pagamentos da agência em CSV ou Excel, com os filtros escolhidos. Arquivos grandes começam a baixar na hora."
      />
      <BookingsReportCard />
      <PaymentsReportCard />
    </div>
  );
}
