import { z } from 'zod';
import { ZPageQuery, ZPagination } from '../lib/pagination';
import { isDecimal } from '../lib/money';
import { ZDate } from '../lib/zod-helpers';

/*
 * The agency's ledger (#22 point 3): what customers owe it (receivables: the booking payments) and
 * what it owes its suppliers (payables: one per sale, in the supplier's currency). Amounts go out as
 * numbers with at most their currency's decimals, like the rest of the contract; rates as decimal text.
 */

export const PAYMENT_TERM_KINDS = ['before_checkin', 'monthly_invoice', 'at_booking'] as const;
export const ZPaymentTermKind = z.enum(PAYMENT_TERM_KINDS);
export type TPaymentTermKind = z.infer<typeof ZPaymentTermKind>;

export const PAYABLE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const RECEIVABLE_STATUSES = ['open', 'paid', 'refunded'] as const;

const ZSupplierName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,40}$/, 'must be a supplier name such as hotelbeds or duffel');

const ZCurrencyFilter = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO currency code')
  .transform((c) => c.toUpperCase());

/** The filters both lists (and their exports) take: status, currency, supplier and due-date period. */
export const ledgerFilters = {
  status: z.enum(['open', 'paid', 'all']).default('open').describe('open (default), paid, or all'),
  currency: ZCurrencyFilter.optional().describe('Only amounts in this currency (ISO 4217)'),
  supplier: ZSupplierName.optional().describe('Only sales of this supplier (hotelbeds, duffel, sandbox, ...)'),
  due_from: ZDate.optional().describe('Due on or after this day (YYYY-MM-DD)'),
  due_to: ZDate.optional().describe('Due on or before this day (YYYY-MM-DD)'),
};

const dueFromBeforeTo = (q: { due_from?: string; due_to?: string }) => !q.due_from || !q.due_to || q.due_to >= q.due_from;
const dueOrder = { path: ['due_to'], message: 'must not be before due_from' };

export const ZLedgerQuery = ZPageQuery(20).extend(ledgerFilters).refine(dueFromBeforeTo, dueOrder);
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;
export type TLedgerFilters = Omit<TLedgerQuery, 'page' | 'limit'>;

/** The same filters without paging, plus the file format: the exports (reports/). */
export const ZLedgerReportQuery = z
  .object({ format: z.enum(['csv', 'xlsx']).default('csv'), ...ledgerFilters })
  .refine(dueFromBeforeTo, dueOrder);

const ZTotal = z.object({
  currency: z.string(),
  amount: z.number().describe('sum of the filtered rows in this currency'),
  count: z.number(),
});

export const ZReceivable = z.object({
  id: z.string().describe('the payment id'),
  booking_id: z.string(),
  booking_number: z.string(),
  client_name: z.string(),
  method: z.enum(['pix', 'credit_card', 'boleto']),
  amount: z.number().describe('charged, less what was refunded'),
  currency: z.string(),
  due_date: z.string().describe('boleto due date, PIX expiry day, or the day a card was charged (São Paulo)'),
  status: z.enum(RECEIVABLE_STATUSES),
  overdue: z.boolean().describe('open and due before today (São Paulo)'),
  paid_at: z.string().nullable(),
});
export type TReceivable = z.infer<typeof ZReceivable>;

export const ZReceivableList = z.object({
  items: z.array(ZReceivable),
  totals: z.array(ZTotal).describe('per currency, over every row of the filter (not only this page)'),
  pagination: ZPagination,
});

/** A paid payable whose sale was then cancelled: what the supplier owes back, and once it came back. */
const supplierCredit = {
  supplier_credit: z
    .number()
    .nullable()
    .describe(
      "what the supplier owes back, in the payable's currency: a payable paid before its sale was cancelled, the payment less the supplier's penalty; null when nothing is due back",
    ),
  supplier_credit_received_at: z.string().nullable().describe("the day the supplier's credit came back (YYYY-MM-DD); null until then"),
  supplier_credit_received_rate: z.string().nullable().describe('reais per unit the credit came back at; null until then'),
  supplier_credit_received_brl: z.number().nullable().describe('the reais the credit brought back; null until then'),
};

