import type { TPaymentTermKind } from './schemas';

/** One supplier's payment terms: `days` for before_checkin, `dayOfMonth` for monthly_invoice. */
export interface PaymentTerms {
  supplier: string;
  kind: TPaymentTermKind;
  days: number | null;
  dayOfMonth: number | null;
}

const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** Day `day` of the month after `saleDay`'s, or that month's last day when it is shorter (31 -> 30 November). */
function dayOfNextMonth(saleDay: string, day: number): string {
  const [year, month] = saleDay.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayText(new Date(Date.UTC(year, month, Math.min(day, lastDay))));
}

/**
 * When a sale's supplier must be paid (YYYY-MM-DD): before_checkin, `days` before the check-in or
 * departure (the sale day when it has no start); monthly_invoice, day D of the month after the sale;
 * at_booking, the sale day itself.
 */
export function dueDateOf(terms: PaymentTerms, sale: { saleDay: string; startDate: string | null }): string {
  switch (terms.kind) {
    case 'before_checkin': {
      if (!sale.startDate) return sale.saleDay;
      const due = new Date(`${sale.startDate}T00:00:00Z`);
      due.setUTCDate(due.getUTCDate() - (terms.days ?? 0));
      return dayText(due);
    }
    case 'monthly_invoice':
      return dayOfNextMonth(sale.saleDay, terms.dayOfMonth ?? 1);
    case 'at_booking':
      return sale.saleDay;
  }
}
