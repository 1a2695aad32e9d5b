import type { Prisma } from '@tas/db';
import { dateOut } from '../lib/zod-helpers';
import type { TPublicQuote, TQuote, TQuoteDetail } from './response-schemas';
import { quoteVersion } from './quote-version';
import { effectiveStatus } from './validity';
import { publicBaseUrl } from '../rest/public-url';

/** Everything a quote answer needs, in one query. */
export const quoteInclude = {
  customer: { select: { id: true, fullName: true, customerType: true } },
  items: { orderBy: { position: 'asc' } },
} satisfies Prisma.QuoteInclude;

export const quoteDetailInclude = {
  ...quoteInclude,
  history: { orderBy: { at: 'asc' } },
} satisfies Prisma.QuoteInclude;

export const publicQuoteInclude = {
  ...quoteInclude,
  team: { select: { name: true } },
} satisfies Prisma.QuoteInclude;

type QuoteRow = Prisma.QuoteGetPayload<{ include: typeof quoteInclude }>;
type QuoteDetailRow = Prisma.QuoteGetPayload<{ include: typeof quoteDetailInclude }>;
type PublicQuoteRow = Prisma.QuoteGetPayload<{ include: typeof publicQuoteInclude }>;

export function shareUrl(shareToken: string): string {
  return `${publicBaseUrl()}/q/${shareToken}`;
}

function presentItems(row: QuoteRow) {
  return row.items.map((item) => ({
    id: item.id,
    type: item.type as TQuote['items'][number]['type'],
    description: item.description,
    details: item.details,
    quantity: item.quantity.toNumber(),
    unit_price: item.unitPrice.toNumber(),
  }));
}

function presentDiscount(row: QuoteRow): TQuote['discount'] {
  if (row.discountType == null || row.discountValue == null) return null;
  return { type: row.discountType, value: row.discountValue.toNumber(), amount: row.discountAmount.toNumber() };
}

export function presentQuote(row: QuoteRow, now: Date): TQuote {
  const validUntil = dateOut(row.validUntil)!;
  return {
    id: row.id,
    number: row.number,
    customer: { id: row.customer.id, name: row.customer.fullName },
    title: row.title,
    status: effectiveStatus(row.status, validUntil, now),
    valid_until: validUntil,
    items: presentItems(row),
    subtotal: row.subtotal.toNumber(),
    discount: presentDiscount(row),
    total: row.total.toNumber(),
    currency: row.currency,
    share_url: shareUrl(row.shareToken),
    booking_id: row.bookingId,
    notes: row.notes,
    terms: row.terms,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentQuoteDetail(row: QuoteDetailRow, now: Date): TQuoteDetail {
  return {
    ...presentQuote(row, now),
    history: row.history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      actor: { type: entry.actorType as TQuoteDetail['history'][number]['actor']['type'], name: entry.actorName },
      note: entry.note,
    })),
  };
}

/** A forwarded link should not spread a person's full name: individuals are greeted by first name. */
function customerDisplayName(customer: QuoteRow['customer']): string {
  if (customer.customerType === 'company') return customer.fullName;
  return customer.fullName.trim().split(/\s+/)[0] ?? customer.fullName;
}

export function presentPublicQuote(row: PublicQuoteRow, now: Date): TPublicQuote {
  const quote = presentQuote(row, now);
  const offer = {
    title: quote.title,
    valid_until: quote.valid_until,
    items: quote.items.map(({ id: _internal, ...item }) => item),
    subtotal: quote.subtotal,
    discount: quote.discount,
    total: quote.total,
    currency: quote.currency,
    notes: quote.notes,
    terms: quote.terms,
  };
  return {
    agency: { name: row.team.name },
    customer: { name: customerDisplayName(row.customer) },
    number: quote.number,
    title: quote.title,
    status: quote.status,
    valid_until: quote.valid_until,
    items: quote.items.map(({ id: _internal, ...item }) => item),
    subtotal: quote.subtotal,
    discount: quote.discount,
    total: quote.total,
    currency: quote.currency,
    notes: quote.notes,
    terms: quote.terms,
    created_at: quote.created_at,
    version: quoteVersion(offer),
  };
}
