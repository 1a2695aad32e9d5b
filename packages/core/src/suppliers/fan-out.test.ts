import { afterEach, describe, expect, it } from 'vitest';
import { SupplierError } from '@tas/suppliers';
import { fanOut, resetSupplierBreakers } from './fan-out';

type Fake = (signal: AbortSignal) => Promise<string>;
const targets = (scope: string, suppliers: Record<string, Fake>) =>
  Object.entries(suppliers).map(([provider, supplier]) => ({ provider, scope, supplier }));
const call = (supplier: Fake, signal: AbortSignal) => supplier(signal);

describe('fanOut', () => {
  afterEach(() => {
    delete process.env.SUPPLIER_SEARCH_TIMEOUT_MS;
    delete process.env.SUPPLIER_BREAKER_FAILURES;
    resetSupplierBreakers();
  });

  it('returns each supplier outcome: ok, error, and timeout for one that hangs past its deadline', async () => {
    process.env.SUPPLIER_SEARCH_TIMEOUT_MS = '100';
    let hungSignal: AbortSignal | undefined;
    const outcomes = await fanOut(targets('team-a', {
      a: async () => 'A',
      b: async () => { throw new SupplierError('down', 'unavailable'); },
      c: (signal) => { hungSignal = signal; return new Promise(() => {}); },
    }), call);
    expect(outcomes.map((o) => [o.provider, o.status, o.value])).toEqual([['a', 'ok', 'A'], ['b', 'error', undefined], ['c', 'timeout', undefined]]);
    expect(outcomes[2]!.ms).toBeGreaterThanOrEqual(90);
    expect(hungSignal?.aborted).toBe(true);
  });

  it('opens the breaker after repeated failures and skips that supplier for its team only', async () => {
    process.env.SUPPLIER_BREAKER_FAILURES = '2';
    let calls = 0;
    const failing: Fake = async () => { calls += 1; throw new SupplierError('down', 'unavailable'); };
    for (let i = 0; i < 2; i += 1) await fanOut(targets('team-a', { x: failing }), call);
    const [skipped] = await fanOut(targets('team-a', { x: failing }), call);
    expect(skipped).toMatchObject({ status: 'error', note: 'circuit_open', ms: 0 });
    expect(calls).toBe(2);
    const [other] = await fanOut(targets('team-b', { x: failing }), call);
    expect(other?.note).toBeUndefined();
    expect(calls).toBe(3);
  });

  it('does not count a request the supplier judged invalid against its breaker', async () => {
    process.env.SUPPLIER_BREAKER_FAILURES = '1';
    const invalid: Fake = async () => { throw new SupplierError('bad dates', 'invalid_request'); };
    await fanOut(targets('team-a', { x: invalid }), call);
    const [again] = await fanOut(targets('team-a', { x: invalid }), call);
    expect(again).toMatchObject({ status: 'error' });
    expect(again?.note).toBeUndefined();
  });
});
