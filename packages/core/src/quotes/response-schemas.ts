import { z } from 'zod';
import { ZBookingCreated } from '../bookings/response-schemas';
import { ZPagination } from '../lib/pagination';
import { ITEM_TYPES, ZDiscountType, ZQuoteStatus } from './schemas';

/** What each quotes endpoint answers, field by field as the contract names them. */

export const ZQuoteItem = z.object({
  id: z.string(),
  type: z.enum(ITEM_TYPES),
  description: z.string(),
  details: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
});

/** `null` when the quote has no discount. */
export const ZQuoteDiscount = z.object({ type: ZDiscountType, value: z.number(), amount: z.number() }).nullable();

const ZQuoteCustomer = z.object({ id: z.string(), name: z.string() });

export const ZQuote = z.object({
  id: z.string(),
  number: z.string(),
  customer: ZQuoteCustomer,
  title: z.string(),
  status: ZQuoteStatus,
  valid_until: z.string(),
  items: z.array(ZQuoteItem),
  subtotal: z.number(),
  discount: ZQuoteDiscount,
  total: z.number(),
  currency: z.string(),
  share_url: z.string(),
  booking_id: z.string().nullable(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZQuoteActor = z.object({ type: z.enum(['agent', 'api_key', 'customer', 'system']), name: z.string() });

/** Oldest first: creation, every change, the customer's answer, expiry. */
export const ZQuoteHistoryEntry = z.object({ status: ZQuoteStatus, at: z.string(), actor: ZQuoteActor, note: z.string().nullable() });

export const ZQuoteDetail = ZQuote.extend({ history: z.array(ZQuoteHistoryEntry) });
export type TQuoteDetail = z.infer<typeof ZQuoteDetail>;

export const ZQuoteSummary = ZQuote.pick({
  id: true,
  number: true,
  customer: true,
  title: true,
  status: true,
  total: true,
  valid_until: true,
  created_at: true,
});

export const ZQuoteList = z.object({ quotes: z.array(ZQuoteSummary), pagination: ZPagination });

export const ZQuoteDeleted = z.object({ id: z.string(), deleted: z.literal(true) });

export const ZQuoteConverted = z.object({ booking: ZBookingCreated, quote: ZQuote });

/**
 * What the customer behind the share link sees. Deliberately a closed list: no team, customer,
 * item or booking ids, no history, no decline reason, no other quotes.
 */
export const ZPublicQuote = z.object({
  agency: z.object({ name: z.string() }),
  customer: z.object({ name: z.string() }),
  number: z.string(),
  title: z.string(),
  status: ZQuoteStatus,
  valid_until: z.string(),
  items: z.array(ZQuoteItem.omit({ id: true })),
  subtotal: z.number(),
  discount: ZQuoteDiscount,
  total: z.number(),
  currency: z.string(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  created_at: z.string(),
  /** The version of the offer shown: send it back to accept (quote-version.ts). */
  version: z.string(),
});
export type TPublicQuote = z.infer<typeof ZPublicQuote>;
