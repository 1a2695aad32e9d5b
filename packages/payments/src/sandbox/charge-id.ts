import { randomBytes } from 'node:crypto';
import { PaymentError } from '../errors';
import type { PaymentMethod } from '../port';

/**
 * Sandbox charge ids carry what a later webhook needs
 * (`sbx.<method>.<nonce>.<amountCents>.<base64url reference>`), so simulating a payment needs
 * no memory: any app instance, even after a restart, can do it.
 */
export interface SandboxChargeRef {
  method: PaymentMethod;
  /** 20 hex characters; doubles as the PIX txid and the boleto's nosso número. */
  nonce: string;
  amountCents: number;
  reference: string;
}

const METHODS: readonly PaymentMethod[] = ['pix', 'boleto', 'credit_card'];

export function newSandboxChargeId(method: PaymentMethod, amountCents: number, reference: string): { id: string; nonce: string } {
  const nonce = randomBytes(10).toString('hex');
  const encoded = Buffer.from(reference, 'utf8').toString('base64url');
  return { id: `sbx.${method}.${nonce}.${amountCents}.${encoded}`, nonce };
}

export function readSandboxChargeId(gatewayChargeId: string): SandboxChargeRef {
  const [prefix, method, nonce, amount, encoded, ...rest] = gatewayChargeId.split('.');
  const known = METHODS.find((m) => m === method);
  const wellFormed = prefix === 'sbx' && known && /^[0-9a-f]{20}$/.test(nonce ?? '') && /^[1-9]\d*$/.test(amount ?? '');
  if (!wellFormed || !known || !nonce || !encoded || rest.length > 0) {
    throw new PaymentError('invalid_request', 'Unknown sandbox charge', { field: 'gatewayChargeId' });
  }
  const reference = Buffer.from(encoded, 'base64url').toString('utf8');
  return { method: known, nonce, amountCents: Number(amount), reference };
}
