'use client';

import { useQuery } from '@tanstack/react-query';
import { PaymentTermsSettings } from '@/components/finance/payment-terms-settings';
import { ErrorState, Loading } from '@/components/query-state';
import { DuffelWebhookSettings } from '@/components/schedule-changes/duffel-webhook-settings';
import { useTRPC } from '@/trpc/client';
import { DuffelSettings } from './duffel-settings';
import { ExchangeSettings } from './exchange-settings';
import { HotelSuppliersSettings } from './hotel-suppliers-settings';
import { SalesSettingsForm } from './sales-settings-form';

export function SalesSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.team.salesSettings.queryOptions());
  if (settings.isPending) return <Loading label="Carregando configurações…" />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <SalesSettingsForm settings={settings.data} />
      <HotelSuppliersSettings />
      <DuffelSettings settings={settings.data} />
      <DuffelWebhookSettings />
      <ExchangeSettings />
      <PaymentTermsSettings />
    </>
  );
}
