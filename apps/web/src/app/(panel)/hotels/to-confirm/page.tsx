import type { Metadata } from 'next';
import { ToConfirmQueue } from '@/components/hotels/to-confirm-queue';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Hotéis a confirmar' };

export default function HotelsToConfirmPage() {
  return (
    <>
      <PageHeader
        title="Hotéis a confirmar"
        description="Pedidos pagos em emissão manual: reserve no fornecedor e informe o localizador."
        back={{ href: '/hotels', label: 'Hotéis' }}
      />
      <ToConfirmQueue />
    </>
  );
}
