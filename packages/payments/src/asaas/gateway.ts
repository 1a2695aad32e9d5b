import { SealedCard } from '../card/card';
import { checkInstallments } from '../card/installments';
import { addDays, brazilDateOf, endOfBrazilDay, parseBrazilDateTime } from '../brazil-time';
import { PaymentError } from '../errors';
import type { WebhookHeaders } from '../headers';
import { assertAmountCents, centsToReais } from '../money';
import type { ChargeInput, ChargeResult, FoundCharge, GatewayEvent, PaymentGateway, PaymentMethod, RefundResult } from '../port';
import { chargeIdOf, resourcePath } from './charge-id';
import { AsaasHttp } from './http';
import { customerBody, paymentBody } from './requests';
import { ASAAS_WEBHOOK_HEADER, parseAsaasWebhook } from './webhook';

export const ASAAS_PRODUCTION_URL = 'https://api.asaas.com';
export const ASAAS_SANDBOX_URL = 'https://api-sandbox.asaas.com';

export interface AsaasGatewayOptions {
  apiKey: string;
  /** `ASAAS_PRODUCTION_URL`, `ASAAS_SANDBOX_URL` or a test server; `/v3` is added per call. */
  baseUrl: string;
  /** Per HTTP call; default 15 s. */
  timeoutMs?: number;
  /** Methods enabled on the agency's Asaas account; default all three. */
  methods?: readonly PaymentMethod[];
  /** Days from today until a boleto is due; default 3. */
  boletoDueDays?: number;
  userAgent?: string;
  fetch?: typeof fetch;
}

interface AsaasPayment {
  id: string;
  status: string;
  dueDate: string;
  installment?: string | null;
  invoiceUrl?: string | null;
  bankSlipUrl?: string | null;
}

const PAID_STATUSES = new Set(['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH']);
// Not paid yet and still payable: voided rather than refunded.
const OPEN_STATUSES = new Set(['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS']);
const FIND_PAGE = 100;

/** Adapter for the Asaas v3 API (https://docs.asaas.com), one instance per agency account. */
export class AsaasGateway implements PaymentGateway {
  readonly name = 'asaas' as const;
  readonly webhookTokenHeader = ASAAS_WEBHOOK_HEADER;
  readonly #http: AsaasHttp;
  readonly #methods: ReadonlySet<PaymentMethod>;
  readonly #boletoDueDays: number;

