import { describe, expect, it } from 'vitest';
import { assertCredentials, SANDBOX_CREDENTIALS, simulateLatency } from './call';
import { SupplierError } from './errors';

describe('supplier calls', () => {
  it('accepts the configured account', () => {
    expect(() => assertCredentials({ username: 'sandbox', password: 'sandbox' }, SANDBOX_CREDENTIALS)).not.toThrow();
  });

  it.each([
    ['missing', undefined],
    ['empty password', { username: 'sandbox', password: '' }],
    ['wrong password', { username: 'sandbox', password: 'nope' }],
    ['wrong user', { username: 'other', password: 'sandbox' }],
  ])('rejects %s credentials with kind credentials', (_, credentials) => {
    const error = (() => {
      try {
        assertCredentials(credentials, SANDBOX_CREDENTIALS);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).kind).toBe('credentials');
  });

  it('checks a frozen account it has seen before as strictly as a new one', () => {
    const account = Object.freeze({ username: 'agency', password: 'secret' });
    expect(() => assertCredentials(Object.freeze({ username: 'agency', password: 'secret' }), account)).not.toThrow();
    expect(() => assertCredentials(Object.freeze({ username: 'agency', password: 'secreT' }), account)).toThrow(SupplierError);
    expect(() => assertCredentials(account, Object.freeze({ username: 'agency', password: 'other' }))).toThrow(SupplierError);
  });

  it('waits the configured latency', async () => {
    const start = performance.now();
    await simulateLatency(40);
    expect(performance.now() - start).toBeGreaterThanOrEqual(35);
  });

  it('reads a latency given as a function at each call', async () => {
    let latencyMs = 40;
    const latency = () => latencyMs;
    let start = performance.now();
    await simulateLatency(latency);
    expect(performance.now() - start).toBeGreaterThanOrEqual(35);
    latencyMs = 0;
    start = performance.now();
    await simulateLatency(latency);
    expect(performance.now() - start).toBeLessThan(30);
  });

  it('gives up with kind timeout when the caller aborts', async () => {
    const call = simulateLatency(5_000, { signal: AbortSignal.timeout(20) });
    await expect(call).rejects.toMatchObject({ name: 'SupplierError', kind: 'timeout' });
  });
});
