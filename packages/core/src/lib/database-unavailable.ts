/**
 * Whether an error says the database could not be reached or dropped the session (a restart, a
 * failover, a full pool), rather than that the statement was wrong. Those answer 503 with
 * Retry-After: the request changed nothing and the same request later can succeed.
 */

// Prisma: can't reach the server (P1001), timed out connecting (P1002) or in an operation (P1008),
// server closed the connection (P1017), no connection from the pool in time (P2024).
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// Socket errors of the driver.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// Prisma driver-adapter error kinds for the same.
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// pg's own messages for a session the server ended, and a pool or PGlite closed (an instance
// shutting down: another one answers the retry).
const MESSAGES =
  /Connection terminated|encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * SQLSTATE classes: 08 connection exception; 57P01-57P03 admin or crash shutdown, cannot connect now
 * (the server restarting); 53300 too many connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300';
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const e = error as {
    name?: unknown;
    code?: unknown;
    kind?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.code === 'string' && (PRISMA_CODES.has(e.code) || SOCKET_CODES.has(e.code) || isUnavailableSqlState(e.code))) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1);
}
