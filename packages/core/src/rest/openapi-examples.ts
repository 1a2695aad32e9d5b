/** The JSON Schema keywords read here (the document's schemas are plain JSON). */
export interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  example?: unknown;
  examples?: unknown;
  default?: unknown;
  const?: unknown;
  enum?: unknown;
  $ref?: unknown;
  allOf?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
}

// Realistic values by field name; used only where they satisfy the field's schema.
const BY_NAME: Record<string, unknown> = {
  q: 'Rio',
  query: 'Rio',
  full_name: 'Ana Souza',
  first_name: 'Ana',
  last_name: 'Souza',
  holder_name: 'ANA SOUZA',
  company_name: 'Souza Viagens Ltda',
  email: 'ana.souza@example.com',
  phone: '+55 21 99999-0000',
  cpf: '529.982.247-25',
  cpf_cnpj: '52998224725',
  document_number: '52998224725',
  cnpj: '11.222.333/0001-81',
  postal_code: '22041-001',
  cityCode: '3304557',
  city_code: '3304557',
  city: 'Rio de Janeiro',
  country: 'BR',
  state: 'RJ',
  address_state: 'RJ',
  nationality: 'BR',
  currency: 'BRL',
  language: 'pt',
  checkIn: '2026-12-10',
  check_in: '2026-12-10',
  checkOut: '2026-12-13',
  check_out: '2026-12-13',
  departure_date: '2026-12-10',
  return_date: '2026-12-17',
  birth_date: '1990-05-20',
  date_of_birth: '1990-05-20',
  origin: 'GRU',
  destination: 'GIG',
  hotel_name: 'Copacabana Mar Hotel',
  notes: 'Late check-in, around 23:00',
  special_requests: 'High floor',
  url: 'https://hooks.agency.com.br/tas',
  adults: 2,
  children: 0,
  rooms: 1,
  installments: 1,
  unit_price: 1250,
  total_price: 1250,
  amount: 1250,
  limit: 20,
  offset: 0,
  page: 1,
  expiry_month: '12',
  expiry_year: '2030',
  ccv: '123',
  number: '4111 1111 1111 1111',
  contact_email: 'ana.souza@example.com',
  contact_phone: '+55 21 99999-0000',
  title: 'Rio de Janeiro, 3 nights',
  slug: 'rio-city-tour',
  street: 'Av. Atlântica, 1702',
  address: 'Av. Atlântica, 1702',
  neighborhood: 'Copacabana',
  location: 'Copacabana',
  reason: 'We changed our dates',
  prebook_token: 'pbk_4Jx8m2Qz7Lr1Vn6Tc3Wy',
  hotel_search_code: 'HSC-3304557-1024-RO-1',
  hotelSearchCode: 'HSC-3304557-1024-RO-1',
  rate_token: 'rt_9KfP2sLx0Qm7Dz4Hb1Nc',
  rateToken: 'rt_9KfP2sLx0Qm7Dz4Hb1Nc',
  booking_number: 'BK-2026-000042',
};

const BY_FORMAT: Record<string, string> = {
  'date-time': '2026-11-25T12:00:00.000Z',
  date: '2026-12-10',
  email: 'ana.souza@example.com',
  uuid: '3f2b9c1e-8a4d-4f6b-9c2e-1d7a5b8e4f30',
  uri: 'https://hooks.agency.com.br/tas',
  url: 'https://hooks.agency.com.br/tas',
};

const BY_PATTERN = [
  'rio-city-tour',
  '2026-12-10',
  'BR',
  'BRL',
  '12',
  '123',
  '2030',
  '22041-001',
  '52998224725',
  '+55 21 99999-0000',
  'ana.souza@example.com',
  'ana-souza',
  '4111 1111 1111 1111',
  '1250',
];

const ID_SAMPLE = '3f2b9c1e-8a4d-4f6b-9c2e-1d7a5b8e4f30';

function fits(schema: Schema, value: unknown): boolean {
  if (typeof value === 'string') {
    if (schema.type && ![schema.type].flat().includes('string')) return false;
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if (schema.format === 'email' && !value.includes('@')) return false;
    if (schema.format === 'date-time' && !/T/.test(value)) return false;
    return true;
  }
  if (typeof value === 'number') {
    const types = [schema.type].flat();
    if (!types.includes('number') && !(types.includes('integer') && Number.isInteger(value))) return false;
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
    return true;
  }
  return false;
}

function resolve(root: unknown, ref: string): Schema | undefined {
  let node = root;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node as Schema | undefined;
}

function sampleString(schema: Schema, name?: string): string {
  const candidates = [
    name ? BY_NAME[name] : undefined,
    name && /(^|_)id$|Id$/.test(name) ? ID_SAMPLE : undefined,
    schema.format ? BY_FORMAT[schema.format] : undefined,
    ...(schema.pattern ? BY_PATTERN : []),
  ];
  for (const candidate of candidates) if (typeof candidate === 'string' && fits(schema, candidate)) return candidate;
  let value = 'string';
  if (schema.minLength !== undefined) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
  return value;
}

function sampleNumber(schema: Schema, name?: string): number {
  const named = name ? BY_NAME[name] : undefined;
  if (typeof named === 'number' && fits(schema, named)) return named;
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const value = low ?? Math.min(1, schema.maximum ?? 1);
  return [schema.type].flat().includes('integer') ? Math.ceil(value) : value;
}

/**
 * An example value for a JSON schema of the document: the schema's own `example`/`examples`/`default`
 * first (set in zod with `.meta({ example })`), else a value built from types, formats, patterns and
 * field names that satisfies the schema (redocly's no-invalid-media-type-examples checks it).
 */
export function sampleOf(schema: Schema | undefined, root: unknown, name?: string, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (typeof schema.$ref === 'string') return sampleOf(resolve(root, schema.$ref), root, name, depth + 1);
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? null;
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part: Schema) => sampleOf(part, root, name, depth + 1)));
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices)) {
    const choice = choices.find((c) => c.type !== 'null') ?? choices[0];
    return sampleOf(choice, root, name, depth + 1);
  }
  const type = [schema.type].flat().find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = sampleOf(property, root, key, depth + 1);
        // A required field of any type (`{}`, z.unknown()) still appears.
        if (value !== undefined) out[key] = value;
        else if ((schema.required ?? []).includes(key)) out[key] = null;
      }
      return out;
    }
    case 'array': {
      const item = sampleOf(schema.items, root, name, depth + 1);
      if (schema.maxItems === 0 || item === undefined) return [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}
