export type {
  BoletoCharge,
  CardHolderInfo,
  ChargeCustomer,
  ChargeInput,
  ChargeResult,
  FoundCharge,
  GatewayEvent,
  GatewayEventKind,
  GatewayName,
  PaymentGateway,
  PaymentMethod,
  PixCharge,
  RefundResult,
  WebhookRequest,
} from './port';
export { PaymentError, isPaymentError, redactCardNumbers, type PaymentErrorKind } from './errors';
export { SealedCard, type CardInput, type CardSummary } from './card/card';
export type { WebhookHeaders } from './headers';
export { createPaymentGateway, type GatewayConfig } from './create-gateway';
export { SandboxGateway, SANDBOX_DECLINED_CARD, type SandboxGatewayOptions } from './sandbox/gateway';
export { SANDBOX_WEBHOOK_HEADER } from './sandbox/webhook';
export { renderBoletoPdf, type BoletoDocument } from './sandbox/boleto-pdf';
export { AsaasGateway, ASAAS_PRODUCTION_URL, ASAAS_SANDBOX_URL, type AsaasGatewayOptions } from './asaas/gateway';
export { ASAAS_WEBHOOK_HEADER } from './asaas/webhook';
export type { GatewayInvoice, InvoiceEvent, InvoiceInput, InvoiceIssuer, InvoiceStatus, InvoiceTaxes } from './invoice-port';
export { createInvoiceIssuer } from './create-invoice-issuer';
export { AsaasInvoicesStandIn } from './asaas/invoices/stand-in';
