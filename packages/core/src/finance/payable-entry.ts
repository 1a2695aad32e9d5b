import type { Prisma } from '@tas/db';
import { salesDay } from '../dashboard/period';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { normalDecimal } from '../lib/money';

/**
 * What a payable's entries (its payment, its credit come back) share: a day that is not ahead of
 * today (São Paulo) and a rate in reais per unit, 1 for a payable in reais, read under the payable's
 * row lock so that two entries at once find each other.
 */

/** The day of an entry, refused when it is ahead of today. */
export function checkEntryDay(field: string, day: string): void {
  if (day > salesDay(clock.now())) throw ApiError.validation(`Validation error: ${field}: must not be in the future`);
}

/** The team's payable with its booking, row-locked for the rest of the transaction; 404 when it is not the team's. */
export async function lockTeamPayable(tx: Prisma.TransactionClient, teamId: string, id: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM supplier_payables WHERE id = ${id}::uuid AND team_id = ${teamId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw ApiError.notFound('Payable');
  return tx.supplierPayable.findUniqueOrThrow({ where: { id }, include: { booking: true } });
}

/** The entry's rate as stored (normalised decimal text); a payable in reais takes 1 and nothing else. */
export function entryRate(currency: string, typed: string): string {
  const rate = normalDecimal(typed);
  if (currency === 'BRL' && rate !== '1') throw ApiError.validation('Validation error: exchange_rate: must be 1 for a payable in reais');
  return rate;
}
