import type { CardInput, CardSummary } from './card/card';
import type { WebhookHeaders } from './headers';

export type PaymentMethod = 'pix' | 'boleto' | 'credit_card';
export type GatewayName = 'sandbox' | 'asaas';

export interface ChargeCustomer {
  name: string;
  email: string;
  /** Digits only (11 CPF, 14 CNPJ). */
  cpfCnpj?: string;
  phone?: string;
}

/** The contract's `credit_card_holder_info`, camel-cased; some gateways require it for cards. */
export interface CardHolderInfo {
  name: string;
  email: string;
  cpfCnpj: string;
  postalCode: string;
  addressNumber: string;
  phone?: string;
  addressStreet?: string;
  addressComplement?: string;
  addressNeighborhood?: string;
  addressCity?: string;
  addressState?: string;
}

export interface ChargeInput {
  /** Our payment id; gateways echo it back in webhooks. */
  reference: string;
  amountCents: number;
  method: PaymentMethod;
  description: string;
  customer: ChargeCustomer;
  card?: CardInput;
  holderInfo?: CardHolderInfo;
  /** Card only, 1-12; absent means 1. */
  installments?: number;
  /** The payer's IP address; card gateways use it for fraud analysis. */
  remoteIp?: string;
  now: Date;
}

export interface PixCharge {
  /** BR Code (EMV) to copy and paste: the contract's `pix_code`. */
  code: string;
  /** QR code of `code` as base64 PNG data without a data-URL prefix: `pix_qr_code`. */
  qrPngBase64: string;
  expiresAt: Date;
}

export interface BoletoCharge {
  /** 47-digit linha digitável. */
  digitableLine: string;
  /** 44-digit barcode number. */
  barcode: string;
  /** YYYY-MM-DD, Brazilian calendar date. */
  dueDate: string;
  expiresAt: Date;
  /** The gateway's own PDF, when it hosts one; otherwise serve `renderBoletoPdf`. */
  pdfUrl?: string;
}

export interface ChargeResult {
  gatewayChargeId: string;
  status: 'pending' | 'paid';
  pix?: PixCharge;
  boleto?: BoletoCharge;
  card?: CardSummary;
  /** A gateway-hosted payment page, when there is one: the contract's `payment_url`. */
  paymentUrl?: string;
}

export interface RefundResult {
  /** `pending` when the gateway accepted the refund but settles it later. */
  status: 'refunded' | 'pending';
  /**
   * The gateway refused the refund because the charge was refunded before (e.g. our record of an
   * earlier refund was lost): the money is already back, so callers record it as refunded.
   */
  alreadyRefunded?: boolean;
}

/** A charge the gateway holds under one of our references (`ChargeInput.reference`). */
export interface FoundCharge {
  gatewayChargeId: string;
  /** `paid`: money taken, to refund; `pending`: not paid, to void; `closed`: refunded, voided or failed. */
  status: 'paid' | 'pending' | 'closed';
}

export type GatewayEventKind = 'paid' | 'refunded' | 'cancelled' | 'expired' | 'failed' | 'ignored';

/** A verified inbound webhook. Deliveries repeat: deduplicate on `eventId`. */
export interface GatewayEvent {
  eventId: string;
  kind: GatewayEventKind;
  /** The gateway's own event name, for audit. */
  gatewayEventType: string;
  gatewayChargeId: string | null;
  /** Our payment id, as given in `ChargeInput.reference`. */
  reference: string | null;
  amountCents: number | null;
}

/** A webhook delivery ready to be POSTed to the app's webhook endpoint. */
export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Header carrying the team's webhook token: lets the route find the team before parsing. */
  readonly webhookTokenHeader: string;
  supports(method: PaymentMethod): boolean;
  /** Throws PaymentError: declined, invalid_card, invalid_request, unavailable or auth. */
  createCharge(input: ChargeInput): Promise<ChargeResult>;
  /** Returns money of a paid charge; `amountCents` for a partial refund. */
  refund(gatewayChargeId: string, amountCents?: number): Promise<RefundResult>;
  /** Cancels a charge not yet paid (PIX or boleto). */
  voidCharge(gatewayChargeId: string): Promise<void>;
  /**
   * The charges made under `reference` (our payment id): how a charge whose answer never reached our
   * database (the process died between the two) is found again.
   */
  findCharges(reference: string): Promise<FoundCharge[]>;
  /** Verifies the token header against `secret` (PaymentError auth otherwise) and reads the event. */
  parseWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): GatewayEvent;
}
