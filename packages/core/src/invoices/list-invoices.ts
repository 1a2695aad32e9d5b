import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { pageWindow, pagination } from '../lib/pagination';
import { isUuid } from '../lib/zod-helpers';
import { presentInvoice, type TInvoiceListQuery } from './schemas';

const withBooking = { booking: { select: { bookingNumber: true } } } as const;

export async function listInvoices(db: Db, teamId: string, query: TInvoiceListQuery) {
  const createdAt = {
    ...(query.from && { gte: new Date(`${query.from}T00:00:00Z`) }),
    ...(query.to && { lt: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) }),
  };
  const where: Prisma.ServiceInvoiceWhereInput = {
    teamId,
    ...(query.status && { status: query.status }),
    ...((query.from || query.to) && { createdAt }),
  };
  const [rows, total] = await Promise.all([
    db.serviceInvoice.findMany({ where, include: withBooking, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.serviceInvoice.count({ where }),
  ]);
  return { invoices: rows.map(presentInvoice), pagination: pagination(query, total) };
}

/** The booking's invoice, or null when it has none; another team's booking reads as missing (404). */
export async function getBookingInvoice(db: Db, teamId: string, bookingId: string) {
  const booking = isUuid(bookingId) ? await db.booking.findFirst({ where: { id: bookingId, teamId }, select: { id: true } }) : null;
  if (!booking) throw ApiError.notFound('Booking');
  const row = await db.serviceInvoice.findFirst({ where: { bookingId, teamId }, include: withBooking });
  return { invoice: row ? presentInvoice(row) : null };
}

export async function getInvoice(db: Db, teamId: string, id: string) {
  const row = isUuid(id) ? await db.serviceInvoice.findFirst({ where: { id, teamId }, include: withBooking }) : null;
  if (!row) throw ApiError.notFound('Invoice');
  return presentInvoice(row);
}
