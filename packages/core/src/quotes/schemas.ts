import { z } from 'zod';
import { clock } from '../lib/clock';
import { ZPageQuery } from '../lib/pagination';
import { ZDate, ZId, isUuid } from '../lib/zod-helpers';
import { decimalOf, subtotalOf, type TDiscountType } from './totals';
import { agencyToday } from './validity';

/** The create request lists five item types; stored items (and PATCH) may also be transfer or insurance. */
export const CREATE_ITEM_TYPES = ['flight', 'hotel', 'experience', 'service', 'other'] as const;
export const ITEM_TYPES = ['flight', 'hotel', 'experience', 'transfer', 'service', 'insurance', 'other'] as const;
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;

export const ZQuoteStatus = z.enum(QUOTE_STATUSES);
export const ZDiscountType = z.enum(DISCOUNT_TYPES);

/**
 * The booking a quote converts into keeps its total in a 32-bit count of cents (at most 21,474,836.47),
 * so a quote stays below that, with room to spare.
 */
export const MAX_QUOTE_AMOUNT = 20_000_000;
const MAX_QUANTITY = 100_000;

const atMostDecimals = (places: number) => (n: number) => Number.isFinite(n) && decimalOf(n).decimalPlaces() <= places;

/** Quantities may be fractional (2.5 days of a guide), to the column's 3 decimals. */
const ZQuantity = z.number().positive().max(MAX_QUANTITY).refine(atMostDecimals(3), 'must have at most 3 decimals');
/** Unit prices keep up to 4 decimals (per-unit tariffs); totals are always rounded to cents. */
const ZUnitPrice = z.number().nonnegative().max(MAX_QUOTE_AMOUNT).refine(atMostDecimals(4), 'must have at most 4 decimals');

const ZQuoteUuid = z.string().refine(isUuid, 'must be a UUID');

/** Not before the agencies' today: a quote that is born expired helps no one. */
export const ZValidUntil = ZDate.refine((s) => s >= agencyToday(clock.now()), 'must not be in the past');

function itemSchema<T extends readonly [string, ...string[]]>(types: T) {
  return z.object({
    type: z.enum(types),
    description: z.string().trim().min(1).max(500),
    details: z.string().trim().max(2000).nullish(),
    quantity: ZQuantity,
    unit_price: ZUnitPrice,
  });
}

export const ZQuoteItemCreateInput = itemSchema(CREATE_ITEM_TYPES);
export const ZQuoteItemInput = itemSchema(ITEM_TYPES);
export type TQuoteItemInput = z.infer<typeof ZQuoteItemInput>;

function itemsSchema<T extends z.ZodType<TQuoteItemInput>>(item: T) {
  return z
    .array(item)
    .min(1)
    .max(100)
    .refine(
      (items) =>
        subtotalOf(items.map((i) => ({ quantity: decimalOf(i.quantity), unitPrice: decimalOf(i.unit_price) }))).lte(MAX_QUOTE_AMOUNT),
      `the quote subtotal must not exceed ${MAX_QUOTE_AMOUNT}`,
    );
}

/** Why a discount value does not fit its type, or null when it does (shared by create and PATCH). */
export function discountValueIssue(type: TDiscountType, value: number): string | null {
  if (!Number.isFinite(value) || value < 0) return 'must be at least 0';
  if (type === 'percentage') {
    if (value > 100) return 'must be at most 100 for a percentage discount';
    if (!atMostDecimals(4)(value)) return 'must have at most 4 decimals';
    return null;
  }
  if (value > MAX_QUOTE_AMOUNT) return `must be at most ${MAX_QUOTE_AMOUNT}`;
  if (!atMostDecimals(2)(value)) return 'must have at most 2 decimals for a fixed discount';
  return null;
}

const text = z.string().max(10_000).nullish();

export const ZQuoteCreateInput = z
  .object({
    customer_id: ZQuoteUuid,
    title: z.string().trim().min(1).max(200),
    valid_until: ZValidUntil,
    items: itemsSchema(ZQuoteItemCreateInput),
    discount_type: ZDiscountType.nullish(),
    discount_value: z.number().nullish(),
    notes: text,
    terms: text,
  })
  .superRefine((q, ctx) => {
    const hasType = q.discount_type != null;
    const hasValue = q.discount_value != null;
    if (hasValue && !hasType) ctx.addIssue({ code: 'custom', path: ['discount_type'], message: 'Required with discount_value' });
    if (hasType && !hasValue) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'Required with discount_type' });
    const issue = hasType && hasValue ? discountValueIssue(q.discount_type!, q.discount_value!) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: issue });
  });
export type TQuoteCreateInput = z.infer<typeof ZQuoteCreateInput>;

/**
 * Only the fields sent change. `discount_type: null` removes the discount; `discount_value` alone
 * changes the value of the stored discount (checked against its type in the service).
 */
export const ZQuotePatchInput = z
  .object({
    id: ZId,
    status: ZQuoteStatus.optional(),
    items: itemsSchema(ZQuoteItemInput).optional(),
    title: z.string().trim().min(1).max(200).optional(),
    valid_until: ZValidUntil.optional(),
    discount_type: ZDiscountType.nullable().optional(),
    discount_value: z.number().nullable().optional(),
    notes: text,
    terms: text,
  })
  .superRefine((q, ctx) => {
    if (q.discount_type === null && q.discount_value != null) {
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'must be null when discount_type is null' });
    }
    if (q.discount_type != null && q.discount_value == null) {
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: 'Required with discount_type' });
    }
    const issue = q.discount_type != null && q.discount_value != null ? discountValueIssue(q.discount_type, q.discount_value) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['discount_value'], message: issue });
  });
export type TQuotePatchInput = z.infer<typeof ZQuotePatchInput>;

export const ZQuoteListQuery = ZPageQuery(50).extend({
  status: ZQuoteStatus.optional(),
  customer_id: ZQuoteUuid.optional(),
});
export type TQuoteListQuery = z.infer<typeof ZQuoteListQuery>;

/** The customer's accept names the version of the quote it was shown (GET's `version`). */
export const ZQuoteAcceptInput = z.object({
  token: z.string().min(1),
  version: z.string().max(64).optional(),
});

export const ZQuoteDeclineInput = z.object({
  token: z.string().min(1),
  reason: z.string().trim().max(1000).nullish(),
});
