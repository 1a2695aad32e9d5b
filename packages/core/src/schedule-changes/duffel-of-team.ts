import { createDuffelAccount } from '@tas/suppliers';
import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { gatewayFetch } from '../payments/gateway-fetch';
import { openDuffelCredentials } from '../suppliers/credentials';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { findScheduleChange } from './list-schedule-changes';

/** The team's Duffel account for what follows an order; none configured: 400 PROVIDER_NOT_CONFIGURED. */
export async function duffelOfTeam(db: Db, teamId: string) {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { settings: true } });
  const account = openDuffelCredentials(readSettings(team.settings));
  if (!account) throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
  return createDuffelAccount({ credentials: account, fetch: gatewayFetch, now: () => clock.now() });
}

/** One Duffel call under the booking budget, its failures in the contract's words (`field` names the input Duffel judged). */
export const askDuffel = <T>(run: (signal: AbortSignal) => Promise<T>, field?: string) => callSupplier('book', run, field, 'Duffel');

export async function orderIdOf(db: Db, bookingId: string): Promise<string> {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { metadata: true } });
  const supplier = (booking.metadata as { supplier?: { order_id?: unknown } } | null)?.supplier;
  if (typeof supplier?.order_id !== 'string')
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Invalid status transition: the booking has no Duffel order');
  return supplier.order_id;
}

/** The team's change still waiting for a decision, where Duffel offered `decision`: 404 for another team's, 400 once decided. */
export async function pendingScheduleChange(db: Db, teamId: string, id: string, decision: string) {
  const row = await findScheduleChange(db, teamId, id);
  if (!row) throw ApiError.notFound('Schedule change');
  if (row.status !== 'pending')
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Invalid status transition: the schedule change is ${row.status} already`);
  if (!row.availableActions.includes(decision))
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', `Invalid status transition: Duffel does not offer ${decision} for this change`);
  return row;
}

/**
 * The team's pending change, read again at Duffel, where Duffel still offers `change` (an order change may
 * start or be confirmed): the row, the team's Duffel account, the order and Duffel's current AIC.
 */
export async function changeStillOffered(db: Db, teamId: string, id: string) {
  const row = await pendingScheduleChange(db, teamId, id, 'change');
  const duffel = await duffelOfTeam(db, teamId);
  const orderId = await orderIdOf(db, row.bookingId);
  const current = await askDuffel((signal) => duffel.airlineChange(orderId, row.supplierChangeId, { signal }));
  if (current.actionTaken || !current.availableActions.includes('change'))
    throw new ApiError(400, 'INVALID_STATUS_TRANSITION', 'Invalid status transition: Duffel no longer offers a change for this change');
  return { row, duffel, orderId, current };
}
