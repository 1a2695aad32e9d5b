import { randomBytes } from 'node:crypto';
import { ASAAS_WEBHOOK_HEADER } from '../webhook';

/**
 * Stand-in for Asaas' invoices API (NFS-e), for tests and demos; never a real provider. Shapes from
 * Asaas' published documentation:
 * - schedule `POST /v3/invoices`, its body and required fields: https://docs.asaas.com/reference/schedule-invoice
 *   and https://docs.asaas.com/docs/issuing-service-invoices ("at least one of payment, installment,
 *   customer"; "municipalServiceId or municipalServiceCode, one or the other");
 * - issue now `POST /v3/invoices/{id}/authorize`: https://docs.asaas.com/reference/issue-an-invoice;
 * - cancel `POST /v3/invoices/{id}/cancel` (then PROCESSING_CANCELLATION, CANCELED or CANCELLATION_DENIED):
 *   https://docs.asaas.com/reference/cancel-an-invoice;
 * - list with `externalReference`, `GET /v3/invoices/{id}`, the invoice object's fields:
 *   https://docs.asaas.com/reference/list-invoices;
 * - events INVOICE_CREATED ... INVOICE_ERROR, body `{ id, event, dateCreated, account, invoice }`:
 *   https://docs.asaas.com/docs/invoices-events; the token header `asaas-access-token`:
 *   https://docs.asaas.com/docs/sobre-os-webhooks.
 * Not stated by those pages, so chosen here: the 400 body's `code` for a missing field or unknown
 * municipal service (Asaas' general error shape `{ errors: [{ code, description }] }` is documented, the
 * invoice codes are not: we use `invalid_object` / `invalid_municipalService`); the status `authorize`
 * answers with (we answer SCHEDULED: the issue is under way, the city hall answers later); the
 * number and PDF address formats. The city hall's asynchronous answer is played by `advance()` and
 * `fail()`, each sending the webhook Asaas documents for that status.
 */

type AsaasStatus = 'SCHEDULED' | 'SYNCHRONIZED' | 'AUTHORIZED' | 'PROCESSING_CANCELLATION' | 'CANCELED' | 'CANCELLATION_DENIED' | 'ERROR';

interface StoredInvoice {
  object: 'invoice';
  id: string;
  status: AsaasStatus;
  customer: string | null;
  payment: string | null;
  installment: string | null;
  type: 'NFS-e';
  statusDescription: string | null;
  serviceDescription: string;
  pdfUrl: string | null;
  xmlUrl: string | null;
  number: string | null;
  value: number;
  deductions: number;
  effectiveDate: string;
  observations: string;
  externalReference: string | null;
  taxes: Record<string, unknown>;
  municipalServiceId: string | null;
  municipalServiceCode: string | null;
  municipalServiceName: string;
  /** Not Asaas': whether `authorize` was asked, so `advance` sends it to the "city hall". */
  authorizeRequested?: boolean;
}

export interface StandInReply {
  status: number;
  body: unknown;
}

export interface InvoiceDelivery {
  headers: Record<string, string>;
  body: string;
}

const bad = (code: string, description: string): StandInReply => ({ status: 400, body: { errors: [{ code, description }] } });
const NOT_FOUND: StandInReply = { status: 404, body: { errors: [{ code: 'not_found', description: 'Nota fiscal não encontrada.' }] } };

export class AsaasInvoicesStandIn {
  readonly invoices = new Map<string, StoredInvoice>();
  /** Every webhook sent, with the app's answer status. */
  readonly deliveries: Array<InvoiceDelivery & { event: string; answer: number }> = [];
  /** Municipal service codes the account's city hall knows; empty: any code is accepted. */
  readonly municipalServiceCodes = new Set<string>();
  #sequence = 0;
  #webhook: { url: string; token: string } | null = null;

  /** Where (and with which token) the account's webhook posts, as configured at Asaas. */
  webhookTo(url: string, token: string): void {
    this.#webhook = { url, token };
  }

