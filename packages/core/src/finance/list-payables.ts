import type { Db } from '@tas/db';
import { ledgerPage } from './ledger-page';
import { payablesSql } from './ledger-sql';
import { presentPayable, type PayableRow } from './present-ledger';
import type { TLedgerQuery } from './schemas';

/** The team's payables (born with their sales' confirmations, reconcile-payable.ts): a read, it writes nothing. */
export async function listPayables(db: Db, teamId: string, query: TLedgerQuery) {
  const { page, limit, ...filters } = query;
  const { rows, totals, pagination } = await ledgerPage<PayableRow>(db, payablesSql(teamId, filters), { page, limit });
  return { items: rows.map(presentPayable), totals, pagination };
}
