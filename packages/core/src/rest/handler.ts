import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import type { Db } from '@tas/db';
import { authenticate } from '../auth/authenticate';
import type { Context } from '../context';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { toApiError } from '../lib/to-api-error';
import { appRouter } from '../root';
import { nulError, parseJsonBody, readBody } from './body';
import { serveDocs } from './docs';
import { errorBody, errorHeaders, successBody } from './envelope';
import { serveFile } from './files';
import { finishIdempotent, isOutcome, requestFingerprint, startIdempotent } from './idempotency';
import { gzippedJsonParts, jsonBytes, jsonParts, JsonText } from './json-text';
import { acceptsGzip, COMPRESS_MIN_BYTES, gzip } from './compress';
import { clientAddressOf } from '../lib/client-address';
import { allowedMethods, countedRequest, restRoutes, routeFinder, type RestRoute } from './routes';
import { reportKindOf, serveReport } from '../reports/rest-route';
import { LibraryRequest, LibraryResponse } from './library-call';

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** A JsonText answer: its parts, joined (or gzipped) only when sent. */
  json?: { parts: readonly Buffer[]; envelope: boolean };
}

export interface RestHandlerOptions {
  db: () => Db;
  publicBaseUrl: string;
  /** Proxies of ours in front of the app (TRUST_PROXY, validated at start); none when not given. */
  trustProxyHops?: number;
}

/** Paths the REST facade owns; everything else belongs to the panel. */
export function isRestPath(pathname: string): boolean {
  return pathname.startsWith('/api/v1') || pathname.startsWith('/api/public/') || pathname.startsWith('/api/webhooks/');
}

/**
 * The query as the library reads it (name -> values), in an object with no prototype: left to the
 * library, `?toString=x` or `?__proto__=x` met Object.prototype's members and crashed the route.
 * A NUL character is refused here, as in bodies.
 */
function queryOf(url: URL): Record<string, string[]> {
  const query = Object.create(null) as Record<string, string[]>;
  url.searchParams.forEach((value, name) => {
    if (value.includes('\0') || name.includes('\0')) throw nulError(name.replaceAll('\0', '') || 'query');
    (query[name] ??= []).push(value);
  });
  return query;
}

/**
 * The REST facade: trpc-to-openapi's node handler (built once), with the contract's envelopes,
 * body limits, idempotency and headers around it. Served straight from node:http, not Next.
 */