  /** Answers `/v3/invoices...`; undefined for any other path (the payments stand-in answers those). */
  handle(method: string, path: string, body: unknown): StandInReply | undefined {
    const url = new URL(path, 'http://asaas');
    if (!url.pathname.startsWith('/v3/invoices')) return undefined;
    if (method === 'POST' && url.pathname === '/v3/invoices') return this.#schedule(body as Record<string, unknown> | undefined);
    if (method === 'GET' && url.pathname === '/v3/invoices') return this.#list(url.searchParams);
    const match = /^\/v3\/invoices\/([^/]+)(?:\/(authorize|cancel))?$/.exec(url.pathname);
    const invoice = match ? this.invoices.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !invoice) return NOT_FOUND;
    if (method === 'GET' && !match[2]) return { status: 200, body: publicView(invoice) };
    if (method === 'POST' && match[2] === 'authorize') {
      if (invoice.status !== 'SCHEDULED' && invoice.status !== 'ERROR')
        return bad('invalid_action', 'Só é possível emitir notas agendadas.');
      invoice.status = 'SCHEDULED';
      invoice.statusDescription = null;
      invoice.authorizeRequested = true;
      return { status: 200, body: publicView(invoice) };
    }
    if (method === 'POST' && match[2] === 'cancel') {
      if (invoice.status === 'CANCELED' || invoice.status === 'PROCESSING_CANCELLATION')
        return bad('invalid_action', 'A nota fiscal já está cancelada.');
      // A note the city hall never issued is cancelled at once; an issued one waits for the city hall.
      invoice.status = invoice.status === 'AUTHORIZED' ? 'PROCESSING_CANCELLATION' : 'CANCELED';
      return { status: 200, body: publicView(invoice) };
    }
    return NOT_FOUND;
  }

  #schedule(body: Record<string, unknown> | undefined): StandInReply {
    if (!body) return bad('invalid_object', 'Corpo da requisição inválido.');
    if (!body.payment && !body.installment && !body.customer)
      return bad('invalid_object', 'Informe a cobrança, o parcelamento ou o cliente da nota fiscal.');
    for (const field of ['serviceDescription', 'observations', 'value', 'deductions', 'effectiveDate', 'taxes'] as const) {
      if (body[field] === undefined || body[field] === null) return bad('invalid_object', `O campo ${field} deve ser informado.`);
    }
    const code = typeof body.municipalServiceCode === 'string' ? body.municipalServiceCode : null;
    const id = typeof body.municipalServiceId === 'string' ? body.municipalServiceId : null;
    if (!code && !id) return bad('invalid_municipalService', 'É necessário informar o serviço municipal.');
    if (code && this.municipalServiceCodes.size > 0 && !this.municipalServiceCodes.has(code)) {
      return bad('invalid_municipalService', `O serviço municipal ${code} não está disponível para a sua prefeitura.`);
    }
    const invoice: StoredInvoice = {
      object: 'invoice',
      id: `inv_${String(++this.#sequence).padStart(12, '0')}`,
      status: 'SCHEDULED',
      customer: typeof body.customer === 'string' ? body.customer : null,
      payment: typeof body.payment === 'string' ? body.payment : null,
      installment: typeof body.installment === 'string' ? body.installment : null,
      type: 'NFS-e',
      statusDescription: null,
      serviceDescription: String(body.serviceDescription),
      pdfUrl: null,
      xmlUrl: null,
      number: null,
      value: Number(body.value),
      deductions: Number(body.deductions),
      effectiveDate: String(body.effectiveDate),
      observations: String(body.observations),
      externalReference: typeof body.externalReference === 'string' ? body.externalReference : null,
      taxes: body.taxes as Record<string, unknown>,
      municipalServiceId: id,
      municipalServiceCode: code,
      municipalServiceName: typeof body.municipalServiceName === 'string' ? body.municipalServiceName : (code ?? id!),
    };
    this.invoices.set(invoice.id, invoice);
    return { status: 200, body: publicView(invoice) };
  }

  #list(query: URLSearchParams): StandInReply {
    const reference = query.get('externalReference');
    const data = [...this.invoices.values()].filter((i) => reference === null || i.externalReference === reference).map(publicView);
    return { status: 200, body: { object: 'list', hasMore: false, totalCount: data.length, limit: 10, offset: 0, data } };
  }

  /**
   * The city hall's next step for an invoice, and the webhook Asaas sends for it: an invoice asked to
   * issue goes SYNCHRONIZED, then AUTHORIZED (number, PDF, XML); a cancellation in progress CANCELED.
   * Resolves with the app's answer status.
   */
  async advance(gatewayInvoiceId: string): Promise<number> {
    const invoice = this.#known(gatewayInvoiceId);
    if (invoice.status === 'SCHEDULED' && invoice.authorizeRequested) invoice.status = 'SYNCHRONIZED';
    else if (invoice.status === 'SYNCHRONIZED') {
      invoice.status = 'AUTHORIZED';
      invoice.number = String(this.#sequence + 1000);
      invoice.pdfUrl = `https://www.asaas.com/notafiscal/pdf/${invoice.id}`;
      invoice.xmlUrl = `https://www.asaas.com/notafiscal/xml/${invoice.id}`;
    } else if (invoice.status === 'PROCESSING_CANCELLATION') invoice.status = 'CANCELED';
    else throw new Error(`Stand-in: nothing to advance for ${invoice.id} in ${invoice.status}`);
    return this.#send(EVENTS[invoice.status], invoice);
  }

  /** The city hall refuses the invoice: ERROR with its reason, and INVOICE_ERROR. */
  async fail(gatewayInvoiceId: string, statusDescription: string): Promise<number> {
    const invoice = this.#known(gatewayInvoiceId);
    invoice.status = 'ERROR';
    invoice.statusDescription = statusDescription;
    return this.#send('INVOICE_ERROR', invoice);
  }

  /** The delivery of an event for the invoice as it is now, without sending it (to send it twice, or with a bad token). */
  delivery(event: string, gatewayInvoiceId: string, token = this.#webhook?.token ?? ''): InvoiceDelivery {
    const invoice = this.#known(gatewayInvoiceId);
    const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
    return {
      headers: { 'content-type': 'application/json', [ASAAS_WEBHOOK_HEADER]: token },
      body: JSON.stringify({
        id: `evt_${randomBytes(16).toString('hex')}&${this.#sequence}`,
        event,
        dateCreated: now,
        account: { id: '47ed0d25-f9fb-4b35-b23a-d8895caf92b7', ownerId: null },
        invoice: publicView(invoice),
      }),
    };
  }

  /** POSTs a delivery to the app's webhook endpoint; resolves with the answer status. */
  async post(delivery: InvoiceDelivery): Promise<number> {
    if (!this.#webhook) throw new Error('Stand-in: no webhook configured (webhookTo)');
    const response = await fetch(this.#webhook.url, { method: 'POST', headers: delivery.headers, body: delivery.body });
    await response.text();
    return response.status;
  }

  async #send(event: string, invoice: StoredInvoice): Promise<number> {
    const delivery = this.delivery(event, invoice.id);
    const answer = await this.post(delivery);
    this.deliveries.push({ ...delivery, event, answer });
    return answer;
  }

  #known(gatewayInvoiceId: string): StoredInvoice {
    const invoice = this.invoices.get(gatewayInvoiceId);
    if (!invoice) throw new Error(`Stand-in: no invoice ${gatewayInvoiceId}`);
    return invoice;
  }

  reset(): void {
    this.invoices.clear();
    this.deliveries.length = 0;
    this.municipalServiceCodes.clear();
  }
}

const EVENTS: Record<AsaasStatus, string> = {
  SCHEDULED: 'INVOICE_CREATED',
  SYNCHRONIZED: 'INVOICE_SYNCHRONIZED',
  AUTHORIZED: 'INVOICE_AUTHORIZED',
  PROCESSING_CANCELLATION: 'INVOICE_PROCESSING_CANCELLATION',
  CANCELED: 'INVOICE_CANCELED',
  CANCELLATION_DENIED: 'INVOICE_CANCELLATION_DENIED',
  ERROR: 'INVOICE_ERROR',
};

function publicView(invoice: StoredInvoice): Omit<StoredInvoice, 'authorizeRequested'> {
  const { authorizeRequested: _ignored, ...view } = invoice;
  return view;
}
