import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Context } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { acceptsGzip } from '../rest/compress';
import { hitRateLimit } from '../rest/rate-limit';
import { openReport, REPORT_KINDS, type ReportFile, type ReportKind } from './open-report';

const REPORT_PATH = new RegExp(`^/api/v1/reports/(${REPORT_KINDS.join('|')})/?$`);

/** `GET /api/v1/reports/{bookings|payments}`: served by the facade itself, since tRPC answers whole bodies only. */
export function reportKindOf(pathname: string): ReportKind | null {
  return (REPORT_PATH.exec(pathname)?.[1] as ReportKind | undefined) ?? null;
}

/** The key's team, refused with the same answers as every team procedure (trpc.ts callerOf). */
function teamOfKey(ctx: Context): string {
  const resolution = ctx.apiKey;
  if (!resolution || (!resolution.ok && resolution.reason === 'missing')) {
    throw new ApiError(401, 'UNAUTHORIZED', 'Missing API key: send Authorization: Bearer <API_KEY>');
  }
  if (!resolution.ok) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid API key');
  return resolution.key.team.id;
}

/** Headers of a file download; the name is ours (ASCII), never the caller's. */
export function downloadHeaders(file: ReportFile): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Authenticates, counts against the team's `bookings` limit, checks the query, holds an export
 * slot (one per team, a few per instance), then streams the file. Anything refused before the first byte is thrown (the facade answers the error envelope);
 * once streaming, a failure can only cut the download, and is logged.
 */
export async function serveReport(kind: ReportKind, req: IncomingMessage, res: ServerResponse, url: URL, ctx: Context): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    throw new ApiError(405, 'METHOD_NOT_ALLOWED', `Method ${req.method} not allowed on ${url.pathname}`);
  }
  const teamId = teamOfKey(ctx);
  await hitRateLimit(ctx.db, `team:${teamId}`, 'bookings', clock.now(), ctx.responseHeaders);
  const file = await openReport(ctx.db, teamId, kind, Object.fromEntries(url.searchParams), ctx.responseHeaders);
  const gzip = file.contentType.startsWith('text/') && acceptsGzip(req.headers['accept-encoding']);
  res.statusCode = 200;
  for (const [name, value] of Object.entries({ ...ctx.responseHeaders, ...downloadHeaders(file), 'X-Request-Id': ctx.requestId }))
    res.setHeader(name, value);
  if (gzip) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
  }
  try {
    await (gzip ? pipeline(file.body, createGzip({ level: 1 }), res) : pipeline(file.body, res));
  } catch (error) {
    logger.warn({ err: error, requestId: ctx.requestId, kind }, 'report download cut');
  }
}
