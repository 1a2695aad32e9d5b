/**
 * Whether an error says the database could not serve the request just now, rather than that the
 * statement was wrong: it could not be reached or dropped the session (a restart, a failover, a full
 * pool), or something gave up waiting (a transaction past its timeout, a lock held by a stalled peer
 * past lock_timeout, a deadlock). Those answer 503 with Retry-After: the transaction rolled back, the
 * request changed nothing, and the same request later can succeed.
 */

// Prisma: can't reach the server (P1001), timed out connecting (P1002) or in an operation (P1008),
// server closed the connection (P1017), no connection from the pool in time (P2024), an interactive
// transaction expired or not started in time (P2028), a write conflict or deadlock (P2034).
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028', 'P2034']);
// Socket errors of the driver.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// Prisma driver-adapter error kinds for the same, and a serialization failure or deadlock (40001, 40P01).
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionWriteConflict',
]);
// pg's own messages for a session the server ended, and a pool or PGlite closed (an instance
// shutting down: another one answers the retry).
const MESSAGES =
  /Connection terminated|encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * SQLSTATE classes: 08 connection exception; 57P01-57P03 admin or crash shutdown, cannot connect now
 * (the server restarting); 53300 too many connections; 55P03 lock not available (lock_timeout);
 * 57014 statement cancelled (statement_timeout); 25P03 session ended idle in a transaction; 40001
 * serialization failure and 40P01 deadlock (the transaction was rolled back; PGlite's adapter reports
 * them by code, adapter-pg as TransactionWriteConflict).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08/.test(code) || /^57P0[123]$/.test(code) || ['53300', '55P03', '57014', '25P03', '40001', '40P01'].includes(code);
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
