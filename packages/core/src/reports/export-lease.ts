import { randomUUID } from 'node:crypto';
import { rawQuery, type Db } from '@tas/db';

/** A lease not renewed for this long is free: the instance that held it has died or stalled. */
export const EXPORT_LEASE_MS = 30_000;
/** How often a running export renews its lease, well inside its life. */
export const EXPORT_LEASE_RENEW_MS = 10_000;

// Taken when the team holds none, or the one it holds has lapsed; one statement, so two instances
// asking at once cannot both win.
const TAKE = `
  INSERT INTO report_export_leases (team_id, holder, expires_at) VALUES ($1::uuid, $2::uuid, $3::timestamptz)
  ON CONFLICT (team_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
  WHERE report_export_leases.expires_at <= $4::timestamptz
  RETURNING holder`;
const RENEW = `UPDATE report_export_leases SET expires_at = $3::timestamptz WHERE team_id = $1::uuid AND holder = $2::uuid`;
const RELEASE = `DELETE FROM report_export_leases WHERE team_id = $1::uuid AND holder = $2::uuid`;

const expiry = (now: Date) => new Date(now.getTime() + EXPORT_LEASE_MS).toISOString();

/** The team's export lease, shared by every instance through the database: its holder id, or null when another export holds it. */
export async function takeExportLease(db: Db, teamId: string, now: Date): Promise<string | null> {
  const holder = randomUUID();
  const rows = await rawQuery<{ holder: string }>(db, TAKE, [teamId, holder, expiry(now), now.toISOString()], { prepared: true });
  return rows.length > 0 ? holder : null;
}

export async function renewExportLease(db: Db, teamId: string, holder: string, now: Date): Promise<void> {
  await rawQuery(db, RENEW, [teamId, holder, expiry(now)], { prepared: true });
}

export async function releaseExportLease(db: Db, teamId: string, holder: string): Promise<void> {
  await rawQuery(db, RELEASE, [teamId, holder], { prepared: true });
}
