import { PaymentError } from '../../errors';
import type { WebhookHeaders } from '../../headers';
import type { GatewayInvoice, InvoiceEvent, InvoiceInput, InvoiceIssuer } from '../../invoice-port';
import { assertAmountCents, centsToReais } from '../../money';
import { customerBody } from '../requests';
import { AsaasHttp } from '../http';
import { parseAsaasInvoiceWebhook } from './webhook';
import { invoiceOf, ZAsaasInvoice } from './wire';

/**
 * NFS-e through Asaas' invoices API (https://docs.asaas.com/docs/notas-fiscais-2):
 * schedule `POST /v3/invoices` (https://docs.asaas.com/reference/schedule-invoice), issue now
 * `POST /v3/invoices/{id}/authorize` (https://docs.asaas.com/reference/issue-an-invoice), cancel
 * `POST /v3/invoices/{id}/cancel` (https://docs.asaas.com/reference/cancel-an-invoice), read
 * `GET /v3/invoices/{id}` and `GET /v3/invoices?externalReference=` (https://docs.asaas.com/reference/list-invoices).
 */
export class AsaasInvoiceIssuer implements InvoiceIssuer {
  readonly name = 'asaas' as const;
  readonly #http: AsaasHttp;

  constructor(http: AsaasHttp) {
    this.#http = http;
  }

  async schedule(input: InvoiceInput): Promise<GatewayInvoice> {
    assertAmountCents(input.valueCents);
    if (!input.municipalServiceId && !input.municipalServiceCode) {
      throw new PaymentError('invalid_request', 'Informe o código do serviço municipal', { field: 'municipalServiceCode' });
    }
    // One of payment, installment or customer names what the invoice is for (documented as "at least one").
    const origin = await this.#origin(input);
    const raw = await this.#http.call<unknown>('POST', '/v3/invoices', {
      ...origin,
      serviceDescription: input.serviceDescription,
      observations: input.observations,
      externalReference: input.reference,
      value: centsToReais(input.valueCents),
      deductions: 0,
      effectiveDate: input.effectiveDate,
      ...(input.municipalServiceId ? { municipalServiceId: input.municipalServiceId } : {}),
      ...(input.municipalServiceCode ? { municipalServiceCode: input.municipalServiceCode } : {}),
      municipalServiceName: input.municipalServiceName,
      taxes: {
        retainIss: input.taxes.retainIss,
        // Asaas takes percentages as JSON numbers; the decimal strings are checked where they are saved.
        iss: Number(input.taxes.iss),
        cofins: Number(input.taxes.cofins),
        csll: Number(input.taxes.csll),
        inss: Number(input.taxes.inss),
        ir: Number(input.taxes.ir),
        pis: Number(input.taxes.pis),
      },
    });
    return read(raw);
  }

  async #origin(input: InvoiceInput): Promise<Record<string, string>> {
    const charge = input.gatewayChargeId;
    if (charge?.startsWith('installment:')) return { installment: charge.slice('installment:'.length) };
    if (charge) return { payment: charge };
    const customer = await this.#http.call<{ id: string }>('POST', '/v3/customers', customerBody(input.customer));
    return { customer: customer.id };
  }

  async authorize(gatewayInvoiceId: string): Promise<GatewayInvoice> {
    return read(await this.#http.call<unknown>('POST', `/v3/invoices/${encodeURIComponent(gatewayInvoiceId)}/authorize`));
  }

  async cancel(gatewayInvoiceId: string): Promise<GatewayInvoice> {
    return read(await this.#http.call<unknown>('POST', `/v3/invoices/${encodeURIComponent(gatewayInvoiceId)}/cancel`, {}));
  }

  async get(gatewayInvoiceId: string): Promise<GatewayInvoice> {
    return read(await this.#http.call<unknown>('GET', `/v3/invoices/${encodeURIComponent(gatewayInvoiceId)}`));
  }

  async find(reference: string): Promise<GatewayInvoice | null> {
    const page = await this.#http.call<{ data?: unknown[] }>(
      'GET',
      `/v3/invoices?externalReference=${encodeURIComponent(reference)}&offset=0&limit=10`,
    );
    // A cancelled one of ours is history; an open one is the invoice a lost answer left behind.
    const found = (page.data ?? []).map(read).filter((invoice) => invoice.status !== 'cancelled');
    return found[0] ?? null;
  }

  parseWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): InvoiceEvent | null {
    return parseAsaasInvoiceWebhook(headers, rawBody, secret);
  }
}

function read(raw: unknown): GatewayInvoice {
  const parsed = ZAsaasInvoice.safeParse(raw);
  if (!parsed.success) throw new PaymentError('unavailable', 'Payment gateway sent an unreadable invoice');
  return invoiceOf(parsed.data);
}
