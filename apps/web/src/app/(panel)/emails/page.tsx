import type { Metadata } from 'next';
import { MailOutbox } from '@/components/mail/mail-outbox';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'E-mails enviados' };

export default function EmailsPage() {
  return (
    <>
      <PageHeader
        title="E-mails enviados"
        description={
          <p>
            As mensagens que a plataforma envia aos clientes: cotações, instruções de PIX e boleto, pagamentos recebidos e confirmações com
            voucher. Sem servidor SMTP configurado (<code>SMTP_URL</code>), elas ficam guardadas aqui em vez de enviadas.
          </p>
        }
      />
      <MailOutbox />
    </>
  );
}
