import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../core/src/outbound-webhooks/signature';
import { verifyWebhookSignature } from './index';

const secret = 'whsec_0123456789abcdefABCDEF0123456789';
const body = JSON.stringify({ id: 'evt_1', type: 'payment.paid', data: { amount: 10 } });
const now = 1_800_000_000;

describe('verifyWebhookSignature (against the server’s own signer)', () => {
  it('accepts what the server signs', () => {
    expect(verifyWebhookSignature(secret, body, signWebhook(secret, body, now), { now })).toBe(true);
  });

  it('tolerates clock skew within the tolerance, either way', () => {
    expect(verifyWebhookSignature(secret, body, signWebhook(secret, body, now - 299), { now })).toBe(true);
    expect(verifyWebhookSignature(secret, body, signWebhook(secret, body, now + 299), { now })).toBe(true);
    expect(verifyWebhookSignature(secret, body, signWebhook(secret, body, now - 30), { now, toleranceSeconds: 60 })).toBe(true);
  });

  it('refuses an old (replayed) or far-future signature', () => {
    expect(verifyWebhookSignature(secret, body, signWebhook(secret, body, now - 301), { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, signWebhook(secret, body, now + 301), { now })).toBe(false);
  });

  it('refuses another body, another secret, or a moved timestamp', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, body + ' ', header, { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_other', body, header, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, header.replace(`t=${now}`, `t=${now + 1}`), { now })).toBe(false);
  });

  it.each([undefined, null, '', 'v1=abc', `t=${now}`, `t=${now},v1=zz`, `t=x,v1=00`])('refuses a malformed header %s', (header) => {
    expect(verifyWebhookSignature(secret, body, header, { now })).toBe(false);
  });

  it('accepts when any of several v1 values matches (secret rotation)', () => {
    const header = signWebhook(secret, body, now);
    const other = signWebhook('whsec_old', body, now).split(',')[1];
    expect(verifyWebhookSignature(secret, body, `${header.split(',')[0]},${other},${header.split(',')[1]}`, { now })).toBe(true);
  });
});
