import { SealedCard } from '../card/card';
import { checkInstallments } from '../card/installments';
import { addDays, brazilDateOf, endOfBrazilDay } from '../brazil-time';
import { PaymentError } from '../errors';
import type { WebhookHeaders } from '../headers';
import { assertAmountCents } from '../money';
import type {
  ChargeInput,
  ChargeResult,
  FoundCharge,
  GatewayEvent,
  PaymentGateway,
  PaymentMethod,
  RefundResult,
  WebhookRequest,
} from '../port';
import { buildBoletoNumbers } from './boleto-line';
import { newSandboxChargeId, readSandboxChargeId } from './charge-id';
import { buildPixCharge, type PixMerchant } from './pix';
import { buildSandboxWebhook, parseSandboxWebhook, SANDBOX_WEBHOOK_HEADER } from './webhook';

/** The documented magic card: always declined by the sandbox. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** Not a real bank's code: sandbox boletos must never look payable at a real bank. */
export const SANDBOX_BANK_CODE = '999';

export interface SandboxGatewayOptions {
  /** The team's webhook token: sent by `simulatePayment`, expected by `parseWebhook`. */
  webhookToken: string;
  merchant?: Partial<PixMerchant>;
  /** Days from today until a boleto is due; default 3. */
  boletoDueDays?: number;
}

const DEFAULT_MERCHANT: PixMerchant = {
  name: 'Agencia Sandbox',
  city: 'Sao Paulo',
  pixKey: '123e4567-e12b-12d1-a456-426655440000',
};

/** A gateway for test keys, demos and tests: no network, deterministic rules, real-looking artefacts. */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly webhookTokenHeader = SANDBOX_WEBHOOK_HEADER;
  readonly #token: string;
  readonly #merchant: PixMerchant;
  readonly #boletoDueDays: number;

  constructor(options: SandboxGatewayOptions) {
    if (!options.webhookToken) throw new Error('SandboxGateway needs a webhook token');
    this.#token = options.webhookToken;
    this.#merchant = { ...DEFAULT_MERCHANT, ...options.merchant };
    this.#boletoDueDays = options.boletoDueDays ?? 3;
  }

  supports(method: PaymentMethod): boolean {
    return method === 'pix' || method === 'boleto' || method === 'credit_card';
  }

  async createCharge(input: ChargeInput): Promise<ChargeResult> {
    assertAmountCents(input.amountCents);
    const { id, nonce } = newSandboxChargeId(input.method, input.amountCents, input.reference);
    switch (input.method) {
      case 'pix': {
        const pix = await buildPixCharge({
          merchant: this.#merchant,
          amountCents: input.amountCents,
          txid: `SBX${nonce}`,
          now: input.now,
        });
        return { gatewayChargeId: id, status: 'pending', pix };
      }
      case 'boleto': {
        const dueDate = addDays(brazilDateOf(input.now), this.#boletoDueDays);
        // The nosso número comes from the charge's random nonce: unique per charge, 25 digits.
        const freeField = (BigInt(`0x${nonce}`) % 10n ** 25n).toString().padStart(25, '0');
        const numbers = buildBoletoNumbers({
          bankCode: SANDBOX_BANK_CODE,
          amountCents: input.amountCents,
          dueDate,
          freeField,
        });
        return { gatewayChargeId: id, status: 'pending', boleto: { ...numbers, dueDate, expiresAt: endOfBrazilDay(dueDate) } };
      }
      case 'credit_card':
        return this.#chargeCard(id, input);
      default:
        throw new PaymentError('invalid_request', 'Unsupported payment method', { field: 'method' });
    }
  }

  #chargeCard(id: string, input: ChargeInput): ChargeResult {
    if (!input.card) {
      throw new PaymentError('invalid_request', 'credit_card data is required', { field: 'credit_card' });
    }
    checkInstallments(input.installments);
    const card = SealedCard.seal(input.card, input.now);
    if (card.reveal().number === SANDBOX_DECLINED_CARD) {
      throw new PaymentError('declined', 'Card declined by the issuer');
    }
    return { gatewayChargeId: id, status: 'paid', card: card.summary };
  }

  /** Takes no money, so refunds any part of it; the amount is still checked as a real gateway's would be. */
  async refund(gatewayChargeId: string, amountCents?: number): Promise<RefundResult> {
    readSandboxChargeId(gatewayChargeId);
    if (amountCents !== undefined) assertAmountCents(amountCents);
    return { status: 'refunded' };
  }

  async voidCharge(gatewayChargeId: string): Promise<void> {
    readSandboxChargeId(gatewayChargeId);
  }

  /** The sandbox keeps no charges and takes no money: nothing to find, nothing to give back. */
  async findCharges(): Promise<FoundCharge[]> {
    return [];
  }

  /** The webhook the sandbox "bank" sends when the payer pays; POST it to the app's endpoint. */
  simulatePayment(gatewayChargeId: string, now: Date = new Date()): WebhookRequest {
    const charge = readSandboxChargeId(gatewayChargeId);
    return buildSandboxWebhook({ type: 'charge.paid', gatewayChargeId, charge, token: this.#token, now });
  }

  parseWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): GatewayEvent {
    return parseSandboxWebhook(headers, rawBody, secret);
  }
}
