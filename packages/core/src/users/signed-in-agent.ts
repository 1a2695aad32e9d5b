import { rawQuery, type Db, type Plan, type UserRole } from '@tas/db';
import type { CallerTeam } from '../auth/api-key';
import type { AgentSession } from '../context';

interface AgentRow {
  role: UserRole;
  name: string;
  email: string;
  team_id: string;
  team_name: string;
  plan: Plan;
  settings: unknown;
  bookings_list_version: string;
}

// The user and the team in one statement: a panel request costs the same round trip as before.
const LOOK_UP = `
SELECT u.role::text AS role, u.name, u.email,
       t.id AS team_id, t.name AS team_name, t.plan::text AS plan, t.settings,
       t.bookings_list_version::text AS bookings_list_version
FROM users u JOIN teams t ON t.id = u.team_id
WHERE u.id = $1::uuid AND u.team_id = $2::uuid AND u.is_active
  AND (u.sessions_valid_from IS NULL OR u.sessions_valid_from <= to_timestamp($3::float8 / 1000))`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A panel session (a signed JWT, valid 12 h) checked against the user row at each request: a
 * deactivated or deleted user gets null, and the role is the row's, not the one signed in with. A
 * session signed in before the user's last password reset (or not saying when) gets null too.
 */
export async function findSignedInAgent(db: Db, session: AgentSession): Promise<{ agent: AgentSession; team: CallerTeam } | null> {
  if (!UUID.test(session.userId) || !UUID.test(session.teamId)) return null;
  const [row] = await rawQuery<AgentRow>(db, LOOK_UP, [session.userId, session.teamId, session.signedInAt ?? null], { prepared: true });
  if (!row) return null;
  return {
    agent: {
      userId: session.userId,
      teamId: row.team_id,
      name: row.name,
      email: row.email,
      role: row.role,
      signedInAt: session.signedInAt,
    },
    team: { id: row.team_id, name: row.team_name, plan: row.plan, settings: row.settings, bookingsListVersion: row.bookings_list_version },
  };
}
