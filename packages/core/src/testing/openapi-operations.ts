import type { RestServer } from './rest-server';

/** A JSON Schema as the served OpenAPI document writes it (the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the served document, with its $refs resolved. */
export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  name: string;
  body?: JsonSchema;
  query: Parameter[];
  pathParams: Parameter[];
  /** Needs an API key (an empty `security` list means none). */
  secured: boolean;
  /** Success answers `{ data, timestamp }`; false for the endpoints the contract names as top-level. */
  envelope: boolean;
  /** The one success status the document names (201 on creates). */
  successStatus: number;
  /** The success answer is JSON (not a file download such as the CSV/XLSX reports). */
  json: boolean;
}

type Doc = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, JsonSchema> } };

function deref(doc: Doc, schema: JsonSchema, seen = 0): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target || seen > 20) throw new Error(`unresolvable $ref ${schema.$ref}`);
  return deref(doc, target, seen + 1);
}

/** The schema with every $ref inside it resolved (request bodies may name shared components). */
function derefDeep(doc: Doc, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  const resolved = deref(doc, schema);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return derefDeep(doc, value, depth + 1);
    return value;
  };
  return Object.fromEntries(
    Object.entries(resolved).map(([key, value]) => [
      key,
      key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v)])) : walk(value),
    ]),
  );
}

/** Every operation the facade serves, read from its own `/api/v1/openapi.json`. */
export async function servedOperations(api: RestServer): Promise<Operation[]> {
  const res = await api.get<Doc>('/api/v1/openapi.json');
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  const doc = res.body;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = ((op.parameters ?? []) as Parameter[]).map((p) => ({ ...p, schema: deref(doc, p.schema ?? {}) }));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      const successStatus = Object.keys(op.responses ?? {}).find((s) => s.startsWith('2'));
      const success = successStatus ? deref(doc, op.responses[successStatus]?.content?.['application/json']?.schema ?? {}) : {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        name: `${method.toUpperCase()} ${path}`,
        body: bodySchema ? derefDeep(doc, bodySchema) : undefined,
        query: parameters.filter((p) => p.in === 'query'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        secured: Array.isArray(op.security) ? op.security.length > 0 : true,
        envelope: Boolean(success.properties?.data && success.required?.includes('data')),
        successStatus: Number(successStatus ?? 200),
        json: !successStatus || Boolean(op.responses[successStatus]?.content?.['application/json']),
      });
    }
  }
  return operations;
}

/** The operation's path with its parameters filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The JSON types a schema accepts; empty when it accepts anything. */
export function acceptedTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (t: string) => {
    types.add(t);
    if (t === 'integer') types.add('number');
  };
  if (schema.type) for (const t of [schema.type].flat()) add(t);
  const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (schema.enum) for (const v of schema.enum) add(typeOf(v));
  if ('const' in schema) add(typeOf(schema.const));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const inner = acceptedTypes(part);
    if (inner.size === 0) return new Set();
    for (const t of inner) add(t);
  }
  for (const part of schema.allOf ?? []) for (const t of acceptedTypes(part)) add(t);
  return types;
}
