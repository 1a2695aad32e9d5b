import type { Db } from '@tas/db';
import { findTeamClient } from '../clients/service';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { randomToken } from '../lib/random';
import { nextQuoteNumber } from '../lib/sequence';
import { dateIn } from '../lib/zod-helpers';
import { appendHistory, type QuoteActor } from './history';
import { presentQuote, quoteInclude } from './present';
import { discountTerms, itemRows, pricingColumns } from './pricing';
import type { TQuoteCreateInput } from './schemas';

// 30 random bytes: a 40-character URL-safe token nobody can guess or enumerate.
const SHARE_TOKEN_BYTES = 30;

/** A new draft with its number, totals, share token and first history entry, in one transaction. */
export async function createQuote(db: Db, teamId: string, actor: QuoteActor, input: TQuoteCreateInput) {
  const now = clock.now();
  const row = await db.$transaction(async (tx) => {
    const customer = await findTeamClient(tx, teamId, input.customer_id);
    if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found');
    const lines = itemRows(input.items);
    const quote = await tx.quote.create({
      data: {
        teamId,
        number: await nextQuoteNumber(tx, teamId, now),
        customerId: customer.id,
        title: input.title,
        status: 'draft',
        validUntil: dateIn(input.valid_until),
        ...pricingColumns(lines, discountTerms(input.discount_type, input.discount_value)),
        shareToken: randomToken(SHARE_TOKEN_BYTES),
        notes: input.notes ?? null,
        terms: input.terms ?? null,
        createdAt: now,
        updatedAt: now,
        items: { create: lines },
      },
      include: quoteInclude,
    });
    await appendHistory(tx, quote.id, { status: 'draft', actor }, now);
    return quote;
  });
  return presentQuote(row, now);
}
