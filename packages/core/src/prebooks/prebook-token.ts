import type { Db, Prisma, PrebookKind } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { randomToken } from '../lib/random';

type Tx = Db | Prisma.TransactionClient;

/** Contract: hotel and flight prebook tokens are valid 20 minutes. */
export const PREBOOK_VALIDITY_MS = 20 * 60_000;

const PREFIX: Record<PrebookKind, string> = { hotel: 'pbk_', flight: 'fpbk_' };

export function newPrebookToken(kind: PrebookKind): string {
  return `${PREFIX[kind]}${randomToken(24)}`;
}

export interface ConsumedPrebook {
  id: string;
  offer: Prisma.JsonValue;
  totalCents: number;
  currency: string;
}

/** Why a token cannot be booked, in the contract's words (null: it can). Another team's token reads as unknown. */
async function refusal(db: Tx, kind: PrebookKind, teamId: string, token: string, now: Date): Promise<ApiError | null> {
  const row = await db.prebook.findFirst({ where: { token, teamId, kind }, select: { usedAt: true, expiresAt: true } });
  if (!row) return new ApiError(404, 'PREBOOK_TOKEN_NOT_FOUND', 'Prebook token not found');
  if (row.usedAt) return new ApiError(400, 'PREBOOK_TOKEN_USED', 'Prebook token already used');
  if (row.expiresAt <= now) return new ApiError(410, 'PREBOOK_TOKEN_EXPIRED', 'Prebook token expired');
  return null;
}

/**
 * The booking a used token made under this Idempotency-Key: the same book, repeated after its answer
 * was lost (a timeout, an instance that died after the commit), gets that booking, never a second one.
 */
export async function bookingMadeUnderKey(
  db: Db,
  kind: PrebookKind,
  teamId: string,
  token: string,
  idempotencyKey: string | undefined,
): Promise<string | null> {
  if (!idempotencyKey) return null;
  const row = await db.prebook.findFirst({
    where: { token, teamId, kind, idempotencyKey, bookingId: { not: null } },
    select: { bookingId: true },
  });
  return row?.bookingId ?? null;
}

/**
 * Fails early, before any payment work, when the token cannot be booked; answers the held offer
 * (for checks against it). The real claim is consumePrebook.
 */
export async function assertPrebookBookable(
  db: Db,
  kind: PrebookKind,
  teamId: string,
  token: string,
  now: Date,
): Promise<Prisma.JsonValue> {
  const refused = await refusal(db, kind, teamId, token, now);
  if (refused) throw refused;
  const row = await db.prebook.findFirstOrThrow({ where: { token, teamId, kind }, select: { offer: true } });
  return row.offer;
}

/**
 * Claims the token with one conditional update: of any number of concurrent books, exactly one
 * sees its row; the others wait for that transaction and then find it used.
 */
export async function consumePrebook(
  tx: Prisma.TransactionClient,
  kind: PrebookKind,
  teamId: string,
  token: string,
  now: Date,
): Promise<ConsumedPrebook> {
  const rows = await tx.$queryRaw<{ id: string; offer: Prisma.JsonValue; total_cents: number; currency: string }[]>`
    UPDATE prebooks SET used_at = ${now}
    WHERE token = ${token} AND team_id = ${teamId}::uuid AND kind = ${kind}::"PrebookKind" AND used_at IS NULL AND expires_at > ${now}
    RETURNING id, offer, total_cents, currency`;
  const row = rows[0];
  if (!row) throw (await refusal(tx, kind, teamId, token, now)) ?? new ApiError(400, 'PREBOOK_TOKEN_USED', 'Prebook token already used');
  return { id: row.id, offer: row.offer, totalCents: Number(row.total_cents), currency: row.currency };
}
