import { describe, expect, it, vi } from 'vitest';
import { isPrivateAddress, reachesPrivateAddress } from './private-address';
import { isAllowedWebhookUrl } from './schemas';

describe('webhook destinations in production', () => {
  it.each([
    '10.1.2.3',
    '127.0.0.1',
    '169.254.169.254',
    '172.20.0.1',
    '192.168.0.10',
    '100.64.0.1',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '[::1]',
  ])('%s is a private address', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '200.147.3.157', '2001:4860:4860::8888', 'hooks.example.com'])('%s is not', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('URLs naming a private address or this machine are refused; public https is accepted', () => {
    for (const url of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://localhost/hook',
      'http://localhost:3000/hook',
    ]) {
      expect(isAllowedWebhookUrl(url, true), url).toBe(false);
    }
    expect(isAllowedWebhookUrl('https://erp.agencia.com.br/hooks', true)).toBe(true);
    expect(isAllowedWebhookUrl('http://localhost:3000/hook', false)).toBe(true);
  });

  it('a host name that resolves to loopback reaches a private address', async () => {
    expect(await reachesPrivateAddress('localhost')).toBe(true);
    expect(await reachesPrivateAddress('127.0.0.1')).toBe(true);
  });
});

describe('ALLOW_PRIVATE_TARGETS', () => {
  it('in production, lets a receiver on this machine register only when the installation says so', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(isAllowedWebhookUrl('http://127.0.0.1:3411/hooks')).toBe(false);
      vi.stubEnv('ALLOW_PRIVATE_TARGETS', '1');
      expect(isAllowedWebhookUrl('http://127.0.0.1:3411/hooks')).toBe(true);
      // Still no plain http to the internet.
      expect(isAllowedWebhookUrl('http://hooks.example.com/x')).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
