import type { Metadata } from 'next';
import Link from 'next/link';
import { FlightSearchPage } from '@/components/flights/flight-search-page';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Voos' };

export default function FlightsPage() {
  return (
    <>
      <PageHeader
        title="Voos"
        description="Busque, reserve e receba o pagamento de passagens aéreas para os seus clientes."
        actions={
          <Link className="button" href="/flights/to-issue">
            Emissões pendentes
          </Link>
        }
      />
      <FlightSearchPage />
    </>
  );
}
