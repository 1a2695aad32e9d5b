import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { appRouter, type TPublicQuote } from '@tas/core';
import { getDb } from '@tas/db';

/**
 * The quote behind a share link, read server-side through core's public procedure (no session),
 * or null for an unknown token.
 */
export async function loadPublicQuote(token: string): Promise<TPublicQuote | null> {
  const h = await headers();
  const ip = h.get('x-forwarded-for')?.split(',')[0]?.trim() || h.get('x-real-ip') || 'unknown';
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
