import type { Db, Prisma, QuoteStatus } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { pageWindow, pagination } from '../lib/pagination';
import { inTeam } from '../lib/team-scope';
import { dateIn, dateOut, isUuid } from '../lib/zod-helpers';
import { presentQuoteDetail, quoteDetailInclude } from './present';
import type { TQuoteListQuery } from './schemas';
import { agencyToday, effectiveStatus } from './validity';

/** Filters by the status a quote reads as: a sent quote past its validity is listed as expired, not sent. */
function statusWhere(status: QuoteStatus, now: Date): Prisma.QuoteWhereInput {
  const today = dateIn(agencyToday(now));
  if (status === 'sent') return { status: 'sent', validUntil: { gte: today } };
  if (status === 'expired') return { OR: [{ status: 'expired' }, { status: 'sent', validUntil: { lt: today } }] };
  return { status };
}

const summarySelect = {
  id: true,
  number: true,
  title: true,
  status: true,
  total: true,
  validUntil: true,
  createdAt: true,
  customer: { select: { id: true, fullName: true } },
} satisfies Prisma.QuoteSelect;

/** Newest first; each filter with the team leads an index (team+status / team+customer, created_at). */
export async function listQuotes(db: Db, teamId: string, query: TQuoteListQuery) {
  const now = clock.now();
  const where = inTeam(teamId, {
    ...(query.customer_id && { customerId: query.customer_id }),
    ...(query.status && statusWhere(query.status, now)),
  });
  const [rows, total] = await Promise.all([
    db.quote.findMany({ where, select: summarySelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.quote.count({ where }),
  ]);
  const quotes = rows.map((row) => {
    const validUntil = dateOut(row.validUntil)!;
    return {
      id: row.id,
      number: row.number,
      customer: { id: row.customer.id, name: row.customer.fullName },
      title: row.title,
      status: effectiveStatus(row.status, validUntil, now),
      total: row.total.toNumber(),
      valid_until: validUntil,
      created_at: row.createdAt.toISOString(),
    };
  });
  return { quotes, pagination: pagination(query, total) };
}

export async function getQuote(db: Db, teamId: string, id: string) {
  if (!isUuid(id)) throw ApiError.notFound('Quote');
  const row = await db.quote.findFirst({ where: inTeam(teamId, { id }), include: quoteDetailInclude });
  if (!row) throw ApiError.notFound('Quote');
  return presentQuoteDetail(row, clock.now());
}
