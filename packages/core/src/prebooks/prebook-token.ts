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
function refusalOf(row: { usedAt: Date | null; expiresAt: Date } | null, now: Date): ApiError | null {
  if (!row) return new ApiError(404, 'PREBOOK_TOKEN_NOT_FOUND', 'Prebook token not found');
  if (row.usedAt) return new ApiError(400, 'PREBOOK_TOKEN_USED', 'Prebook token already used');
  if (row.expiresAt <= now) return new ApiError(410, 'PREBOOK_TOKEN_EXPIRED', 'Prebook token expired');
  return null;
}

async function refusal(db: Tx, kind: PrebookKind, teamId: string, token: string, now: Date): Promise<ApiError | null> {
  return refusalOf(await db.prebook.findFirst({ where: { token, teamId, kind }, select: { usedAt: true, expiresAt: true } }), now);
}

/** What a book may go on with: the held offer, or the booking this same book made (or is making) with the token. */
export type BookablePrebook = { offer: Prisma.JsonValue; bookingId?: undefined } | { bookingId: string };

/**
 * Fails early, before any payment work, when the token cannot be booked; answers the held offer
 * (for checks against it). The real claim is claimPrebook. A used token whose booking was made
 * under this Idempotency-Key answers that booking: the same book, repeated after its answer was
 * lost (a timeout, an instance that died after the commit), gets it again, never a second one.
 * That booking may not exist yet: the token is claimed before the charge and the booking recorded
 * after it (payments/book-with-charge.ts); the answer then says the charge is still being settled.
 */
export async function assertPrebookBookable(
  db: Db,
  kind: PrebookKind,
  teamId: string,
  token: string,
  now: Date,
  idempotencyKey: string | undefined,
): Promise<BookablePrebook> {
  const row = await db.prebook.findFirst({
    where: { token, teamId, kind },
    select: { usedAt: true, expiresAt: true, offer: true, bookingId: true, idempotencyKey: true },
  });
  if (row?.usedAt && row.bookingId && idempotencyKey && row.idempotencyKey === idempotencyKey) return { bookingId: row.bookingId };
  const refused = refusalOf(row, now);
  if (refused) throw refused;
  return { offer: row!.offer };
}

/** Whom a claimed token is held for: the booking-to-be (its id, chosen before it exists) and the book's Idempotency-Key. */
export interface PrebookClaim {
  bookingId: string;
  idempotencyKey: string | undefined;
}

/**
 * Claims the token with one conditional update, stamped with the booking-to-be and the book's
 * Idempotency-Key: of any number of concurrent books, exactly one sees its row; the others find it
 * used at once (400), even while the claimer's charge is still at the gateway. The same request
 * repeated under the same key finds its booking through the stamp (assertPrebookBookable).
 */
export async function claimPrebook(
  tx: Prisma.TransactionClient,
  kind: PrebookKind,
  teamId: string,
  token: string,
  claim: PrebookClaim,
  now: Date,
): Promise<ConsumedPrebook> {
  const rows = await tx.$queryRaw<{ id: string; offer: Prisma.JsonValue; total_cents: number; currency: string }[]>`
    UPDATE prebooks SET used_at = ${now}, booking_id = ${claim.bookingId}::uuid, idempotency_key = ${claim.idempotencyKey ?? null}
    WHERE token = ${token} AND team_id = ${teamId}::uuid AND kind = ${kind}::"PrebookKind" AND used_at IS NULL AND expires_at > ${now}
    RETURNING id, offer, total_cents, currency`;
  const row = rows[0];
  if (!row) throw (await refusal(tx, kind, teamId, token, now)) ?? new ApiError(400, 'PREBOOK_TOKEN_USED', 'Prebook token already used');
  return { id: row.id, offer: row.offer, totalCents: Number(row.total_cents), currency: row.currency };
}

/**
 * Gives a claimed token back (its charge was declined, or given back): usable again, by any key.
 * Only while it is still held for that booking-to-be and the booking was never recorded, so a
 * late release never frees a token another book has claimed since, nor one that booked.
 */
export async function releasePrebookClaim(db: Tx, teamId: string, bookingId: string): Promise<boolean> {
  const released = await db.$executeRaw`
    UPDATE prebooks SET used_at = NULL, booking_id = NULL, idempotency_key = NULL
    WHERE team_id = ${teamId}::uuid AND booking_id = ${bookingId}::uuid
      AND NOT EXISTS (SELECT 1 FROM bookings WHERE id = ${bookingId}::uuid)`;
  return released > 0;
}
