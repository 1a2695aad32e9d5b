import type { Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { dateIn, dateOut } from '../lib/zod-helpers';
import { lockTeamQuote } from './find-quote';
import { appendHistory, type QuoteActor } from './history';
import { presentQuote, quoteInclude } from './present';
import { discountTerms, itemRows, pricingColumns } from './pricing';
import { discountValueIssue, type TQuotePatchInput } from './schemas';
import type { DiscountTerms } from './totals';
import { assertEditable, assertTransition } from './transitions';
import { effectiveStatus, isPastValidity } from './validity';

type Edits = Omit<TQuotePatchInput, 'id' | 'status'>;
type LockedQuote = Awaited<ReturnType<typeof lockTeamQuote>>;

/** The discount after this PATCH: removed, replaced, revalued (keeping the stored type) or as it was. */
function nextDiscount(edits: Edits, current: LockedQuote): DiscountTerms | null {
  const { discount_type: type, discount_value: value } = edits;
  if (type === null || (type === undefined && value === null)) return null;
  if (type != null) return discountTerms(type, value);
  if (value != null) {
    if (!current.discountType) throw ApiError.validation('Validation error: discount_type: Required with discount_value');
    const issue = discountValueIssue(current.discountType, value);
    if (issue) throw ApiError.validation(`Validation error: discount_value: ${issue}`);
    return discountTerms(current.discountType, value);
  }
  return discountTerms(current.discountType, current.discountValue);
}

/** Columns for the fields sent; totals are recomputed whenever the items or the discount change. */
function editedColumns(edits: Edits, current: LockedQuote): Prisma.QuoteUpdateInput {
  const repriced = edits.items !== undefined || edits.discount_type !== undefined || edits.discount_value !== undefined;
  const newLines = edits.items ? itemRows(edits.items) : null;
  return {
    ...(edits.title !== undefined && { title: edits.title }),
    ...(edits.valid_until !== undefined && { validUntil: dateIn(edits.valid_until) }),
    ...(edits.notes !== undefined && { notes: edits.notes }),
    ...(edits.terms !== undefined && { terms: edits.terms }),
    ...(repriced && pricingColumns(newLines ?? current.items, nextDiscount(edits, current))),
    ...(newLines && { items: { deleteMany: {}, create: newLines } }),
  };
}

/**
 * PATCH: content edits (only while draft or sent) and then a status move along the transitions,
 * each appended to the history with its actor. The status checked is the one the quote reads as,
 * so a sent quote past its validity is already expired here too.
 */
export async function updateQuote(db: Db, teamId: string, actor: QuoteActor, input: TQuotePatchInput) {
  const { id, status, ...edits } = input;
  const now = clock.now();
  const row = await db.$transaction(async (tx) => {
    const current = await lockTeamQuote(tx, teamId, id);
    const currentStatus = effectiveStatus(current.status, dateOut(current.validUntil)!, now);
    const edited = Object.keys(edits).filter((k) => edits[k as keyof Edits] !== undefined);
    const moving = status !== undefined && status !== currentStatus;
    if (edited.length > 0) assertEditable(currentStatus);
    if (moving) assertTransition(currentStatus, status);
    if (!moving && edited.length === 0) return current;
    const columns = editedColumns(edits, current);
    const validUntil = edits.valid_until ?? dateOut(current.validUntil)!;
    if (status === 'sent' && moving && isPastValidity(validUntil, now)) {
      throw ApiError.validation('Validation error: valid_until: must not be in the past to send the quote');
    }
    if (edited.length > 0) {
      await tx.quote.update({ where: { id: current.id }, data: { ...columns, updatedAt: now } });
      await appendHistory(tx, current.id, { status: currentStatus, actor, note: `Changed ${edited.join(', ')}` }, now);
    }
    if (moving) {
      await tx.quote.update({ where: { id: current.id }, data: { status, updatedAt: now } });
      await appendHistory(tx, current.id, { status, actor }, now);
    }
    return tx.quote.findUniqueOrThrow({ where: { id: current.id }, include: quoteInclude });
  });
  return presentQuote(row, now);
}
