import { generateOpenApiDocument } from 'trpc-to-openapi';
import { API_ERROR_CODES, type ApiErrorCode } from '../lib/api-error';
import { appRouter } from '../root';
import { API_ERROR_CATALOG } from './error-catalog';
import { sampleOf, type Schema } from './openapi-examples';
import { REPORT_ERROR_CODES, reportPaths } from '../reports/openapi';
import { restRoutes, type RestRoute } from './routes';

type Json = Record<string, unknown>;

/** The parts of the generated document read and rewritten here; the rest passes through. */
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface Answer {
  description: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Answer>;
}
interface OpenApiDocument extends Json {
  info?: Json;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['error', 'code', 'timestamp'],
  properties: {
    error: { type: 'string', description: 'Human-readable message', example: 'Validation error: checkIn: Invalid date' },
    code: {
      type: 'string',
      enum: [...API_ERROR_CODES],
      description: 'Machine-readable code; the errors guide lists every one',
      example: 'VALIDATION_ERROR',
    },
    timestamp: { type: 'string', format: 'date-time', example: '2026-11-25T12:00:00.000Z' },
  },
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid parameters (VALIDATION_ERROR and domain errors)',
  '401': 'Missing or invalid API key',
  '405': 'Method not allowed on this path',
  '403': 'Plan or permission missing',
  '404': 'Not found',
  '409': 'Conflict (an Idempotency-Key reused with another body, or a unique field taken)',
  '410': 'Gone (an expired prebook or rate token)',
  '413': 'Request body larger than 1 MiB',
  '429': 'Rate limit exceeded (wait Retry-After seconds)',
  '500': 'Internal error',
  '502': 'Supplier or payment gateway failure',
};

const TAGS: Record<string, string> = {
  System: 'Service status and the calling key.',
  hotels: 'Hotel destinations, search, details, prebook and book (test keys use the sandbox supplier).',
  flights: 'Flight search, rate, prebook and book (Pro plan).',
  bookings: "The team's bookings: hotel, flight and manual, with their status.",
  clients: "The team's customers.",
  quotes: 'Quotes sent to customers, their items and status.',
  'public quotes': 'The customer side of a quote share link (no key).',
  experiences: "The team's catalogue of experiences (tours, transfers, tickets).",
  payments: 'Payment gateway callbacks and the sandbox pay endpoint for test keys.',
  webhooks: 'Outbound webhooks: endpoints the team registers to receive signed events.',
  dashboard: 'Sales figures of a period and the work waiting, computed by the database.',
  reports: 'Bookings and payments exported as CSV or XLSX, streamed.',
};

/**
 * The codes an operation can answer, by what it is: keyed, on the Pro plan, with a path id, a body,
 * a customer, a prebook or rate token, a supplier call, a status change.
 */
export function errorCodesOf(
  path: string,
  method: string,
  operation: Operation,
  route: RestRoute | undefined,
  secured: boolean,
): ApiErrorCode[] {
  const codes: ApiErrorCode[] = ['VALIDATION_ERROR'];
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const add = (when: boolean, ...more: ApiErrorCode[]) => when && codes.push(...more);
  const supplier = /^\/api\/v1\/(hotels\/(search|details|prebook|book)|flights\/(search|prebook|book))$/.test(path);
  add(secured, 'UNAUTHORIZED', 'FORBIDDEN');
  add(route?.meta.plan === 'pro', 'PLAN_REQUIRED');
  add(path.includes('{'), 'NOT_FOUND');
  add(Boolean(body?.properties?.customer_id), 'CUSTOMER_NOT_FOUND');
  add(
    path.endsWith('/book'),
    'PREBOOK_TOKEN_NOT_FOUND',
    'PREBOOK_TOKEN_USED',
    'PREBOOK_TOKEN_EXPIRED',
    'PAYMENT_DATA_REQUIRED',
    'PAYMENT_PROVIDER_NOT_CONFIGURED',
    'PAYMENT_DECLINED',
  );
  add(path === '/api/v1/flights/book', 'PASSENGER_COUNT_MISMATCH');
  add(path.endsWith('/prebook'), 'PRICE_MISMATCH');
  add(path === '/api/v1/flights/rate' || path === '/api/v1/flights/prebook', 'RATE_TOKEN_INVALID', 'RATE_TOKEN_EXPIRED');
  add(supplier, 'PROVIDER_NOT_CONFIGURED', 'PROVIDER_CREDENTIALS_INVALID');
  add(
    ((method === 'patch' || method === 'delete') && /^\/api\/v1\/(bookings|quotes)\//.test(path)) ||
      /\/(convert|pay|payment|accept|decline)$/.test(path),
    'INVALID_STATUS_TRANSITION',
  );
  // A keyed POST may reuse an Idempotency-Key; a client's e-mail is unique; a quote answered after it changed.
  add((method === 'post' && secured) || (method === 'patch' && path.startsWith('/api/v1/clients')) || path.endsWith('/accept'), 'CONFLICT');
  add(Boolean(operation.requestBody), 'PAYLOAD_TOO_LARGE');
  add(Boolean(route?.meta.rateLimit), 'RATE_LIMITED');
  codes.push('INTERNAL_ERROR', 'SERVICE_UNAVAILABLE');
  add(supplier, 'SUPPLIER_ERROR');
  return codes;
}

/** The error answers of those codes, one per status, with an example of each code. */
function errorResponses(codes: ApiErrorCode[]): Record<string, Answer> {
  const examplesByStatus: Record<string, Record<string, unknown>> = {};
  for (const code of codes) {
    const { status, meaning } = API_ERROR_CATALOG[code];
    const summary = meaning.split(/[.;]/)[0]!;
    (examplesByStatus[String(status)] ??= {})[code] = { summary, value: { error: summary, code, timestamp: '2026-11-25T12:00:00.000Z' } };
  }
  return Object.fromEntries(
    Object.entries(examplesByStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, examples]): [string, Answer] => [
        status,
        {
          description: ERROR_STATUSES[status] ?? 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' }, examples } },
        },
      ]),
  );
}

