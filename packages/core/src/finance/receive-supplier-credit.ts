import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { salesDay } from '../dashboard/period';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { normalDecimal, toReaisCents } from '../lib/money';
import { dateIn, dateOut, isUuid } from '../lib/zod-helpers';
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
  const rate = normalDecimal(input.exchange_rate);
  if (input.received_at > salesDay(clock.now())) throw ApiError.validation('Validation error: received_at: must not be in the future');
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM supplier_payables WHERE id = ${input.id}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw ApiError.notFound('Payable');
    const payable = await tx.supplierPayable.findUniqueOrThrow({ where: { id: input.id }, include: { booking: true } });
    if (!payable.creditMinor || payable.creditMinor <= 0) throw new ApiError(400, 'INVALID_STATUS_TRANSITION', NO_CREDIT);
    if (payable.creditReceivedAt) throw new ApiError(400, 'INVALID_STATUS_TRANSITION', RECEIVED);
    if (payable.currency === 'BRL' && rate !== '1') {
      throw ApiError.validation('Validation error: exchange_rate: must be 1 for a payable in reais');
    }
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
