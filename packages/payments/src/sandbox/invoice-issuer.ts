import { PaymentError } from '../errors';
import type { GatewayInvoice, InvoiceEvent, InvoiceInput, InvoiceIssuer } from '../invoice-port';
import { assertAmountCents } from '../money';

const PREFIX = 'sbx_inv_';

/**
 * Test keys, demos and the sandbox gateway: a clearly fake NFS-e, never sent to a city hall. Its id
 * carries our reference (so a retry finds the same one) and its number reads `TESTE-...`; it is
 * authorised at once and has no PDF (the panel says "nota de teste, sem valor fiscal").
 */
export class SandboxInvoiceIssuer implements InvoiceIssuer {
  readonly name = 'sandbox' as const;

  async schedule(input: InvoiceInput): Promise<GatewayInvoice> {
    assertAmountCents(input.valueCents);
    if (!input.municipalServiceId && !input.municipalServiceCode) {
      throw new PaymentError('invalid_request', 'Informe o código do serviço municipal', { field: 'municipalServiceCode' });
    }
    return fake(`${PREFIX}${input.reference}`, 'scheduled');
  }

  async authorize(gatewayInvoiceId: string): Promise<GatewayInvoice> {
    return fake(gatewayInvoiceId, 'authorized');
  }

  async cancel(gatewayInvoiceId: string): Promise<GatewayInvoice> {
    return fake(gatewayInvoiceId, 'cancelled');
  }

  /** Keeps nothing: a known id reads as authorised. */
  async get(gatewayInvoiceId: string): Promise<GatewayInvoice> {
    return fake(gatewayInvoiceId, 'authorized');
  }

  async find(): Promise<GatewayInvoice | null> {
    return null;
  }

  /** The sandbox sends no invoice webhooks: its notes change only when we ask. */
  parseWebhook(): InvoiceEvent | null {
    return null;
  }
}

function fake(gatewayInvoiceId: string, status: GatewayInvoice['status']): GatewayInvoice {
  if (!gatewayInvoiceId.startsWith(PREFIX)) throw new PaymentError('invalid_request', 'Not a sandbox invoice');
  const reference = gatewayInvoiceId.slice(PREFIX.length);
  return {
    gatewayInvoiceId,
    status,
    number: status === 'scheduled' ? null : `TESTE-${reference.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    pdfUrl: null,
    xmlUrl: null,
    statusDescription: null,
    reference,
  };
}
