import { generateOpenApiDocument } from 'trpc-to-openapi';
import { API_ERROR_CODES, type ApiErrorCode } from '../lib/api-error';
import { appRouter } from '../root';
import { API_ERROR_CATALOG } from './error-catalog';
import { sampleOf } from './openapi-examples';
import { restRoutes, type RestRoute } from './routes';

type Json = Record<string, any>;

const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['error', 'code', 'timestamp'],
  properties: {
    error: { type: 'string', description: 'Human-readable message', example: 'Validation error: checkIn: Invalid date' },
    code: { type: 'string', enum: [...API_ERROR_CODES], description: 'Machine-readable code; the errors guide lists every one', example: 'VALIDATION_ERROR' },
    timestamp: { type: 'string', format: 'date-time', example: '2026-11-25T12:00:00.000Z' },
  },
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid parameters (VALIDATION_ERROR and domain errors)',
  '401': 'Missing or invalid API key',
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
};

/** The error answers an operation can give, by what it is (public, has a body, holds a token, calls a supplier). */
function errorStatuses(path: string, method: string, operation: Json, secured: boolean): string[] {
  const statuses = ['400'];
  if (secured) statuses.push('401', '403');
  if (path.includes('{') || /\/(book|prebook|details|convert)$/.test(path)) statuses.push('404');
  if (method === 'post' || path.startsWith('/api/public/quotes')) statuses.push('409');
  if (/\/(book|prebook|rate)$/.test(path)) statuses.push('410');
  if (operation.requestBody) statuses.push('413');
  statuses.push('429', '500');
  if (/^\/api\/v1\/(hotels|flights)\/(search|details|prebook|book|rate)$/.test(path) || path.includes('/payments/')) statuses.push('502');
  return statuses;
}

function errorExamples(status: string): Json {
  const codes = (Object.keys(API_ERROR_CATALOG) as ApiErrorCode[]).filter((code) => String(API_ERROR_CATALOG[code].status) === status);
  return Object.fromEntries(
    codes.map((code) => [code, { summary: API_ERROR_CATALOG[code].meaning.split(/[.;]/)[0], value: { error: API_ERROR_CATALOG[code].meaning.split(/[.;]/)[0], code, timestamp: '2026-11-25T12:00:00.000Z' } }]),
  );
}

function successResponse(route: RestRoute | undefined, schema: Json, root: Json): [string, Json] {
  const wrapped =
    route?.meta.envelope === false
      ? schema
      : { type: 'object', required: ['data', 'timestamp'], properties: { data: schema, timestamp: { type: 'string', format: 'date-time' } } };
  const status = String(route?.meta.status ?? 200);
  return [status, { description: status === '201' ? 'Created' : 'OK', content: { 'application/json': { schema: wrapped, example: sampleOf(wrapped, root) } } }];
}

/**
 * The generated document says 200 everywhere and describes the library's own error body;
 * this rewrites it to what the facade really sends (201 on creates, the envelope, one ApiError)
 * and completes what redocly's recommended rules and integrators need: info, servers, security,
 * tag descriptions, examples of every body and answer, and each operation's error answers.
 */
export function buildOpenApiDocument(baseUrl: string): Json {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Travel Agency Sales API',
    version: 'v1',
    openApiVersion: '3.1.0',
    baseUrl,
    description:
      'REST API of the travel agency sales platform: hotels and flights from search to booking with payment, clients, quotes, bookings and outbound webhooks. ' +
      `Authenticate with a team API key (\`Authorization: Bearer tak_live_…\`, or \`tak_test_…\` for the sandbox). Guides: ${baseUrl}/api/v1/docs/guides`,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Team API key (tak_live_… or tak_test_…)' } },
  }) as unknown as Json & { paths: Record<string, Record<string, Json>>; components?: Json };
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
      for (const tag of (operation.tags ?? []) as string[]) usedTags.add(tag);
      const body = operation.requestBody?.content?.['application/json'];
      if (body && body.example === undefined) body.example = sampleOf(body.schema, doc);
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const schema = responses['200']?.content?.['application/json']?.schema;
      const fixed: Record<string, Json> = {};
      if (schema) {
        const [status, response] = successResponse(route, schema, doc);
        fixed[status] = response;
      }
      for (const status of errorStatuses(path, method, operation, secured)) {
        fixed[status] = {
          description: ERROR_STATUSES[status],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' }, examples: errorExamples(status) } },
        };
      }
      operation.responses = fixed;
    }
  }
  doc.tags = [...usedTags].map((name) => ({ name, description: TAGS[name] ?? name }));
  const components = (doc.components ??= {}) as Json & { schemas?: Json };
  // The library's own error.* schemas: replaced by ApiError above, no longer referenced.
  const schemas = Object.fromEntries(Object.entries(components.schemas ?? {}).filter(([name]) => !name.startsWith('error.')));
  components.schemas = { ...schemas, ApiError: API_ERROR_SCHEMA };
  return doc;
}
