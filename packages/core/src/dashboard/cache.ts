import type { TDashboard } from './schemas';

/**
 * Per process: dashboard answers keyed by team, the team's bookings list version, period and São
 * Paulo day. The version (teams.bookings_list_version) moves in the transaction of every booking
 * change, so sales, statuses and the supplier queues are never stale; payments and quotes do not
 * move it, so an answer is kept at most MAX_AGE_MS (a pending payment or a sent quote shows within
 * that). Many agents opening Início, or an integrator polling, then cost no database work.
 */
const MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 500;

const entries = new Map<string, { at: number; dashboard: TDashboard }>();

export function dashboardCacheKey(teamId: string, version: string, period: { from: string; to: string }, today: string): string {
  return `${teamId}|${version}|${period.from}|${period.to}|${today}`;
}

export function cachedDashboard(key: string, now: number): TDashboard | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now - entry.at > MAX_AGE_MS || now < entry.at) {
    entries.delete(key);
    return undefined;
  }
  return entry.dashboard;
}

export function storeDashboard(key: string, dashboard: TDashboard, now: number): void {
  entries.delete(key);
  entries.set(key, { at: now, dashboard });
  // Oldest first (a Map iterates in insertion order).
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}
