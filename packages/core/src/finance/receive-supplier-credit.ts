import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { toReaisCents } from '../lib/money';
import { dateIn, dateOut, isUuid } from '../lib/zod-helpers';
import { checkEntryDay, entryRate, lockTeamPayable } from './payable-entry';
import { exchangeDifferenceCents, paidPayableRow, presentPayable } from './present-ledger';
import type { TCreditReceiptInput, TPayable } from './schemas';

const NO_CREDIT = 'This payable has no supplier credit to receive: only a payable paid before its sale was cancelled has one';
const RECEIVED = "This payable's supplier credit was already received";

/**
 * Records that the supplier's credit (a payable paid before its sale was cancelled, less the penalty)
 * came back on `received_at` at the rate it came back at: the reais it brought, rounded once by the
 * money helper. From then on the margins count those reais back instead of the credit at the rate
 * paid, so the exchange difference includes the credit's own. Row-locked like a payment: a second
 * receipt finds it received and changes nothing.
 */
export async function receiveSupplierCredit(db: Db, teamId: string, input: TCreditReceiptInput, actor: AuditActor): Promise<TPayable> {
  if (!isUuid(input.id)) throw ApiError.notFound('Payable');
  checkEntryDay('received_at', input.received_at);
  return db.$transaction(async (tx) => {
    const payable = await lockTeamPayable(tx, teamId, input.id);
    // reconcile-payable.ts records a credit only when something is owed back.
    if (!payable.creditMinor) throw new ApiError(400, 'INVALID_STATUS_TRANSITION', NO_CREDIT);
    if (payable.creditReceivedAt) throw new ApiError(400, 'INVALID_STATUS_TRANSITION', RECEIVED);
    const rate = entryRate(payable.currency, input.exchange_rate);
    const paidAt = dateOut(payable.paidAt);
    if (paidAt && input.received_at < paidAt) {
      throw ApiError.validation(`Validation error: received_at: must not be before the payment to the supplier (${paidAt})`);
    }
    const creditReceivedCents = toReaisCents({ minor: payable.creditMinor, currency: payable.currency }, rate);
    const credited = await tx.supplierPayable.update({
      where: { id: payable.id },
      data: { creditReceivedAt: dateIn(input.received_at), creditReceivedRate: rate, creditReceivedCents, updatedAt: clock.now() },
    });
    const row = paidPayableRow(credited, payable.booking.bookingNumber);
    await recordAudit(tx, actor, {
      action: 'payable.credit_received',
      subject: { type: 'booking', id: credited.bookingId },
      details: {
        booking_number: row.booking_number,
        payable_id: credited.id,
        supplier: credited.supplier,
        credit_minor: payable.creditMinor,
        currency: credited.currency,
        received_at: input.received_at,
        exchange_rate: rate,
        credit_received_cents: creditReceivedCents,
        exchange_difference_cents: exchangeDifferenceCents(row),
      },
    });
    return presentPayable(row);
  });
}
