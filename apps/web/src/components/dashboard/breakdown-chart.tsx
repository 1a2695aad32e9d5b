'use client';

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatMoney } from '@/lib/format';

export interface BreakdownItem {
  label: string;
  total: number;
  count: number;
}

/** Sales split by one dimension (type, supplier, agent) as horizontal bars, largest first. */
export function BreakdownChart({ items }: { items: BreakdownItem[] }) {
  const height = Math.max(120, items.length * 44);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={items} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <XAxis type="number" hide />
        <YAxis type="category" dataKey="label" width={170} tickLine={false} axisLine={false} />
        <Tooltip
          formatter={(value, _name, entry) => [
            `${formatMoney(Number(value))} (${formatCount((entry.payload as BreakdownItem).count)} reservas)`,
            'Vendas',
          ]}
        />
        <Bar dataKey="total" fill="#0b6e6e" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
