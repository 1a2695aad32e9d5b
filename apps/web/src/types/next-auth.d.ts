import type { UserRole } from '@tas/db';
import 'next-auth';
import 'next-auth/jwt';

// What the panel keeps in its session: enough to build core's AgentSession without a query.
declare module 'next-auth' {
  interface User {
    id: string;
    teamId: string;
    name: string;
    email: string;
    role: UserRole;
    signedInAt: number;
  }
  interface Session {
    user: { userId: string; teamId: string; name: string; email: string; role: UserRole; signedInAt?: number };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    userId: string;
    teamId: string;
    role: UserRole;
    /** epoch ms of the sign-in; a password reset after it ends the session */
    signedInAt?: number;
  }
}