export const ZPayable = z.object({
  id: z.string(),
  booking_id: z.string(),
  booking_number: z.string(),
  supplier: z.string(),
  amount: z.number().describe("owed to the supplier, in the supplier's currency"),
  currency: z.string(),
  due_date: z.string(),
  status: z.enum(PAYABLE_STATUSES),
  overdue: z.boolean().describe('open and due before today (São Paulo)'),
  locked_rate: z.string().describe('reais per unit locked at prebook (without the spread); "1" for reais'),
  paid_at: z.string().nullable(),
  paid_rate: z.string().nullable().describe('reais per unit the agency actually paid'),
  paid_amount_brl: z.number().nullable(),
  exchange_difference_brl: z
    .number()
    .nullable()
    .describe('amount x locked rate - amount x paid rate: positive is an exchange gain, negative a loss'),
  ...supplierCredit,
});
export type TPayable = z.infer<typeof ZPayable>;

export const ZPayableList = z.object({
  items: z.array(ZPayable),
  totals: z.array(ZTotal),
  pagination: ZPagination,
});

const ZRateText = z
  .string()
  .trim()
  .refine((s) => isDecimal(s) && /[1-9]/.test(s) && Number(s) <= 1000, 'must be a decimal above 0 written with a dot, e.g. 6.1234');

export const ZMarkPaidInput = z.object({
  id: z.string().min(1),
  paid_at: ZDate.describe('the day the supplier was paid (YYYY-MM-DD)'),
  exchange_rate: ZRateText.describe("reais paid per unit of the supplier's currency; 1 for a payable in reais"),
});
export type TMarkPaidInput = z.infer<typeof ZMarkPaidInput>;

export const ZCreditReceiptInput = z.object({
  id: z.string().min(1),
  received_at: ZDate.describe("the day the supplier's credit came back (YYYY-MM-DD)"),
  exchange_rate: ZRateText.describe("reais received per unit of the supplier's currency; 1 for a payable in reais"),
});
export type TCreditReceiptInput = z.infer<typeof ZCreditReceiptInput>;

export const ZPaymentTerms = z.object({
  supplier: z.string(),
  kind: ZPaymentTermKind,
  days: z.number().nullable().describe('before_checkin: due this many days before the check-in (or departure)'),
  day_of_month: z.number().nullable().describe('monthly_invoice: due on this day of the month after the sale'),
});
export type TPaymentTerms = z.infer<typeof ZPaymentTerms>;

export const ZPaymentTermsInput = z
  .object({
    supplier: ZSupplierName,
    kind: ZPaymentTermKind,
    days: z.number().int().min(0).max(365).optional(),
    day_of_month: z.number().int().min(1).max(31).optional(),
  })
  .refine((t) => t.kind !== 'before_checkin' || t.days !== undefined, { path: ['days'], message: 'is required for before_checkin' })
  .refine((t) => t.kind !== 'monthly_invoice' || t.day_of_month !== undefined, {
    path: ['day_of_month'],
    message: 'is required for monthly_invoice',
  });
export type TPaymentTermsInput = z.infer<typeof ZPaymentTermsInput>;

/** A booking's place in the ledger (booking detail, additive). */
export const ZBookingLedger = z.object({
  receivable: z.object({ amount: z.number(), currency: z.string(), status: z.enum(['open', 'paid', 'none']) }),
  payable: z
    .object({
      amount: z.number(),
      currency: z.string(),
      due_date: z.string(),
      status: z.enum(PAYABLE_STATUSES),
      locked_rate: z.string().describe('reais per unit of the supplier currency locked at prebook, without the spread; 1 in reais'),
      paid_rate: z.string().nullable(),
      paid_amount_brl: z.number().nullable(),
      ...supplierCredit,
    })
    .nullable(),
  margin_brl: z.number().describe("the customer's reais less the payable at the locked rate (without the spread)"),
  realised_margin_brl: z.number().nullable().describe("the customer's reais less what the supplier cost at the rate paid"),
  exchange_difference_brl: z.number().nullable(),
});
export type TBookingLedger = z.infer<typeof ZBookingLedger>;
