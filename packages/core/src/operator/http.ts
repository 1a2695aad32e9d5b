import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { DbHandle } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { toApiError } from '../lib/to-api-error';
import { readBody } from '../rest/body';
import { runCommand, type CliCommand } from './commands';

export const OPERATOR_PATH = '/__operator/cli';

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets `pnpm cli` act through a running server that owns the embedded database (two processes
 * must never open one PGlite directory). Loopback only, with the operator secret from DATA_DIR.
 */
export function createOperatorHandler(handle: DbHandle, secret: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    let status = 200;
    let body: unknown;
    try {
      if (req.method !== 'POST' || !isLoopback(req.socket.remoteAddress)) throw new ApiError(404, 'NOT_FOUND', 'Route not found');
      const given = req.headers['x-operator-secret'];
      if (!sameSecret(typeof given === 'string' ? given : undefined, secret))
        throw new ApiError(401, 'UNAUTHORIZED', 'Bad operator secret');
      const command = JSON.parse(await readBody(req)) as CliCommand;
      body = { ok: true, result: await runCommand(handle, command) };
    } catch (error) {
      const apiError = toApiError(error);
      status = apiError.status;
      body = { ok: false, error: apiError.status >= 500 && error instanceof Error ? error.message : apiError.message };
    }
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  };
}
