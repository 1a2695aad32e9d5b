import type { Db } from '@tas/db';
import { fromCents } from '../lib/money';
import type { ReportSheet } from './columns';
import { keysetBatches } from './keyset-batches';
import { dayEnd, dayStart } from './period-sql';
import type { TPaymentsReportQuery } from './schemas';

export interface PaymentReportRow {
  id: string;
  created_at: Date | string;
  method: string;
  status: string;
  amount_cents: number;
  currency: string;
  installments: number;
  gateway: string;
  paid_at: Date | string | null;
  boleto_due_date: string | null;
  booking_number: string;
  booking_type: string;
  customer_name: string;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** No card column: a payment's brand and last digits stay in the panel, never in a file. */
export const PAYMENTS_SHEET: ReportSheet<PaymentReportRow> = {
  name: 'pagamentos',
  columns: [
    { header: 'ID do pagamento', kind: 'text', value: (r) => r.id, width: 38 },
    { header: 'Criado em', kind: 'datetime', value: (r) => iso(r.created_at), width: 18 },
    { header: 'Reserva', kind: 'text', value: (r) => r.booking_number, width: 16 },
    { header: 'Tipo da reserva', kind: 'text', value: (r) => r.booking_type, width: 12 },
    { header: 'Cliente', kind: 'text', value: (r) => r.customer_name, width: 24 },
    { header: 'Forma', kind: 'text', value: (r) => r.method, width: 12 },
    { header: 'Status', kind: 'text', value: (r) => r.status, width: 11 },
    { header: 'Valor', kind: 'money', value: (r) => fromCents(Number(r.amount_cents)), width: 14 },
    { header: 'Moeda', kind: 'text', value: (r) => r.currency, width: 7 },
    { header: 'Parcelas', kind: 'int', value: (r) => r.installments, width: 9 },
    { header: 'Gateway', kind: 'text', value: (r) => r.gateway, width: 10 },
    { header: 'Pago em', kind: 'datetime', value: (r) => iso(r.paid_at), width: 18 },
    { header: 'Vencimento do boleto', kind: 'date', value: (r) => r.boleto_due_date, width: 14 },
  ],
};

/** The team's payments matching the filters, newest first, `size` rows per statement (keyset). */
export async function* paymentReportBatches(
  db: Db,
  teamId: string,
  query: TPaymentsReportQuery,
  size = 1000,
): AsyncGenerator<PaymentReportRow[]> {
  const params: unknown[] = [teamId];
  const clauses = ['p.team_id = $1::uuid'];
  if (query.status) clauses.push(`p.status = $${params.push(query.status)}::"PaymentStatus"`);
  if (query.method) clauses.push(`p.method = $${params.push(query.method)}::"PaymentMethod"`);
  if (query.booking_type) clauses.push(`b.type = $${params.push(query.booking_type)}::"BookingType"`);
  if (query.created_from) clauses.push(dayStart('p.created_at', params.push(query.created_from)));
  if (query.created_to) clauses.push(dayEnd('p.created_at', params.push(query.created_to)));
  yield* keysetBatches<PaymentReportRow>(
    db,
    {
      select: `p.id, p.created_at, p.method::text AS method, p.status::text AS status, p.amount_cents, p.currency, p.installments, p.gateway,
           p.paid_at, p.boleto_due_date::text AS boleto_due_date, b.booking_number, b.type::text AS booking_type, c.full_name AS customer_name`,
      from: 'payments p JOIN bookings b ON b.id = p.booking_id JOIN clients c ON c.id = b.customer_id',
      where: clauses,
      params,
      alias: 'p',
    },
    size,
  );
}
