import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { dateOut } from '../lib/zod-helpers';
import { lockTeamQuote } from './find-quote';
import { assertDeletable } from './transitions';
import { effectiveStatus } from './validity';

/** Only a draft (never seen by the customer) is removed, with its items and history. */
export async function deleteQuote(db: Db, teamId: string, id: string) {
  return db.$transaction(async (tx) => {
    const current = await lockTeamQuote(tx, teamId, id);
    assertDeletable(effectiveStatus(current.status, dateOut(current.validUntil)!, clock.now()));
    await tx.quote.delete({ where: { id: current.id } });
    return { id: current.id, deleted: true as const };
  });
}
