import type { Db } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { salesDay } from '../dashboard/period';
import { clock } from '../lib/clock';
import { dateIn, dateOut } from '../lib/zod-helpers';
import { dueDateOf, type PaymentTerms } from './due-date';
import { paymentTermsOf, termsBySupplier } from './payment-terms';
import type { TPaymentTermsInput } from './schemas';

const FIELDS = ['kind', 'days', 'dayOfMonth'] as const;

/**
 * Saves one supplier's terms, audited as a settings change (the fields that changed). The supplier's
 * open payables take the new due date: terms say when the agency pays, and nothing is paid yet.
 */
export async function updatePaymentTerms(db: Db, teamId: string, input: TPaymentTermsInput, actor: AuditActor) {
  const after: PaymentTerms = {
    supplier: input.supplier,
    kind: input.kind,
    days: input.kind === 'before_checkin' ? (input.days ?? 0) : null,
    dayOfMonth: input.kind === 'monthly_invoice' ? (input.day_of_month ?? 1) : null,
  };
  await db.$transaction(async (tx) => {
    const before = (await termsBySupplier(tx, teamId))(input.supplier);
    const now = clock.now();
    const data = { kind: after.kind, days: after.days, dayOfMonth: after.dayOfMonth, updatedAt: now };
    await tx.supplierPaymentTerms.upsert({
      where: { teamId_supplier: { teamId, supplier: input.supplier } },
      create: { teamId, supplier: input.supplier, ...data, createdAt: now },
      update: data,
    });
    const changed = FIELDS.filter((key) => before[key] !== after[key]);
    if (changed.length === 0) return;
    const open = await tx.supplierPayable.findMany({
      where: { teamId, supplier: input.supplier, status: 'open' },
      include: { booking: { select: { createdAt: true, startDate: true } } },
    });
    for (const payable of open) {
      const due = dueDateOf(after, { saleDay: salesDay(payable.booking.createdAt), startDate: dateOut(payable.booking.startDate) });
      await tx.supplierPayable.update({ where: { id: payable.id }, data: { dueDate: dateIn(due) } });
    }
    const key = (field: string) => `paymentTerms.${input.supplier}.${field}`;
    await recordAudit(tx, actor, {
      action: 'settings.changed',
      subject: { type: 'payment_terms', id: input.supplier },
      details: {
        changed: changed.map(key),
        from: Object.fromEntries(changed.map((f) => [key(f), before[f]])),
        to: Object.fromEntries(changed.map((f) => [key(f), after[f]])),
      },
    });
  });
  return paymentTermsOf(db, teamId);
}
