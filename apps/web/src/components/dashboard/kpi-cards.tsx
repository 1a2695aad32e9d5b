import { formatCount, formatMoney } from '@/lib/format';
import styles from './dashboard.module.css';
import type { Dashboard } from './types';

function Kpi({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <div className={styles.kpi}>
      <p className={styles.kpiLabel}>{label}</p>
      <p className={styles.kpiValue} data-testid={testId}>
        {value}
      </p>
      {hint && <p className={styles.kpiHint}>{hint}</p>}
    </div>
  );
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The period's headline figures: sales in reais, what the agency earned, and quote conversion. */
export function KpiCards({ data }: { data: Dashboard }) {
  const { sales, quotes, other_currencies: others } = data;
  const foreign = others.map((o) => `${formatMoney(o.total, o.currency)} (${formatCount(o.count)})`).join(' · ');
  return (
    <div className={styles.kpis}>
      <Kpi
        label="Vendas"
        value={formatMoney(sales.total)}
        hint={foreign ? `Fora os de outras moedas: ${foreign}` : 'Reservas confirmadas e concluídas'}
        testId="kpi-sales"
      />
      <Kpi label="Reservas vendidas" value={formatCount(sales.count)} testId="kpi-sales-count" />
      <Kpi label="Ticket médio" value={formatMoney(sales.average_ticket)} testId="kpi-average" />
      <Kpi label="Markup (hotéis)" value={formatMoney(sales.markup)} testId="kpi-markup" />
      <Kpi label="DU (voos)" value={formatMoney(sales.du)} testId="kpi-du" />
      {data.margin_after_exchange !== undefined && (
        <Kpi
          label="Margem após câmbio"
          value={formatMoney(data.margin_after_exchange)}
          hint="Hotéis e voos menos o custo do fornecedor em reais, ao câmbio pago ou ao travado"
          testId="kpi-margin-after-exchange"
        />
      )}
      <Kpi
        label="Conversão de cotações"
        value={quotes.conversion_rate === null ? '—' : percent.format(quotes.conversion_rate)}
        hint={`${formatCount(quotes.accepted)} aceitas de ${formatCount(quotes.sent)} enviadas`}
        testId="kpi-conversion"
      />
    </div>
  );
}
