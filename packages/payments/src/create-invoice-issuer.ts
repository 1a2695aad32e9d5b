import type { GatewayConfig } from './create-gateway';
import { AsaasHttp } from './asaas/http';
import { AsaasInvoiceIssuer } from './asaas/invoices/issuer';
import type { InvoiceIssuer } from './invoice-port';
import { SandboxInvoiceIssuer } from './sandbox/invoice-issuer';

/** The NFS-e issuer beside a team's gateway: the same Asaas account, or the sandbox's fake notes. */
export function createInvoiceIssuer(config: GatewayConfig): InvoiceIssuer {
  if (config.gateway === 'sandbox') return new SandboxInvoiceIssuer();
  return new AsaasInvoiceIssuer(
    new AsaasHttp({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      timeoutMs: config.timeoutMs ?? 15_000,
      userAgent: config.userAgent ?? 'tas-payments',
      fetch: config.fetch ?? globalThis.fetch,
    }),
  );
}
