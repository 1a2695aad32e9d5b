import type { User, UserRole } from '@tas/db';

interface InvitationRow {
  id: string;
  email: string;
  role: UserRole;
  expiresAt: Date;
  createdAt: Date;
}

/** The panel's shape: dates as ISO strings (its tRPC link sends JSON). */
export function presentInvitation(row: InvitationRow, now: Date) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentMember(row: Pick<User, 'id' | 'name' | 'email' | 'role' | 'isActive' | 'lastLoginAt' | 'createdAt'>) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    is_active: row.isActive,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
