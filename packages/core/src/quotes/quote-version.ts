import { createHash } from 'node:crypto';
import type { TPublicQuote } from './response-schemas';

type Offer = Pick<TPublicQuote, 'title' | 'valid_until' | 'items' | 'subtotal' | 'discount' | 'total' | 'currency' | 'notes' | 'terms'>;

/**
 * The version of the offer the customer sees on the share page: a digest of what it shows (items,
 * prices, validity, notes, terms), not of the status or the names around it. An accept carries the
 * version it was shown, so an edit made meanwhile is never accepted unseen.
 */
export function quoteVersion(offer: Offer): string {
  const { title, valid_until, items, subtotal, discount, total, currency, notes, terms } = offer;
  const shown = JSON.stringify([title, valid_until, items, subtotal, discount, total, currency, notes, terms]);
  return createHash('sha256').update(shown).digest('hex').slice(0, 16);
}
