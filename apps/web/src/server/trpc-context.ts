import { randomUUID } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, stampedClientAddress, type Context } from '@tas/core';
import { getDb } from '@tas/db';
import { getSessionClaims } from './session';

/** Core's Context for a panel call: the session's agent, never an API key. */
export async function createPanelContext(req: Request): Promise<Context> {
  return {
    db: getDb(),
    requestId: randomUUID(),
    ip: stampedClientAddress(req.headers.get(CLIENT_ADDRESS_HEADER)),
    apiKey: null,
    // Checked against the user row (active, role) by core on every procedure call.
    agent: await getSessionClaims(),
    responseHeaders: {},
  };
}
