import type { Db } from '@tas/db';
import { listWhere } from '../bookings/list-bookings';
import { fromCents } from '../lib/money';
import type { ReportSheet } from './columns';
import { keysetBatches } from './keyset-batches';
import { dayEnd, dayStart } from './period-sql';
import type { TBookingsReportQuery } from './schemas';

export interface BookingReportRow {
  id: string;
  created_at: Date | string;
  booking_number: string;
  locator: string;
  external_locator: string | null;
  type: string;
  status: string;
  title: string;
  start_date: string | null;
  end_date: string | null;
  total_cents: number;
  currency: string;
  supplier: string | null;
  markup_cents: number;
  du_cents: number;
  customer_name: string;
  customer_email: string;
  agent_name: string | null;
  agent_user_id: string | null;
}

export const BOOKINGS_SHEET: ReportSheet<BookingReportRow> = {
  name: 'reservas',
  columns: [
    { header: 'Número', kind: 'text', value: (r) => r.booking_number, width: 16 },
    { header: 'Localizador', kind: 'text', value: (r) => r.locator, width: 12 },
    { header: 'Localizador do fornecedor', kind: 'text', value: (r) => r.external_locator, width: 16 },
    { header: 'Criada em', kind: 'datetime', value: (r) => new Date(r.created_at).toISOString(), width: 18 },
    { header: 'Tipo', kind: 'text', value: (r) => r.type, width: 11 },
    { header: 'Status', kind: 'text', value: (r) => r.status, width: 11 },
    { header: 'Título', kind: 'text', value: (r) => r.title, width: 36 },
    { header: 'Cliente', kind: 'text', value: (r) => r.customer_name, width: 24 },
    { header: 'E-mail do cliente', kind: 'text', value: (r) => r.customer_email, width: 28 },
    { header: 'Início', kind: 'date', value: (r) => r.start_date, width: 12 },
    { header: 'Fim', kind: 'date', value: (r) => r.end_date, width: 12 },
    { header: 'Total', kind: 'money', value: (r) => fromCents(Number(r.total_cents)), width: 14 },
    { header: 'Moeda', kind: 'text', value: (r) => r.currency, width: 7 },
    { header: 'Markup', kind: 'money', value: (r) => fromCents(Number(r.markup_cents)), width: 12 },
    { header: 'DU', kind: 'money', value: (r) => fromCents(Number(r.du_cents)), width: 12 },
    { header: 'Fornecedor', kind: 'text', value: (r) => r.supplier, width: 16 },
    { header: 'Agente', kind: 'text', value: (r) => (r.agent_user_id ? (r.agent_name ?? r.agent_user_id) : 'API'), width: 20 },
  ],
};

/** The team's bookings matching the list's filters, newest first, `size` rows per statement (keyset, never OFFSET). */
export async function* bookingReportBatches(
  db: Db,
  teamId: string,
  query: TBookingsReportQuery,
  size = 1000,
): AsyncGenerator<BookingReportRow[]> {
  const where = listWhere(teamId, query);
  const params = [...where.params];
  const clauses = [where.sql];
  if (query.created_from) clauses.push(dayStart('b.created_at', params.push(query.created_from)));
  if (query.created_to) clauses.push(dayEnd('b.created_at', params.push(query.created_to)));
  yield* keysetBatches<BookingReportRow>(
    db,
    {
      select: `b.id, b.created_at, b.booking_number, b.locator, b.external_locator, b.type::text AS type, b.status::text AS status, b.title,
           b.start_date::text AS start_date, b.end_date::text AS end_date, b.total_cents, b.currency, b.supplier, b.markup_cents, b.du_cents,
           c.full_name AS customer_name, c.email AS customer_email, u.name AS agent_name, b.agent_user_id`,
      from: 'bookings b JOIN clients c ON c.id = b.customer_id LEFT JOIN users u ON u.id = b.agent_user_id',
      where: clauses,
      params,
      alias: 'b',
    },
    size,
  );
}
