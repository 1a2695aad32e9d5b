import { logger } from '../lib/logger';

/**
 * Work a book does after its charge committed (the supplier reservation). If it fails for any reason
 * other than an answer of its own (a database restarting, a lost connection), the book still answers
 * the committed booking and its payment, never an error that invites the client to pay again: the
 * follow-up job recorded with the booking finishes the work. Answers null in that case.
 */
export async function afterCharge<T>(bookingId: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (err) {
    logger.error({ err, bookingId }, 'work after a committed charge failed; answered with the booking, the follow-up job takes over');
    return null;
  }
}
