import { afterEach, describe, expect, it } from 'vitest';
import { SupplierError } from '@tas/suppliers';
import { CallSignal, fanOut, resetSupplierBreakers } from './fan-out';

type Fake = (signal: AbortSignal) => Promise<string>;
const targets = (teamId: string, suppliers: Record<string, Fake>) =>
  Object.entries(suppliers).map(([provider, supplier]) => ({ provider, scope: { teamId, mode: 'live' as const }, supplier }));
const call = (supplier: Fake, signal: CallSignal) => supplier(signal.signal);

describe('fanOut', () => {
  afterEach(() => {
    delete process.env.SUPPLIER_SEARCH_TIMEOUT_MS;
    delete process.env.SUPPLIER_BREAKER_FAILURES;
    resetSupplierBreakers();
  });

  it('returns each supplier outcome: ok, error, and timeout for one that hangs past its deadline', async () => {
    process.env.SUPPLIER_SEARCH_TIMEOUT_MS = '100';
    let hungSignal: AbortSignal | undefined;
    const outcomes = await fanOut(
      targets('team-a', {
        a: async () => 'A',
        b: async () => {
          throw new SupplierError('down', 'unavailable');
        },
        c: (signal) => {
          hungSignal = signal;
          return new Promise(() => {});
        },
      }),
      call,
    );
    expect(outcomes.map((o) => [o.provider, o.status, o.value])).toEqual([
      ['a', 'ok', 'A'],
      ['b', 'error', undefined],
      ['c', 'timeout', undefined],
    ]);
    expect(outcomes[2]!.ms).toBeGreaterThanOrEqual(90);
    // Given up by a timer: the reason names the supplier and carries no frames to capture or format.
    expect(String((outcomes[2]!.error as Error).stack)).toBe('DeadlineError: c did not answer in time');
    expect(new Error('after').stack).toContain('fan-out.test.ts');
    // The answer comes first; the hung call is aborted on the loop's next turn.
    expect(hungSignal?.aborted).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(hungSignal?.aborted).toBe(true);
    expect(hungSignal?.reason).toBe(outcomes[2]!.error);
  });

  it("gives up on a supplier at its own deadline while the others keep the step's budget", async () => {
    const slow =
      (ms: number): Fake =>
      (signal) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(`after ${ms}`), ms);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason as Error);
          });
        });
    const started = performance.now();
    const [patient, hasty] = await fanOut(
      [
        { provider: 'patient', scope: { teamId: 'team-a', mode: 'live' }, supplier: slow(150) },
        { provider: 'hasty', scope: { teamId: 'team-a', mode: 'live' }, supplier: slow(1_000), timeoutMs: 60 },
      ],
      call,
    );
    expect(patient).toMatchObject({ status: 'ok', value: 'after 150' });
    expect(hasty).toMatchObject({ status: 'timeout' });
    expect(hasty!.ms).toBeGreaterThanOrEqual(55);
    expect(hasty!.ms).toBeLessThan(150);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it("gives up on time at every deadline due at once, however long one search's answer takes to build", async () => {
    const hung = (): Promise<string> => new Promise(() => {});
    const search = async (teamId: string, buildAnswer: () => void) => {
      const [late] = await fanOut([{ provider: 'late', scope: { teamId, mode: 'live' }, supplier: hung, timeoutMs: 50 }], (s) => s());
      buildAnswer();
      return late!;
    };
    const busy = (ms: number) => () => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // The first search's answer takes 80 ms of CPU. The loop is held 70 ms once both deadlines are set, so
    // that both are overdue in the same turn of the loop however busy the machine is.
    const searches = Promise.all([search('team-a', busy(80)), search('team-b', () => undefined)]);
    setImmediate(busy(70));
    const [first, second] = await searches;
    expect(first).toMatchObject({ status: 'timeout' });
    expect(second).toMatchObject({ status: 'timeout' });
    // Before, the second search was given up only after the first one's answer was built (150 ms and more).
    expect(second.ms).toBeLessThan(120);
  });

  it('opens the breaker after repeated failures and skips that supplier for its team only', async () => {
    process.env.SUPPLIER_BREAKER_FAILURES = '2';
    let calls = 0;
    const failing: Fake = async () => {
      calls += 1;
      throw new SupplierError('down', 'unavailable');
    };
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
    const invalid: Fake = async () => {
      throw new SupplierError('bad dates', 'invalid_request');
    };
    await fanOut(targets('team-a', { x: invalid }), call);
    const [again] = await fanOut(targets('team-a', { x: invalid }), call);
    expect(again).toMatchObject({ status: 'error' });
    expect(again?.note).toBeUndefined();
  });

  it.each([
    ['a price change', new SupplierError('Price changed', 'price_changed')],
    ['a rate no longer available', new SupplierError('The rate is no longer available, search again', 'not_found', { status: 409 })],
    ['an expired offer', new SupplierError('Flight offer expired', 'offer_expired', { status: 422 })],
    ['a refused account', new SupplierError('rejected the API key', 'credentials', { status: 401 })],
    ['a spent quota (Hotelbeds 403)', new SupplierError('Hotelbeds quota exceeded', 'unavailable', { status: 403 })],
    ['an airline refusal (Duffel 422)', new SupplierError('Airline refused the request', 'unavailable', { status: 422 })],
    ['an error of our own code', new TypeError('x is undefined')],
  ])('does not count %s against the breaker: the supplier answered', async (_, refusal) => {
    process.env.SUPPLIER_BREAKER_FAILURES = '1';
    let calls = 0;
    const refusing: Fake = async () => {
      calls += 1;
      throw refusal;
    };
    for (let i = 0; i < 3; i += 1) {
      const [outcome] = await fanOut(targets('team-a', { x: refusing }), call);
      expect(outcome).toMatchObject({ status: 'error' });
      expect(outcome?.note).toBeUndefined();
    }
    expect(calls).toBe(3);
  });

  it.each([
    ['a transport failure', new SupplierError('Hotelbeds unreachable', 'unavailable')],
    ['a 5xx', new SupplierError('Duffel error (HTTP 503)', 'unavailable', { status: 503 })],
    ['a malformed 200 answer', new SupplierError('Duffel sent an unreadable answer', 'unavailable', { status: 200 })],
    ['a timeout the adapter saw', new SupplierError('did not answer in time', 'timeout')],
  ])('counts %s against the breaker', async (_, failure) => {
    process.env.SUPPLIER_BREAKER_FAILURES = '1';
    const failing: Fake = async () => {
      throw failure;
    };
    await fanOut(targets('team-a', { x: failing }), call);
    const [skipped] = await fanOut(targets('team-a', { x: failing }), call);
    expect(skipped).toMatchObject({ status: 'error', note: 'circuit_open' });
  });

  it('counts our own deadline passing against the breaker', async () => {
    process.env.SUPPLIER_BREAKER_FAILURES = '1';
    process.env.SUPPLIER_SEARCH_TIMEOUT_MS = '50';
    const hanging: Fake = () => new Promise(() => {});
    const [late] = await fanOut(targets('team-a', { x: hanging }), call);
    expect(late).toMatchObject({ status: 'timeout' });
    const [skipped] = await fanOut(targets('team-a', { x: hanging }), call);
    expect(skipped).toMatchObject({ status: 'error', note: 'circuit_open' });
  });

  it('hands a supplier the signal of an abort that came before the supplier first read it, with its reason', async () => {
    const gone = new AbortController();
    gone.abort(new Error('client gone'));
    let seen: AbortSignal | undefined;
    await fanOut(
      targets('team-a', {
        x: async (signal) => {
          seen = signal;
          return 'x';
        },
      }),
      call,
      { signal: gone.signal },
    );
    expect(seen?.aborted).toBe(true);
    expect((seen?.reason as Error).message).toBe('client gone');
  });
});

describe('CallSignal', () => {
  it('makes one signal, when first read, and aborts it whether it was read before or after the abort', () => {
    const early = new CallSignal();
    const signal = early.signal;
    expect(early.signal).toBe(signal);
    expect(signal.aborted).toBe(false);
    early.abort('deadline');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('deadline');

    const late = new CallSignal();
    late.abort('first');
    late.abort('second');
    expect(late.signal.aborted).toBe(true);
    expect(late.signal.reason).toBe('first');
  });

  it('gives a supplier call whose signal is the same one, read through the call', () => {
    const source = new CallSignal();
    const options = source.withCredentials({ username: 'u', password: 'p' });
    expect(options.credentials).toEqual({ username: 'u', password: 'p' });
    expect(options.signal).toBe(source.signal);
    source.abort('stop');
    expect(options.signal.aborted).toBe(true);
  });
});
