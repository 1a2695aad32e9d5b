import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { appRouter, CLIENT_ADDRESS_HEADER, stampedClientAddress, type TPublicQuote } from '@tas/core';
import { getDb } from '@tas/db';

/**
 * The quote behind a share link, read server-side through core's public procedure (no session),
 * or null for an unknown token.
 */
export async function loadPublicQuote(token: string): Promise<TPublicQuote | null> {
  const h = await headers();
  // Written by the front server (apps/web/server.ts); X-Forwarded-For alone is the client's word.
  const ip = stampedClientAddress(h.get(CLIENT_ADDRESS_HEADER));
  const caller = appRouter.createCaller({ db: getDb(), requestId: randomUUID(), ip, apiKey: null, agent: null, responseHeaders: {} });
  try {
    return await caller.publicQuotes.get({ token });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { code?: string; cause?: { status?: number } } | null;
  return e?.code === 'NOT_FOUND' || e?.cause?.status === 404;
}
