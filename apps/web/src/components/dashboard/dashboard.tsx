'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '@/components/query-state';
import { CardSection } from '@/components/ui/card-section';
import { EmptyState } from '@/components/ui/empty-state';
import { BOOKING_TYPE_LABELS } from '@/lib/labels';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import { BreakdownChart, type BreakdownItem } from './breakdown-chart';
import styles from './dashboard.module.css';
import { KpiCards } from './kpi-cards';
import { supplierLabel } from './labels';
import { periodInput } from './period';
import { PERIOD_KEYS, PeriodPicker } from './period-picker';
import { SalesByDayChart } from './sales-by-day-chart';
import { StatusTable } from './status-table';
import type { Dashboard as DashboardData } from './types';
import { WaitingWork } from './waiting-work';

function Breakdown({ title, items }: { title: string; items: BreakdownItem[] }) {
  return (
    <CardSection title={title}>
      <div className={styles.chart}>
        {items.length === 0 ? <p className="muted">Nenhuma venda no período.</p> : <BreakdownChart items={items} />}
      </div>
    </CardSection>
  );
}

function Figures({ data }: { data: DashboardData }) {
  return (
    <>
      <KpiCards data={data} />
      <CardSection title="Vendas por dia">
        <div className={styles.chart}>
          {data.sales_by_day.length === 0 ? (
            <EmptyState title="Nenhuma venda no período." hint="Reservas confirmadas aparecem aqui no dia em que foram feitas." />
          ) : (
            <SalesByDayChart days={data.sales_by_day} />
          )}
        </div>
      </CardSection>
      <div className={styles.charts}>
        <Breakdown
          title="Vendas por tipo"
          items={data.sales_by_type.map((r) => ({ ...r, label: BOOKING_TYPE_LABELS[r.type] ?? r.type }))}
        />
        <Breakdown title="Vendas por fornecedor" items={data.sales_by_supplier.map((r) => ({ ...r, label: supplierLabel(r.supplier) }))} />
        <Breakdown title="Vendas por agente" items={data.sales_by_agent.map((r) => ({ ...r, label: r.agent?.name ?? 'API' }))} />
        <StatusTable statuses={data.bookings_by_status} />
      </div>
    </>
  );
}

/** Início: the period's sales (in reais, computed by the database) and the work waiting now. */
export function Dashboard() {
  const trpc = useTRPC();
  const { values, update, clear, active } = useSearchState(PERIOD_KEYS);
  const input = periodInput(values);
  const dashboard = useQuery(trpc.dashboard.get.queryOptions(input, { placeholderData: keepPreviousData }));
  return (
    <div className="stack">
      <PeriodPicker values={values} shown={dashboard.data?.period} active={active} onChange={update} onClear={clear} />
      {dashboard.isPending ? (
        <Loading label="Carregando painel…" />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <WaitingWork waiting={dashboard.data.waiting} />
          <Figures data={dashboard.data} />
        </>
      )}
    </div>
  );
}