function successResponse(route: RestRoute | undefined, schema: Schema, root: unknown): [string, Answer] {
  const wrapped: Schema =
    route?.meta.envelope === false
      ? schema
      : {
          type: 'object',
          required: ['data', 'timestamp'],
          properties: { data: schema, timestamp: { type: 'string', format: 'date-time' } },
        };
  const status = String(route?.meta.status ?? 200);
  return [
    status,
    {
      description: status === '201' ? 'Created' : 'OK',
      content: { 'application/json': { schema: wrapped, example: sampleOf(wrapped, root) } },
    },
  ];
}

/**
 * The generated document says 200 everywhere and describes the library's own error body;
 * this rewrites it to what the facade really sends (201 on creates, the envelope, one ApiError)
 * and completes what redocly's recommended rules and integrators need: info, servers, security,
 * tag descriptions, examples of every body and answer, and each operation's error answers.
 */
export function buildOpenApiDocument(baseUrl: string): OpenApiDocument {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Travel Agency Sales API',
    version: 'v1',
    openApiVersion: '3.1.0',
    baseUrl,
    description:
      'REST API of the travel agency sales platform: hotels and flights from search to booking with payment, clients, quotes, bookings and outbound webhooks. ' +
      `Authenticate with a team API key (\`Authorization: Bearer tak_live_…\`, or \`tak_test_…\` for the sandbox). Guides: ${baseUrl}/api/v1/docs/guides`,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Team API key (tak_live_… or tak_test_…)' } },
  }) as unknown as OpenApiDocument;
  doc.info = {
    ...doc.info,
    contact: { name: 'API support', url: `${baseUrl}/api/v1/docs/guides` },
    license: { name: 'Proprietary: use under the agency service agreement', url: `${baseUrl}/api/v1/docs/guides` },
  };
  doc.servers = [{ url: baseUrl, description: 'This deployment' }];
  doc.security = [{ bearerAuth: [] }];
  const routes = restRoutes(appRouter);
  const usedTags = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = routes.find((r) => r.path === path && r.method.toLowerCase() === method);
      const secured = !(route?.meta.envelope === false || path.startsWith('/api/public') || path.startsWith('/api/webhooks/'));
      if (!secured) operation.security = [];
      else delete operation.security;
      for (const tag of operation.tags ?? []) usedTags.add(tag);
      const body = operation.requestBody?.content?.['application/json'];
      if (body && body.example === undefined) body.example = sampleOf(body.schema, doc);
      const responses = operation.responses ?? {};
      const schema = responses['200']?.content?.['application/json']?.schema;
      const fixed: Record<string, Answer> = {};
      if (schema) {
        const [status, response] = successResponse(route, schema, doc);
        fixed[status] = response;
      }
      operation.responses = { ...fixed, ...errorResponses(errorCodesOf(path, method, operation, route, secured)) };
    }
  }
  // The streamed report downloads: served by the facade outside tRPC (reports/rest-route.ts).
  for (const [path, item] of Object.entries(reportPaths())) {
    item.get.responses = { ...item.get.responses, ...errorResponses(REPORT_ERROR_CODES) };
    doc.paths[path] = { get: item.get as Operation };
    usedTags.add('reports');
  }
  doc.tags = [...usedTags].map((name) => ({ name, description: TAGS[name] ?? name }));
  const components = (doc.components ??= {});
  // The library's own error.* schemas: replaced by ApiError above, no longer referenced.
  const schemas = Object.fromEntries(Object.entries(components.schemas ?? {}).filter(([name]) => !name.startsWith('error.')));
  components.schemas = { ...schemas, ApiError: API_ERROR_SCHEMA };
  return doc;
}