export function createRestHandler(options: RestHandlerOptions) {
  const routes = restRoutes(appRouter);
  const trustProxyHops = options.trustProxyHops ?? 0;
  const findRoute = routeFinder(routes);
  const metaByProcedure = new Map(routes.map((r) => [r.procedurePath, r.meta]));
  const trpcHandler = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req }) => (req as unknown as { ctx: Context }).ctx,
    onError: ({ error, req }) => {
      (req as unknown as LibraryRequest).error = error;
    },
    responseMeta: ({ paths, errors, data, ctx }) => {
      const result = data?.[0];
      if (result instanceof JsonText && ctx) ctx.jsonParts = result.take();
      const meta = paths?.[0] ? metaByProcedure.get(paths[0]) : undefined;
      return errors.length === 0 && meta?.status ? { status: meta.status } : {};
    },
  });

  async function dispatch(req: IncomingMessage, url: URL, ctx: Context, rawBody: string, route: RestRoute | undefined): Promise<Captured> {
    const method = req.method ?? 'GET';
    const body = method === 'GET' ? undefined : (parseJsonBody(rawBody, req.headers['content-type']) ?? {});
    const fakeReq = new LibraryRequest(method, url.pathname + url.search, body, queryOf(url), ctx);
    const captured = await new Promise<LibraryResponse>(
      (resolve) => void trpcHandler(fakeReq as never, new LibraryResponse(resolve) as never),
    );
    if (captured.statusCode >= 400) {
      const apiError = toApiError(fakeReq.error);
      if (apiError.code === 'NOT_FOUND' && apiError.message === 'Route not found') {
        const allowed = allowedMethods(routes, url.pathname);
        if (allowed.length > 0) {
          const notAllowed = new ApiError(405, 'METHOD_NOT_ALLOWED', `Method ${method} not allowed on ${url.pathname}`);
          return { status: 405, headers: { Allow: allowed.join(', ') }, body: errorBody(notAllowed) };
        }
        return { status: 404, headers: {}, body: errorBody(new ApiError(404, 'NOT_FOUND', `Route not found: ${method} ${url.pathname}`)) };
      }
      if (apiError.status >= 500)
        logger.error({ err: fakeReq.error?.cause ?? fakeReq.error, requestId: ctx.requestId }, 'unexpected error');
      return { status: apiError.status, headers: errorHeaders(apiError), body: errorBody(apiError) };
    }
    const parts = ctx.jsonParts;
    if (parts) return { status: captured.statusCode, headers: {}, body: '', json: { parts, envelope: route?.meta.envelope !== false } };
    return { status: captured.statusCode, headers: {}, body: route?.meta.envelope === false ? captured.body : successBody(captured.body) };
  }

  return async function handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const db = options.db();
    const ctx: Context = {
      db,
      requestId,
      ip: clientAddressOf(req, trustProxyHops),
      apiKey: null,
      agent: null,
      responseHeaders: {},
    };
    let result: Captured;
    let idempotency: { scope: string; key: string } | null = null;
    // Found once: the key lookup counts the request for it, and the answer takes its envelope from it.
    const route = findRoute(method, url.pathname);
    try {
      if (serveDocs(url.pathname, method, options.publicBaseUrl, res)) return;
      const rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
      ctx.headers = req.headers;
      ctx.rawBody = rawBody;
      const authorization = req.headers.authorization;
      if (authorization !== undefined) {
        const counted = countedRequest(route);
        const now = clock.now();
        const auth = await authenticate(db, authorization, now, counted, route?.meta.freshTeam === true);
        ctx.apiKey = auth.resolution;
        if (route && counted && auth.rateCount !== null) {
          ctx.rateLimitHit = { procedurePath: route.procedurePath, group: counted.group, count: auth.rateCount, at: now };
        }
      }
      const idempotencyKey = req.headers['idempotency-key'];
      if (method === 'POST' && typeof idempotencyKey === 'string' && ctx.apiKey?.ok) {
        const scope = `team:${ctx.apiKey.key.team.id}`;
        const fingerprint = requestFingerprint(method, url.pathname + url.search, rawBody);
        const start = await startIdempotent(db, scope, idempotencyKey, fingerprint, clock.now());
        if (start.kind === 'replay') {
          result = { status: start.status, headers: { 'Idempotent-Replayed': 'true' }, body: start.body };
        } else {
          idempotency = { scope, key: idempotencyKey };
        }
      }
      // Report exports stream their own response (CSV/XLSX); refusals before the first byte land in the catch below.
      const reportKind = reportKindOf(url.pathname);
      if (reportKind) return await serveReport(reportKind, req, res, url, ctx);
      result ??= (await serveFile(method, url.pathname, ctx)) ?? (await dispatch(req, url, ctx, rawBody, route));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status >= 500) logger.error({ err: error, requestId }, 'unexpected error');
      result = { status: apiError.status, headers: errorHeaders(apiError), body: errorBody(apiError) };
    }
    const { json } = result;
    const plain = () => (json ? jsonBytes(json.parts, json.envelope) : result.body);
    if (idempotency) {
      const outcome = isOutcome(result.status, { ...ctx.responseHeaders, ...result.headers });
      await finishIdempotent(db, idempotency.scope, idempotency.key, result.status, plain().toString(), outcome).catch((err: unknown) =>
        logger.error({ err, requestId }, 'idempotency record not saved'),
      );
    }
    res.statusCode = result.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('X-Request-Id', requestId);
    for (const headers of [ctx.responseHeaders, result.headers]) for (const name in headers) res.setHeader(name, headers[name]!);
    const size = json ? json.parts.reduce((sum, part) => sum + part.length, 0) : Buffer.byteLength(result.body);
    if (size < COMPRESS_MIN_BYTES) return void res.end(plain());
    res.setHeader('Vary', 'Accept-Encoding');
    const gzipped = acceptsGzip(req.headers['accept-encoding']);
    if (gzipped) res.setHeader('Content-Encoding', 'gzip');
    if (json) return endWithParts(res, gzipped ? gzippedJsonParts(json.parts, json.envelope) : jsonParts(json.parts, json.envelope));
    res.end(gzipped ? gzip(result.body) : result.body);
  };
}

/** A large answer in parts (a cached listing among them): written together, never joined into one copy. */
function endWithParts(res: ServerResponse, parts: readonly Buffer[]): void {
  res.setHeader(
    'Content-Length',
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  res.cork();
  for (const part of parts) res.write(part);
  res.end();
}
