import type { ChargeCustomer, GatewayName } from './port';
import type { WebhookHeaders } from './headers';

/**
 * The agency's service invoice (NFS-e) at a gateway, in our words; the gateway's statuses lower-cased
 * (Asaas: SCHEDULED, SYNCHRONIZED, AUTHORIZED, PROCESSING_CANCELLATION, CANCELED, CANCELLATION_DENIED, ERROR).
 */
export type InvoiceStatus =
  'scheduled' | 'synchronized' | 'authorized' | 'processing_cancellation' | 'cancelled' | 'cancellation_denied' | 'error';

/** Tax rates in percent as decimal strings ("2.5"): the team's settings, sent as the gateway wants them. */
export interface InvoiceTaxes {
  retainIss: boolean;
  iss: string;
  cofins: string;
  csll: string;
  inss: string;
  ir: string;
  pis: string;
}

export interface InvoiceInput {
  /** Our invoice id: the gateway keeps it (externalReference), so a retry finds the invoice instead of making a second. */
  reference: string;
  /** The gateway's charge the sale was paid with, when it was this gateway's; otherwise the invoice is standalone for `customer`. */
  gatewayChargeId: string | null;
  customer: ChargeCustomer;
  valueCents: number;
  serviceDescription: string;
  observations: string;
  /** YYYY-MM-DD. */
  effectiveDate: string;
  municipalServiceId: string | null;
  municipalServiceCode: string | null;
  municipalServiceName: string;
  taxes: InvoiceTaxes;
}

export interface GatewayInvoice {
  gatewayInvoiceId: string;
  status: InvoiceStatus;
  number: string | null;
  pdfUrl: string | null;
  xmlUrl: string | null;
  /** Why the gateway (or the city hall) refused, in its own words (pt-BR at Asaas). */
  statusDescription: string | null;
  /** Our reference, as given in `InvoiceInput.reference`. */
  reference: string | null;
}

/** A verified invoice webhook; deliveries repeat, so deduplicate on `eventId`. */
export interface InvoiceEvent {
  eventId: string;
  gatewayEventType: string;
  invoice: GatewayInvoice;
}

/** Issues NFS-e through a gateway: Asaas' invoices API, or the sandbox's clearly fake notes. */
export interface InvoiceIssuer {
  readonly name: GatewayName;
  /** The invoice, scheduled for `effectiveDate`. Throws PaymentError (invalid_request carries the gateway's reason). */
  schedule(input: InvoiceInput): Promise<GatewayInvoice>;
  /** Issues a scheduled invoice now rather than on its date. */
  authorize(gatewayInvoiceId: string): Promise<GatewayInvoice>;
  cancel(gatewayInvoiceId: string): Promise<GatewayInvoice>;
  get(gatewayInvoiceId: string): Promise<GatewayInvoice>;
  /** The invoice scheduled under our reference, if any: how a schedule whose answer was lost is found again. */
  find(reference: string): Promise<GatewayInvoice | null>;
  /**
   * Reads an invoice event from a webhook delivery whose token the caller has already matched to a
   * team; null when the delivery is about something else (a payment).
   */
  parseWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string): InvoiceEvent | null;
}
