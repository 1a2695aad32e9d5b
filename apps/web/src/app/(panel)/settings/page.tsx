import type { Metadata } from 'next';
import { InvoiceSettings } from '@/components/invoices/invoice-settings';
import { CancellationFeeSettings } from '@/components/settings/cancellation-fee-settings';
import { SalesSettings } from '@/components/settings/sales-settings';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Configurações' };

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Configurações" description="Markup, emissão de hotéis, fornecedor e gateway de pagamento da agência." />
      <SalesSettings />
      <CancellationFeeSettings />
      <InvoiceSettings />
    </>
  );
}
