import type { Db } from '@tas/db';
import { bornPayables } from './derive-payables';
import { ledgerPage } from './ledger-page';
import { payablesSql } from './ledger-sql';
import { presentPayable, type PayableRow } from './present-ledger';
import type { TLedgerQuery } from './schemas';

/** The team's payables (births those of sales confirmed since the last read first). */
export async function listPayables(db: Db, teamId: string, query: TLedgerQuery) {
  await bornPayables(db, teamId);
  const { page, limit, ...filters } = query;
  const { rows, totals, pagination } = await ledgerPage<PayableRow>(db, payablesSql(teamId, filters), { page, limit });
  return { items: rows.map(presentPayable), totals, pagination };
}
