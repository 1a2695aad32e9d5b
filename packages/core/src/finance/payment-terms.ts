import type { Db, Prisma } from '@tas/db';
import type { PaymentTerms } from './due-date';
import type { TPaymentTerms } from './schemas';

/** The suppliers a sale can name (hotels/ and flights/ booking records), listed even before the agency sets terms. */
const SALE_SUPPLIERS = ['hotelbeds', 'duffel', 'sandbox', 'online_supplier', 'offline_supplier'] as const;

/**
 * Terms until the agency sets its own: Duffel debits the agency's balance when the order is made;
 * hotels (Hotelbeds, the sandbox) are paid by the check-in; the flight consolidators and any other
 * supplier invoice monthly, due on the 10th.
 */
function defaultTerms(supplier: string): PaymentTerms {
  if (supplier === 'duffel') return { supplier, kind: 'at_booking', days: null, dayOfMonth: null };
  if (supplier === 'hotelbeds' || supplier === 'sandbox') return { supplier, kind: 'before_checkin', days: 0, dayOfMonth: null };
  return { supplier, kind: 'monthly_invoice', days: null, dayOfMonth: 10 };
}

async function ownTerms(db: Db | Prisma.TransactionClient, teamId: string): Promise<PaymentTerms[]> {
  const rows = await db.supplierPaymentTerms.findMany({ where: { teamId }, orderBy: { supplier: 'asc' } });
  return rows.map((r) => ({ supplier: r.supplier, kind: r.kind, days: r.days, dayOfMonth: r.dayOfMonth }));
}

/** The team's terms per supplier: its own rows over the defaults. */
export async function termsBySupplier(db: Db | Prisma.TransactionClient, teamId: string): Promise<(supplier: string) => PaymentTerms> {
  const own = new Map((await ownTerms(db, teamId)).map((t) => [t.supplier, t]));
  return (supplier) => own.get(supplier) ?? defaultTerms(supplier);
}

/** Every sale supplier's terms (its own or the default), then any other supplier the agency set terms for. */
export async function paymentTermsOf(db: Db, teamId: string): Promise<TPaymentTerms[]> {
  const own = await ownTerms(db, teamId);
  const bySupplier = new Map(own.map((t) => [t.supplier, t]));
  const others = own.filter((t) => !(SALE_SUPPLIERS as readonly string[]).includes(t.supplier));
  return [...SALE_SUPPLIERS.map((s) => bySupplier.get(s) ?? defaultTerms(s)), ...others].map((t) => ({
    supplier: t.supplier,
    kind: t.kind,
    days: t.days,
    day_of_month: t.dayOfMonth,
  }));
}
