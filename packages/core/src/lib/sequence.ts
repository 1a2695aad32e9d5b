import type { Db, Prisma } from '@tas/db';
import { randomString } from './random';

type Tx = Db | Prisma.TransactionClient;

/** Next value of a per-team counter; one atomic upsert, so concurrent creates never share a number. */
export async function nextSequence(db: Tx, teamId: string, name: string): Promise<number> {
  const rows = await db.$queryRaw<{ value: number }[]>`
    INSERT INTO team_sequences (team_id, name, value) VALUES (${teamId}::uuid, ${name}, 1)
    ON CONFLICT (team_id, name) DO UPDATE SET value = team_sequences.value + 1
    RETURNING value`;
  return Number(rows[0]!.value);
}

/** `BK-2026-000042`: the team's booking counter, restarting each year. */
export async function nextBookingNumber(db: Tx, teamId: string, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const n = await nextSequence(db, teamId, `booking:${year}`);
  return `BK-${year}-${String(n).padStart(6, '0')}`;
}

/** `Q-2026-0042`: the team's quote counter, restarting each year. */
export async function nextQuoteNumber(db: Tx, teamId: string, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const n = await nextSequence(db, teamId, `quote:${year}`);
  return `Q-${year}-${String(n).padStart(4, '0')}`;
}

// Letters and digits people can read aloud without confusing 0/O or 1/I.
const LOCATOR_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789';

/** A 6-character locator; uniqueness per team is the caller's unique index plus a retry. */
export function newLocator(): string {
  return randomString(6, LOCATOR_ALPHABET);
}
