import { describe, expect, it } from 'vitest';
import { AsaasGateway, createPaymentGateway, SandboxGateway } from './index';

describe('createPaymentGateway', () => {
  it('builds the adapter named by a team configuration', () => {
    const sandbox = createPaymentGateway({ gateway: 'sandbox', webhookToken: 'tok' });
    const asaas = createPaymentGateway({ gateway: 'asaas', apiKey: 'key', baseUrl: 'https://api-sandbox.asaas.com', methods: ['pix'] });
    expect(sandbox).toBeInstanceOf(SandboxGateway);
    expect([sandbox.name, sandbox.webhookTokenHeader]).toEqual(['sandbox', 'x-sandbox-webhook-token']);
    expect(asaas).toBeInstanceOf(AsaasGateway);
    expect([asaas.name, asaas.webhookTokenHeader, asaas.supports('boleto')]).toEqual(['asaas', 'asaas-access-token', false]);
  });

  it('refuses a configuration without its secret', () => {
    expect(() => createPaymentGateway({ gateway: 'sandbox', webhookToken: '' })).toThrow();
    expect(() => createPaymentGateway({ gateway: 'asaas', apiKey: '', baseUrl: 'https://api.asaas.com' })).toThrow();
  });
});
