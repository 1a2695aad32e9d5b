import type { Db } from '@tas/db';
import { ledgerPage } from './ledger-page';
import { receivablesSql } from './ledger-sql';
import { presentReceivable, type ReceivableRow } from './present-ledger';
import type { TLedgerQuery } from './schemas';

/** What the team's customers owe and have paid: its booking payments. */
export async function listReceivables(db: Db, teamId: string, query: TLedgerQuery) {
  const { page, limit, ...filters } = query;
  const { rows, totals, pagination } = await ledgerPage<ReceivableRow>(db, receivablesSql(teamId, filters), { page, limit });
  return { items: rows.map(presentReceivable), totals, pagination };
}
