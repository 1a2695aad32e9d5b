import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../root';
import { restRoutes } from './routes';

type Json = Record<string, unknown>;

const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['error', 'code', 'timestamp'],
  properties: {
    error: { type: 'string', description: 'Human-readable message' },
    code: { type: 'string', description: 'Machine-readable code, e.g. VALIDATION_ERROR' },
    timestamp: { type: 'string', format: 'date-time' },
  },
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid parameters (VALIDATION_ERROR and domain errors)',
  '401': 'Missing or invalid API key',
  '403': 'Plan or permission missing',
  '404': 'Not found',
  '429': 'Rate limit exceeded',
  '500': 'Internal error',
};

/**
 * The generated document says 200 everywhere and describes the library's own error body;
 * this rewrites it to what the facade really sends: 201 on creates, the envelope, one ApiError.
 */
export function buildOpenApiDocument(baseUrl: string): Json {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'Travel Agency Sales API',
    version: 'v1',
    openApiVersion: '3.1.0',
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Team API key (tak_live_… or tak_test_…)' } },
  }) as unknown as Json & { paths: Record<string, Record<string, Json>>; components?: Json };
  const routes = restRoutes(appRouter);
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = routes.find((r) => r.path.replace(/\{(\w+)\}/g, '{$1}') === path && r.method.toLowerCase() === method);
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const success = responses['200'] as Json | undefined;
      const fixed: Record<string, Json> = {};
      if (success) {
        const content = success.content as Record<string, { schema: Json }> | undefined;
        const schema = content?.['application/json']?.schema ?? {};
        const wrapped =
          route?.meta.envelope === false
            ? schema
            : { type: 'object', required: ['data', 'timestamp'], properties: { data: schema, timestamp: { type: 'string', format: 'date-time' } } };
        fixed[String(route?.meta.status ?? 200)] = { description: route?.meta.status === 201 ? 'Created' : 'OK', content: { 'application/json': { schema: wrapped } } };
      }
      for (const [status, description] of Object.entries(ERROR_STATUSES)) {
        fixed[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
      }
      operation.responses = fixed;
      if (route?.meta.envelope === false || path.startsWith('/api/public')) operation.security = [];
    }
  }
  const components = (doc.components ??= {}) as Json & { schemas?: Json };
  components.schemas = { ...(components.schemas ?? {}), ApiError: API_ERROR_SCHEMA };
  return doc;
}
