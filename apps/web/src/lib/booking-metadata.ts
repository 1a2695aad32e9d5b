// A booking's `metadata` is free-form. Integrated flows (hotel, flight, quote conversion) write known
// parts into it: `payment` and `supplier`; the rest is summarised as key/value pairs.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export interface PaymentSummary {
  method?: string;
  status?: string;
  amount?: number;
  currency?: string;
  installments?: number;
  card?: string;
  paidAt?: string;
  expiresAt?: string;
  pixCode?: string;
  boletoUrl?: string;
  paymentUrl?: string;
}

export function paymentOf(metadata: Json): PaymentSummary | null {
  const p = metadata.payment;
  if (!isObject(p)) return null;
  const last4 = str(p.card_last4) ?? str(p.last_four) ?? str(p.last4);
  return {
    method: str(p.method),
    status: str(p.status),
    amount: num(p.amount),
    currency: str(p.currency),
    installments: num(p.installments),
    card: last4 ? `${str(p.card_brand) ?? str(p.brand) ?? 'Cartão'} •••• ${last4}` : undefined,
    paidAt: str(p.paid_at),
    expiresAt: str(p.expires_at),
    pixCode: str(p.pix_code),
    boletoUrl: str(p.boleto_url),
    paymentUrl: str(p.payment_url),
  };
}

export interface SupplierSummary {
  mode?: string;
  status?: string;
  locator?: string;
  provider?: string;
}

export function supplierOf(metadata: Json): SupplierSummary | null {
  const s = metadata.supplier;
  if (!isObject(s)) return null;
  return { mode: str(s.mode), status: str(s.status), locator: str(s.locator), provider: str(s.provider) ?? str(s.name) };
}

const KNOWN = new Set(['payment', 'supplier']);

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

/** Everything but payment and supplier, as "label: value" lines (long values shortened). */
export function otherMetadata(metadata: Json): Array<[string, string]> {
  return Object.entries(metadata)
    .filter(([key]) => !KNOWN.has(key))
    .map(([key, value]) => [LABELS[key] ?? key, display(value)]);
}
