import { z } from 'zod';
import { auditActorOf } from '../audit/actor';
import { permittedProcedure, permittedTeamProcedure, router } from '../trpc';
import { listPayables } from './list-payables';
import { listReceivables } from './list-receivables';
import { markPayablePaid } from './mark-payable-paid';
import { receiveSupplierCredit } from './receive-supplier-credit';
import { paymentTermsOf } from './payment-terms';
import {
  ZCreditReceiptInput,
  ZLedgerQuery,
  ZMarkPaidInput,
  ZPayable,
  ZPayableList,
  ZPaymentTerms,
  ZPaymentTermsInput,
  ZReceivableList,
} from './schemas';
import { updatePaymentTerms } from './update-payment-terms';

const tags = ['finance'];
const FILTERS =
  'Filtered by `status` (open, the default; paid; all), `currency`, `supplier` and due day (`due_from`, `due_to`, YYYY-MM-DD); overdue rows first, then by due date. `totals` sums every row of the filter per currency. Paginated with `page` and `limit` (default 20, max 100).';

/** The agency's ledger: receivables (booking payments) and supplier payables; thin, see the services. */
export const financeRouter = router({
  listReceivables: permittedTeamProcedure('finance')
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/finance/receivables',
        tags,
        summary: 'List receivables (what customers owe)',
        description: `The team's booking payments as receivables: open PIX and boleto charges with their due day (PIX expiry, boleto due date) and those paid or refunded (less the refund). ${FILTERS}`,
      },
      rateLimit: 'bookings',
    })
    .input(ZLedgerQuery)
    .output(ZReceivableList)
    .query(({ ctx, input }) => listReceivables(ctx.db, ctx.caller.teamId, input)),

  listPayables: permittedTeamProcedure('finance')
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/finance/payables',
        tags,
        summary: 'List payables (what the agency owes its suppliers)',
        description: `One payable per confirmed hotel or flight sale with a supplier, in the supplier's currency, due by the supplier's payment terms; a cancellation turns it into the supplier's penalty or cancels it. ${FILTERS}`,
      },
      rateLimit: 'bookings',
    })
    .input(ZLedgerQuery)
    .output(ZPayableList)
    .query(({ ctx, input }) => listPayables(ctx.db, ctx.caller.teamId, input)),

  markPayablePaid: permittedTeamProcedure('finance')
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/finance/payables/{id}/payment',
        tags,
        summary: 'Mark a payable paid',
        description:
          "Records that the supplier was paid on `paid_at` at `exchange_rate` (reais per unit of the supplier's currency, decimal text; 1 for reais): the reais paid and the exchange difference against the locked rate. A payable already paid or cancelled answers 400 INVALID_STATUS_TRANSITION; another team's, 404.",
      },
      rateLimit: 'bookings',
    })
    .input(ZMarkPaidInput)
    .output(z.object({ payable: ZPayable }))
    .mutation(async ({ ctx, input }) => ({ payable: await markPayablePaid(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx)) })),

  receiveSupplierCredit: permittedTeamProcedure('finance')
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/v1/finance/payables/{id}/credit-receipt',
        tags,
        summary: "Record a supplier's credit received",
        description:
          "Records that the supplier's credit of a payable (paid before its sale was cancelled: the payment less the penalty, `supplier_credit`) came back on `received_at` at `exchange_rate` (reais per unit of the supplier's currency, decimal text; 1 for reais): the reais it brought, which the margins and the exchange difference then count. A payable with no credit, or whose credit was already received, answers 400 INVALID_STATUS_TRANSITION; another team's, 404.",
      },
      rateLimit: 'bookings',
    })
    .input(ZCreditReceiptInput)
    .output(z.object({ payable: ZPayable }))
    .mutation(async ({ ctx, input }) => ({ payable: await receiveSupplierCredit(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx)) })),

  getPaymentTerms: permittedTeamProcedure('finance')
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/finance/payment-terms',
        tags,
        summary: "The suppliers' payment terms",
        description:
          'Per supplier: `before_checkin` (due `days` before the check-in or departure), `monthly_invoice` (due on `day_of_month` of the month after the sale) or `at_booking` (debited at booking, e.g. from the Duffel balance: born paid at the locked rate). Suppliers the agency never set show their defaults.',
      },
      rateLimit: 'account',
    })
    .input(z.object({}))
    .output(z.array(ZPaymentTerms))
    .query(({ ctx }) => paymentTermsOf(ctx.db, ctx.caller.teamId)),

  /** Panel (Configurações): one supplier's terms; open payables of that supplier take the new due day. */
  updatePaymentTerms: permittedProcedure('settings')
    .input(ZPaymentTermsInput)
    .output(z.array(ZPaymentTerms))
    .mutation(({ ctx, input }) => updatePaymentTerms(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
});
