import type { QuoteStatus } from '@tas/db';
import { ApiError } from '../lib/api-error';

/** DESIGN.md: draft -> sent | cancelled; sent -> accepted | declined | expired | cancelled; accepted -> cancelled. */
const NEXT: Record<QuoteStatus, readonly QuoteStatus[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['accepted', 'declined', 'expired', 'cancelled'],
  accepted: ['cancelled'],
  declined: [],
  expired: [],
  cancelled: [],
};

export function canMove(from: QuoteStatus, to: QuoteStatus): boolean {
  return NEXT[from].includes(to);
}

export function assertTransition(from: QuoteStatus, to: QuoteStatus): void {
  if (!canMove(from, to)) {
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Cannot change quote status from ${from} to ${to}`);
  }
}

/** Content (items, prices, validity, texts) is settled once the customer has answered or the quote closed. */
export function assertEditable(status: QuoteStatus): void {
  if (status !== 'draft' && status !== 'sent') {
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Cannot change a ${status} quote: only draft or sent quotes can be edited`);
  }
}

/** A quote the customer may have seen stays on record; it is cancelled instead. */
export function assertDeletable(status: QuoteStatus): void {
  if (status !== 'draft') {
    throw new ApiError(
      400,
      'INVALID_STATUS_TRANSITION',
      `Cannot delete a ${status} quote: only draft quotes can be deleted, cancel it instead`,
    );
  }
}
