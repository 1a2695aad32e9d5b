import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** `YYYY-MM-DD` around now (past and future), the form every date field takes. */
export const isoDay = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date' || schema.pattern === DATE_PATTERN) return isoDay;
  if (schema.format === 'date-time') return isoDay.map((d) => `${d}T12:00:00.000Z`);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // a pattern fast-check cannot read: plain strings, which mostly fail it (that is tested too)
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 0.01;
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : (schema.minimum ?? -1000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : (schema.maximum ?? 100_000);
  const low = Math.max(min, -1_000_000);
  const high = Math.max(low, Math.min(max, 1_000_000));
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  // Money-like values (two decimals) most of the time, any double in range otherwise.
  return fc.oneof(
    fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((c) => c / 100),
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Values that satisfy the schema's types and most of its constraints (a generator, not a validator). */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (variants.length > 0) return fc.oneof(...variants.map((v) => arbitraryOf(v, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = schema.type ? [schema.type].flat() : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return schema.properties ? objectOf(schema, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (!schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const shape = Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name, arbitraryOf(s, depth + 1)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
}

type Json = unknown;

function deeplyNested(levels: number): Json {
  let value: Json = 1;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values that break code written for tidy input: NUL, lone surrogates, emoji, long text, huge and tiny numbers, deep nesting. */
const awkward = fc.constantFrom<Json>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀🇧🇷',
  ' ',
  'x'.repeat(5000),
  1e308,
  -1e308,
  5e-324,
  -0,
  2 ** 53 + 1,
  0.1 + 0.2,
  '1e309',
  '__proto__',
  'constructor',
  deeplyNested(40),
);

/** Any JSON, now and then an awkward value. */
const anyJson = fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, { weight: 1, arbitrary: awkward });

/** Every place inside a JSON value (the root included), as key paths. */
function placesIn(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (Array.isArray(value)) value.forEach((v, i) => places.push(...placesIn(v, [...path, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) places.push(...placesIn(v, [...path, k]));
  return places;
}

/** The value with `next` at `path` (copies along the path; the original is left alone). */
function setAt(value: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head!] = setAt(copy[head!], rest, next);
  return copy;
}

/** The value without what is at `path` (the root cannot be dropped: it stays). */
function dropAt(value: Json, path: (string | number)[]): Json {
  if (path.length === 0) return value;
  const parent = path.slice(0, -1);
  const last = path[path.length - 1]!;
  let container: any = value;
  for (const key of parent) container = container[key];
  const copy: any = Array.isArray(container) ? container.filter((_: unknown, i: number) => i !== last) : { ...container };
  if (!Array.isArray(container)) delete copy[last];
  return setAt(value, parent, copy);
}

/**
 * A body for the schema: a valid one (an example or generated), or one mutated the ways integrators get it wrong — a value
 * anywhere replaced by any JSON or by one of `pool` (real ids and tokens), a field dropped, an
 * unknown field, or any JSON at all.
 */
export function bodyOf(schema: JsonSchema, examples: Json[] = [], pool: string[] = []): fc.Arbitrary<Json> {
  // Known-good bodies (a real prebook token, a client id) reach past validation; generated ones cover the schema.
  const generated = arbitraryOf(schema);
  const valid =
    examples.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...examples) }, { weight: 1, arbitrary: generated }) : generated;
  const somewhere = (v: Json, pick: number) => {
    const places = placesIn(v);
    return places[pick % places.length]!;
  };
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.nat(), anyJson).map(([v, pick, any]) => setAt(v, somewhere(v, pick), any)),
    },
    { weight: 1, arbitrary: fc.tuple(valid, fc.nat()).map(([v, pick]) => dropAt(v, somewhere(v, pick))) },
    // Someone's real id or token in some field: another team's customer in a booking, a used prebook token...
    ...(pool.length > 0
      ? [
          {
            weight: 2,
            arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(...pool)).map(([v, pick, id]) => setAt(v, somewhere(v, pick), id)),
          },
        ]
      : []),
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([v, k, any]) => ({ ...(v as object), [k]: any })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A query-string value for a parameter: a fitting one (as text), or any text. */
export function queryValueOf(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryOf(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '-1',
        '0',
        '1.5',
        '1e309',
        'NaN',
        'true',
        'null',
        '[]',
        '%00',
        '\u0000',
        'a\u0000b',
        '\ud800',
        '😀',
        '9007199254740993',
        'x'.repeat(3000),
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}
