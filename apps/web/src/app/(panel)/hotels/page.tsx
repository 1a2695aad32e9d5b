import type { Metadata } from 'next';
import Link from 'next/link';
import { HotelSearchPage } from '@/components/hotels/hotel-search-page';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Hotéis' };

export default function HotelsPage() {
  return (
    <>
      <PageHeader
        title="Hotéis"
        description="Busque, reserve e receba o pagamento de hospedagens para os seus clientes."
        actions={
          <>
            <Link className="button" href="/hotels/to-confirm">
              A confirmar
            </Link>
            <Link className="button" href="/hotels/issue-failed">
              Emissões com falha
            </Link>
            <Link className="button button-ghost" href="/settings">
              Configurações
            </Link>
          </>
        }
      />
      <HotelSearchPage />
    </>
  );
}
