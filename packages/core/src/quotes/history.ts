import type { Prisma, QuoteStatus } from '@tas/db';
import type { Caller } from '../context';
import { enqueueQuoteSent } from '../mail/enqueue';
import { emitQuoteEvent } from '../outbound-webhooks/emit';

type Tx = Prisma.TransactionClient;

/** Who changed a quote: an API key (its prefix), an agent, the customer on the share page, or a job. */
export interface QuoteActor {
  type: 'agent' | 'api_key' | 'customer' | 'system';
  name: string;
}

export const EXPIRY_ACTOR: QuoteActor = { type: 'system', name: 'Quote expiry' };

/** A team member: the key's prefix or the agent's name (typed narrowly so bookings accept it too). */
export function actorOf(caller: Pick<Caller, 'kind' | 'name' | 'userId'>): { type: Caller['kind']; name: string; userId?: string } {
  return { type: caller.kind, name: caller.name, ...(caller.userId && { userId: caller.userId }) };
}

export interface HistoryEntry {
  status: QuoteStatus;
  actor: QuoteActor;
  note?: string | null;
}

/**
 * Appends one entry. History is read ordered by `at`, and several entries can share a millisecond
 * (one PATCH editing and sending, a frozen test clock), so each entry is kept at least 1 ms after the
 * previous one: the order written is the order read.
 */
export async function appendHistory(tx: Tx, quoteId: string, entry: HistoryEntry, now: Date): Promise<void> {
  const last = await tx.quoteHistory.findFirst({ where: { quoteId }, orderBy: { at: 'desc' }, select: { at: true, status: true } });
  const at = last && last.at.getTime() >= now.getTime() ? new Date(last.at.getTime() + 1) : now;
  await tx.quoteHistory.create({
    data: { quoteId, status: entry.status, actorType: entry.actor.type, actorName: entry.actor.name, note: entry.note ?? null, at },
  });
  // An entry that keeps the status (an edit, a conversion) is no event; a move is, in this transaction.
  await emitQuoteEvent(tx, { quoteId, from: last?.status ?? null, to: entry.status, at: now });
  if (entry.status === 'sent' && last?.status !== 'sent') await enqueueQuoteSent(tx, quoteId, now);
}
