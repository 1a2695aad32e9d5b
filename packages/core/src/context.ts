import type { IncomingHttpHeaders } from 'node:http';
import type { Db, UserRole } from '@tas/db';
import type { CallerTeam, KeyResolution } from './auth/api-key';
import type { RateLimitGroup } from './rest/rate-limit';

/** An agent signed into the panel (from the next-auth session). */
export interface AgentSession {
  userId: string;
  teamId: string;
  name: string;
  email: string;
  role: UserRole;
  /** When the session was signed in (epoch ms): a password reset after it ends the session. */
  signedInAt?: number;
}

export interface Context {
  db: Db;
  requestId: string;
  /** Client address, for per-address limits on public endpoints. */
  ip: string;
  /** The REST facade resolves the bearer key once per request; the panel has none. */
  apiKey: KeyResolution | null;
  agent: AgentSession | null;
  /**
   * REST only: the request was already counted against the team's limit when its API key was
   * resolved; the procedure at `procedurePath` only applies the result.
   */
  rateLimitHit?: { procedurePath: string; group: RateLimitGroup; count: number; at: Date };
  /** Headers a procedure adds to its response (rate limits); the transport copies them out. */
  responseHeaders: Record<string, string>;
  /** REST only: the request's headers and body as received, for inbound webhooks (token headers, exact bytes). */
  headers?: IncomingHttpHeaders;
  rawBody?: string;
  /** REST only: a result that is already JSON bytes (rest/json-text.ts), taken before the library serialises it. */
  jsonParts?: readonly Buffer[];
}

/** Who is calling, once authenticated; services get this, never the transport. */
export interface Caller {
  kind: 'api_key' | 'agent';
  teamId: string;
  team: CallerTeam;
  /** Shown in histories: the agent's name, or the key's prefix. */
  name: string;
  apiKeyId: string | null;
  /** The signed-in agent's user id (panel); bookings they make record it for the dashboard. */
  userId?: string;
  scopes: string[];
  /** A test key (tak_test_) works on the sandbox suppliers and gateway only; live keys and the panel are live. */
  mode: 'live' | 'test';
  /** REST only: the request's Idempotency-Key, which a book records on the prebook it uses. */
  idempotencyKey?: string;
}
