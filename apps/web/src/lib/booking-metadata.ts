// A booking's `metadata` is free-form. Integrated flows (hotel, flight, quote conversion) write known
// parts into it (`supplier`, `flight`); the rest is summarised as key/value pairs.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export interface SupplierSummary {
  mode?: string;
  status?: string;
  locator?: string;
  provider?: string;
  /** The supplier's own id of the reservation (a Duffel order `ord_…`). */
  orderId?: string;
}

export function supplierOf(metadata: Json): SupplierSummary | null {
  const s = metadata.supplier;
  if (!isObject(s)) return null;
  return {
    mode: str(s.mode),
    status: str(s.status),
    locator: str(s.locator),
    provider: str(s.provider) ?? str(s.name),
    orderId: str(s.order_id),
  };
}

const KNOWN = new Set(['supplier']);

/** Keys other flows write (hotel booking, quote conversion), named for the agent. */
const LABELS: Record<string, string> = {
  special_requests: 'Pedidos especiais',
  quote_number: 'Cotação de origem',
  quote_id: 'ID da cotação',
  source: 'Origem',
};

function display(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

/** Everything but the supplier issue, as "label: value" lines (long values shortened). */
export function otherMetadata(metadata: Json): Array<[string, string]> {
  return Object.entries(metadata)
    .filter(([key]) => !KNOWN.has(key))
    .map(([key, value]) => [LABELS[key] ?? key, display(value)]);
}