  constructor(options: AsaasGatewayOptions) {
    if (!options.apiKey || !options.baseUrl) throw new Error('AsaasGateway needs apiKey and baseUrl');
    this.#http = new AsaasHttp({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs ?? 15_000,
      userAgent: options.userAgent ?? 'tas-payments',
      fetch: options.fetch ?? globalThis.fetch,
    });
    this.#methods = new Set(options.methods ?? ['pix', 'boleto', 'credit_card']);
    this.#boletoDueDays = options.boletoDueDays ?? 3;
  }

  supports(method: PaymentMethod): boolean {
    return this.#methods.has(method);
  }

  async createCharge(input: ChargeInput): Promise<ChargeResult> {
    assertAmountCents(input.amountCents);
    if (!this.supports(input.method)) {
      throw new PaymentError('invalid_request', 'Payment method not enabled', { field: 'method' });
    }
    // Card checks run before any call, so a mistyped number never reaches the gateway.
    let card: SealedCard | undefined;
    let installments = 1;
    if (input.method === 'credit_card') {
      if (!input.card) throw new PaymentError('invalid_request', 'credit_card data is required', { field: 'credit_card' });
      installments = checkInstallments(input.installments);
      card = SealedCard.seal(input.card, input.now);
    }
    const today = brazilDateOf(input.now);
    const dueDate = input.method === 'boleto' ? addDays(today, this.#boletoDueDays) : today;

    const customer = await this.#http.call<{ id: string }>('POST', '/v3/customers', customerBody(input.customer));
    const payment = await this.#http.call<AsaasPayment>(
      'POST',
      '/v3/payments',
      paymentBody({ input, customerId: customer.id, dueDate, card, installments }),
    );
    const base = {
      gatewayChargeId: chargeIdOf(payment),
      status: PAID_STATUSES.has(payment.status) ? ('paid' as const) : ('pending' as const),
      ...(payment.invoiceUrl ? { paymentUrl: payment.invoiceUrl } : {}),
    };
    if (card) return { ...base, card: card.summary };
    try {
      return input.method === 'pix' ? { ...base, pix: await this.#pix(payment) } : { ...base, boleto: await this.#boleto(payment) };
    } catch (error) {
      // The charge exists but cannot be shown to the payer: cancel it rather than leave it open.
      await this.voidCharge(base.gatewayChargeId).catch(() => undefined);
      throw error;
    }
  }

  async #pix(payment: AsaasPayment): Promise<NonNullable<ChargeResult['pix']>> {
    const qr = await this.#http.call<{ encodedImage: string; payload: string; expirationDate: string }>(
      'GET',
      `/v3/payments/${encodeURIComponent(payment.id)}/pixQrCode`,
    );
    return { code: qr.payload, qrPngBase64: qr.encodedImage, expiresAt: parseBrazilDateTime(qr.expirationDate) };
  }

  async #boleto(payment: AsaasPayment): Promise<NonNullable<ChargeResult['boleto']>> {
    const slip = await this.#http.call<{ identificationField: string; barCode: string }>(
      'GET',
      `/v3/payments/${encodeURIComponent(payment.id)}/identificationField`,
    );
    return {
      digitableLine: slip.identificationField,
      barcode: slip.barCode,
      dueDate: payment.dueDate,
      expiresAt: endOfBrazilDay(payment.dueDate),
      ...(payment.bankSlipUrl ? { pdfUrl: payment.bankSlipUrl } : {}),
    };
  }

  async refund(gatewayChargeId: string, amountCents?: number): Promise<RefundResult> {
    if (amountCents !== undefined) assertAmountCents(amountCents);
    const body = amountCents === undefined ? {} : { value: centsToReais(amountCents) };
    let result: { status?: string };
    try {
      result = await this.#http.call<{ status?: string }>('POST', `${resourcePath(gatewayChargeId)}/refund`, body);
    } catch (error) {
      if (
        amountCents === undefined &&
        error instanceof PaymentError &&
        error.kind === 'invalid_request' &&
        (await this.#isRefunded(gatewayChargeId))
      ) {
        return { status: 'refunded', alreadyRefunded: true };
      }
      throw error;
    }
    // Card refunds may settle later (REFUND_REQUESTED / REFUND_IN_PROGRESS).
    return { status: result.status === 'REFUNDED' ? 'refunded' : 'pending' };
  }

  /**
   * Asaas refuses a second refund with a 400 whose code is not documented as such; the charge's own
   * status (GET, documented) tells whether it is because the money was already given back.
   */
  async #isRefunded(gatewayChargeId: string): Promise<boolean> {
    try {
      const charge = await this.#http.call<{ status?: string }>('GET', resourcePath(gatewayChargeId));
      return charge.status === 'REFUNDED';
    } catch {
      return false;
    }
  }

  async voidCharge(gatewayChargeId: string): Promise<void> {
    await this.#http.call('DELETE', resourcePath(gatewayChargeId));
  }

  /**
   * `GET /v3/payments?externalReference=` (documented list filter; deleted charges are not listed).
   * An installment sale lists one payment per month under one charge id: reported once.
   */
  async findCharges(reference: string): Promise<FoundCharge[]> {
    const found = new Map<string, FoundCharge>();
    for (let offset = 0; ; offset += FIND_PAGE) {
      const page = await this.#http.call<{ data?: AsaasPayment[]; hasMore?: boolean }>(
        'GET',
        `/v3/payments?externalReference=${encodeURIComponent(reference)}&offset=${offset}&limit=${FIND_PAGE}`,
      );
      for (const payment of page.data ?? []) {
        const id = chargeIdOf(payment);
        const status = PAID_STATUSES.has(payment.status) ? 'paid' : OPEN_STATUSES.has(payment.status) ? 'pending' : 'closed';
        // One month paid makes the whole installment sale one to refund.
        if (found.get(id)?.status !== 'paid') found.set(id, { gatewayChargeId: id, status });
      }
      if (!page.hasMore || (page.data ?? []).length === 0) return [...found.values()];
    }
  }

  parseWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): GatewayEvent {
    return parseAsaasWebhook(headers, rawBody, secret);
  }
}
