import { randomUUID } from 'node:crypto';
import type { Context } from '@tas/core';
import { getDb } from '@tas/db';
import { getSessionClaims } from './session';

/** Core's Context for a panel call: the session's agent, never an API key. */
export async function createPanelContext(req: Request): Promise<Context> {
  return {
    db: getDb(),
    requestId: randomUUID(),
    ip: clientAddress(req),
    apiKey: null,
    // Checked against the user row (active, role) by core on every procedure call.
    agent: await getSessionClaims(),
    responseHeaders: {},
  };
}

function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.headers.get('x-real-ip') || 'unknown';
}
