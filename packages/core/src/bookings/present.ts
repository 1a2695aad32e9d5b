import type { Booking, Prisma } from '@tas/db';
import { fromCents } from '../lib/money';
import { presentBookingPayment } from '../payments/present-payment';
import { dateOut } from '../lib/zod-helpers';
import { STATUS_ORDER } from './status';

type Json = Record<string, unknown>;
const asObject = (value: Prisma.JsonValue): Json => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

export function presentCreated(row: Booking) {
  return {
    id: row.id,
    booking_number: row.bookingNumber,
    type: row.type,
    status: row.status,
    title: row.title,
    customer_id: row.customerId,
    start_date: dateOut(row.startDate),
    end_date: dateOut(row.endDate),
    total_amount: fromCents(row.totalCents),
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentUpdated(row: Pick<Booking, 'id' | 'bookingNumber' | 'type' | 'status' | 'title' | 'updatedAt'>) {
  return {
    id: row.id,
    booking_number: row.bookingNumber,
    type: row.type,
    status: row.status,
    title: row.title,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a list row needs and no more: lists read up to 100 of these per call. */
export const summarySelect = {
  id: true,
  bookingNumber: true,
  locator: true,
  externalLocator: true,
  type: true,
  status: true,
  title: true,
  description: true,
  startDate: true,
  endDate: true,
  totalCents: true,
  currency: true,
  createdAt: true,
  updatedAt: true,
  customer: { select: { id: true, fullName: true, email: true, phone: true } },
} satisfies Prisma.BookingSelect;

type SummaryRow = Prisma.BookingGetPayload<{ select: typeof summarySelect }>;

export function presentSummary(row: SummaryRow) {
  return {
    id: row.id,
    booking_number: row.bookingNumber,
    locator: row.locator,
    external_locator: row.externalLocator,
    type: row.type,
    status: row.status,
    title: row.title,
    description: row.description,
    start_date: dateOut(row.startDate),
    end_date: dateOut(row.endDate),
    total_amount: fromCents(row.totalCents),
    currency: row.currency,
    customer: { id: row.customer.id, name: row.customer.fullName, email: row.customer.email, phone: row.customer.phone },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const detailInclude = {
  customer: { select: { id: true, fullName: true, email: true, phone: true, cpf: true } },
  passengers: { orderBy: { position: 'asc' } },
  items: { orderBy: { position: 'asc' } },
  statusChanges: { orderBy: { at: 'asc' } },
  // A declined card leaves no row (its transaction rolled back): the latest payment is the one that counts.
  payments: { orderBy: { createdAt: 'desc' }, take: 1 },
} satisfies Prisma.BookingInclude;

type DetailRow = Prisma.BookingGetPayload<{ include: typeof detailInclude }>;

export function presentDetail(row: DetailRow) {
  // Same-millisecond changes keep their real order: statuses only ever move forward.
  const history = [...row.statusChanges].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || STATUS_ORDER[a.toStatus] - STATUS_ORDER[b.toStatus],
  );
  const summary = presentSummary(row);
  return {
    ...summary,
    customer: { ...summary.customer, cpf: row.customer.cpf },
    passengers: row.passengers.map((p) => ({
      name: p.name,
      document_type: p.documentType,
      document_number: p.documentNumber,
      birth_date: dateOut(p.birthDate),
      email: p.email,
      phone: p.phone,
    })),
    items: row.items.map((i) => ({
      id: i.id,
      type: i.type,
      name: i.name,
      description: i.description,
      quantity: i.quantity,
      unit_price: fromCents(i.unitCents),
      total_price: fromCents(i.totalCents),
      currency: i.currency,
      details: asObject(i.details),
    })),
    notes: row.notes,
    metadata: asObject(row.metadata),
    payment: row.payments[0] ? presentBookingPayment(row.payments[0]) : null,
    status_history: history.map((c) => ({
      from: c.fromStatus,
      to: c.toStatus,
      at: c.at.toISOString(),
      actor: { type: c.actorType, name: c.actorName },
      note: c.note,
    })),
    ...(row.cancellationRefundCents !== null && {
      cancellation: {
        supplier_penalty: fromCents(row.cancellationPenaltyCents ?? 0),
        agency_fee: fromCents(row.cancellationFeeCents ?? 0),
        refund_amount: fromCents(row.cancellationRefundCents),
        currency: row.payments[0]?.currency ?? row.currency,
      },
    }),
  };
}
