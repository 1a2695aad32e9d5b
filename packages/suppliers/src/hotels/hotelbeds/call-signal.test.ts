import { describe, expect, it } from 'vitest';
import { callSignal } from './call-signal';

describe("a Hotelbeds call's signal", () => {
  it("is aborted with the caller's reason when the caller aborts", () => {
    const caller = new AbortController();
    const { signal, done } = callSignal(caller.signal, 60_000);
    const reason = new Error('deadline passed');
    caller.abort(reason);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe(reason);
    done();
  });

  it('is aborted as a timeout when its own limit passes', async () => {
    const { signal, done } = callSignal(undefined, 5);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
    done();
  });

  it('once done, neither the limit nor the caller aborts it', async () => {
    const caller = new AbortController();
    const { signal, done } = callSignal(caller.signal, 5);
    done();
    caller.abort();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(signal.aborted).toBe(false);
  });
});
