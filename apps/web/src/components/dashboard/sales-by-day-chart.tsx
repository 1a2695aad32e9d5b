'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatMoney } from '@/lib/format';
import type { Dashboard } from './types';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** Sales per day of the period (days without sales are left out by the API and drawn as gaps). */
export function SalesByDayChart({ days }: { days: Dashboard['sales_by_day'] }) {
  const data = days.map((d) => ({ ...d, label: formatDate(d.date).slice(0, 5) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickLine={false} />
        <YAxis tickFormatter={(v: number) => `R$ ${compact.format(v)}`} width={72} />
        <Tooltip
          formatter={(value) => [formatMoney(Number(value)), 'Vendas']}
          labelFormatter={(_, payload) => (payload?.[0] ? formatDate((payload[0].payload as { date: string }).date) : '')}
        />
        <Bar dataKey="total" fill="#0b6e6e" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
