import { rawQuery, type Db } from '@tas/db';
import { SALES_TIME_ZONE, type Period } from '../dashboard/period';
import { fromCents } from '../lib/money';
import { marginsOf } from './ledger-figures';

interface SaleCost {
  total_cents: number;
  amount_minor: number;
  currency: string;
  locked_rate: string;
  paid_amount_cents: number | null;
}

/**
 * The period's supplier sales (confirmed or completed hotels and flights in reais made in the
 * period, with their payable) less what their suppliers cost in reais: realised where the payable is
 * paid (at the rate paid), expected at the rate locked at prebook otherwise. Summed per sale, each
 * cost rounded once by the money helper, so it is the sum of what each booking's ledger shows.
 */
export async function marginAfterExchange(db: Db, teamId: string, period: Pick<Period, 'from' | 'to'>): Promise<number> {
  const rows = await rawQuery<SaleCost>(
    db,
    `SELECT b.total_cents, sp.amount_minor, sp.currency, sp.locked_rate, sp.paid_amount_cents
     FROM supplier_payables sp JOIN bookings b ON b.id = sp.booking_id
     WHERE sp.team_id = $1::uuid AND b.status IN ('confirmed', 'completed') AND b.currency = 'BRL'
       AND b.created_at >= ($2::date)::timestamp AT TIME ZONE '${SALES_TIME_ZONE}'
       AND b.created_at < ($3::date + 1)::timestamp AT TIME ZONE '${SALES_TIME_ZONE}'`,
    [teamId, period.from, period.to],
  );
  const cents = rows.reduce((sum, r) => {
    const { marginCents, realisedMarginCents } = marginsOf(r.total_cents, {
      amountMinor: r.amount_minor,
      currency: r.currency,
      lockedRate: r.locked_rate,
      paidAmountCents: r.paid_amount_cents,
    });
    return sum + (realisedMarginCents ?? marginCents);
  }, 0);
  return fromCents(cents);
}
