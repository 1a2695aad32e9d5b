import type { Metadata } from 'next';
import { AuditLog } from '@/components/audit/audit-log';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Auditoria' };

export default function AuditPage() {
  return (
    <>
      <PageHeader
        title="Auditoria"
        description="Quem fez o quê e quando na agência: estornos, confirmações e emissões, cancelamentos, configurações e fornecedores, chaves de API, webhooks, equipe e entradas no painel. Visível para proprietários e administradores; nunca guarda senhas, chaves ou dados de cartão."
      />
      <AuditLog />
    </>
  );
}
