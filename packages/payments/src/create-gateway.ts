import { AsaasGateway, type AsaasGatewayOptions } from './asaas/gateway';
import type { PaymentGateway } from './port';
import { SandboxGateway, type SandboxGatewayOptions } from './sandbox/gateway';

/** A team's gateway settings as the core stores them (secrets decrypted). */
export type GatewayConfig = ({ gateway: 'sandbox' } & SandboxGatewayOptions) | ({ gateway: 'asaas' } & AsaasGatewayOptions);

export function createPaymentGateway(config: GatewayConfig): PaymentGateway {
  const { gateway, ...options } = config;
  return gateway === 'sandbox' ? new SandboxGateway(options as SandboxGatewayOptions) : new AsaasGateway(options as AsaasGatewayOptions);
}
