import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toReaisCents } from '../lib/money';
import { dateIn, isUuid } from '../lib/zod-helpers';
import { checkEntryDay, entryRate, lockTeamPayable } from './payable-entry';
import { exchangeDifferenceCents, paidPayableRow, presentPayable } from './present-ledger';
import type { TMarkPaidInput, TPayable } from './schemas';

const NOT_OPEN = {
  paid: 'This payable is already paid',
  cancelled: 'This payable was cancelled with its booking: nothing is owed',
} as const;

/**
 * Records the supplier's payment at the rate the agency actually paid: the reais it cost (rounded
 * once by the money helper) and, against the rate locked at prebook, the exchange difference. The
 * payable is row-locked: a second payment (at once or later) finds it paid and changes nothing.
 */
export async function markPayablePaid(db: Db, teamId: string, input: TMarkPaidInput, actor: AuditActor): Promise<TPayable> {
  if (!isUuid(input.id)) throw ApiError.notFound('Payable');
  checkEntryDay('paid_at', input.paid_at);
  return db.$transaction(async (tx) => {
    const payable = await lockTeamPayable(tx, teamId, input.id);
    if (payable.status !== 'open') throw new ApiError(400, 'INVALID_STATUS_TRANSITION', NOT_OPEN[payable.status]);
    const rate = entryRate(payable.currency, input.exchange_rate);
    const paidAmountCents = toReaisCents({ minor: payable.amountMinor, currency: payable.currency }, rate);
    const paid = await tx.supplierPayable.update({
      where: { id: payable.id },
      data: { status: 'paid', paidAt: dateIn(input.paid_at), paidRate: rate, paidAmountCents, updatedAt: clock.now() },
    });
    const row = paidPayableRow(paid, payable.booking.bookingNumber);
    await recordAudit(tx, actor, {
      action: 'payable.paid',
      subject: { type: 'booking', id: paid.bookingId },
      details: {
        booking_number: row.booking_number,
        payable_id: paid.id,
        supplier: paid.supplier,
        amount_minor: paid.amountMinor,
        currency: paid.currency,
        paid_at: input.paid_at,
        exchange_rate: rate,
        paid_amount_cents: paidAmountCents,
        exchange_difference_cents: exchangeDifferenceCents(row),
      },
    });
    return presentPayable(row);
  });
}
