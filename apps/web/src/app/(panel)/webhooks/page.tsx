import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { WebhooksManager } from '@/components/webhooks/webhooks-manager';

export const metadata: Metadata = { title: 'Webhooks' };

export default function WebhooksPage() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description={
          <p>
            Receba avisos no sistema da agência quando reservas, pagamentos e cotações mudam. Cada envio é um <code>POST</code> em JSON
            assinado no cabeçalho <code>X-Signature</code>; falhas são reenviadas por até 24 horas.
          </p>
        }
      />
      <WebhooksManager />
    </>
  );
}
