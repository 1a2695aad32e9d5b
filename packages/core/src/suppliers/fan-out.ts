import { setImmediate as nextTurn } from 'node:timers/promises';
import { BrokenCircuitError, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import { isSupplierError } from '@tas/suppliers';
import { logger } from '../lib/logger';
import type { KeyMode } from './key-mode';
import { supplierTimeoutMs, type SupplierStep } from './supplier-call';

/**
 * One call run on several suppliers at once (a hotel or flight search over every enabled supplier):
 * each supplier has its own deadline and AbortSignal (made when read, CallSignal), and a circuit
 * breaker per team, key mode and supplier, so a supplier that keeps failing is skipped for a cool-down instead of making every search
 * wait for it.
 * The caller merges the values and decides what "all failed" means.
 */

export type FanOutStatus = 'ok' | 'timeout' | 'error';

export interface FanOutTarget<S> {
  /** The supplier's name in answers (`sandbox`, `hotelbeds`, ...). */
  provider: string;
  /**
   * Who the breaker is kept for: a team, so one agency's bad account does not skip the supplier for
   * another, and its key mode, so failing test-key calls (the sandbox) do not skip it for live ones.
   */
  scope: { teamId: string; mode: KeyMode };
  supplier: S;
  /** This supplier's own deadline, when it differs from the step's budget (SUPPLIER_SEARCH_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface FanOutOutcome<T> {
  provider: string;
  status: FanOutStatus;
  /** Time this supplier took (0 when its breaker skipped it). */
  ms: number;
  /** Present when status is ok. */
  value?: T;
  /** Why it failed (the supplier's error, or a BrokenCircuitError when skipped). */
  error?: unknown;
  /** `circuit_open` when the supplier was skipped because it failed repeatedly. */
  note?: 'circuit_open';
}

export interface FanOutOptions {
  /** Which budget applies (SUPPLIER_SEARCH_TIMEOUT_MS / SUPPLIER_BOOK_TIMEOUT_MS); default search. */
  step?: SupplierStep;
  /** The caller's own signal (a client gone): aborts every supplier call. */
  signal?: AbortSignal;
}

/** Consecutive failures that open a breaker, and how long it stays open; env for tests and operators. */
function breakerFailures(): number {
  const value = Number(process.env.SUPPLIER_BREAKER_FAILURES);
  return Number.isInteger(value) && value > 0 ? value : 5;
}
function breakerCooldownMs(): number {
  const value = Number(process.env.SUPPLIER_BREAKER_COOLDOWN_MS);
  return Number.isFinite(value) && value > 0 ? value : 30_000;
}

/**
 * Only a supplier that is down or too slow counts against its breaker: our deadline passing, a call it
 * never answered (transport, timeout), a 5xx or an unreadable answer. Whatever it answered on purpose
 * does not: a business refusal (price changed, rate gone, offer expired), a refused account or spent
 * quota (4xx), a request it judged invalid, and an error of our own code. Skipping the supplier would
 * hide those answers without sparing anyone a wait.
 */
function countsAsFailure(error: unknown): boolean {
  if (error instanceof DeadlineError) return true;
  if (!isSupplierError(error)) return false;
  if (error.kind === 'timeout') return true;
  if (error.kind !== 'unavailable') return false;
  const status = error.details.status;
  return status === undefined || status < 400 || status >= 500;
}

const breakers = new Map<string, CircuitBreakerPolicy>();

function breakerFor(scope: FanOutTarget<unknown>['scope'], provider: string): CircuitBreakerPolicy {
  const key = `${scope.teamId}:${scope.mode}:${provider}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = circuitBreaker(handleWhen(countsAsFailure), {
      halfOpenAfter: breakerCooldownMs(),
      breaker: new ConsecutiveBreaker(breakerFailures()),
    });
    breaker.onBreak(() => logger.warn({ ...scope, provider }, 'supplier circuit opened: skipped for a cool-down'));
    breakers.set(key, breaker);
  }
  return breaker;
}

/** Forgets every breaker (tests that change the thresholds). */
export function resetSupplierBreakers(): void {
  breakers.clear();
}

/**
 * The supplier's deadline passed: it may still be running, but nobody waits for it. An expected outcome,
 * raised by a timer, so it carries no stack: its frames would only name the timer, and were captured at
 * every give-up.
 */
export class DeadlineError extends Error {
  constructor(provider: string) {
    const frames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(`${provider} did not answer in time`);
    } finally {
      Error.stackTraceLimit = frames;
    }
    this.name = 'DeadlineError';
  }
}

/** One fan-out's calls given up at their deadlines, and whether every supplier's outcome is in. */
interface GivenUp {
  settled: boolean;
  /** Aborts left for fanOut to run once the answer is built. */
  aborts: (() => void)[];
}

/**
 * A supplier call's AbortSignal, made the first time the call reads it: on Node 20 an AbortController
 * costs about 4 µs (its signal is an EventTarget given another prototype), and most calls never read
 * it (a sandbox answering at once, an answer reused). An abort that comes first is kept, and the signal
 * is then born aborted with its reason.
 */
export class CallSignal {
  #controller: AbortController | undefined;
  #aborted: { reason: unknown } | undefined;

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#aborted.reason);
    }
    return this.#controller.signal;
  }

  abort(reason: unknown): void {
    if (this.#controller) this.#controller.abort(reason);
    else this.#aborted ??= { reason };
  }

  /** A supplier call's options (SupplierCall): the account, and this signal, made only if the supplier reads it. */
  withCredentials<C>(credentials: C): LazySignalCall<C> {
    return new LazySignalCall(credentials, this);
  }
}

/** A supplier call's options whose `signal` is its CallSignal's, read through a getter of the class (one shape for every call). */
class LazySignalCall<C> {
  constructor(
    readonly credentials: C,
    private readonly source: CallSignal,
  ) {}

  get signal(): AbortSignal {
    return this.source.signal;
  }
}

/**
 * Races the call against its deadline, so a supplier that ignores its AbortSignal still cannot hold the answer.
 * Not a signal with a limit (as the Hotelbeds adapter's callSignal, which aborts at its limit and waits for
 * the call to end): at the deadline this stops waiting at once, and the abort comes a turn later.
 */
function withDeadline<T>(
  provider: string,
  timeoutMs: number,
  outer: AbortSignal | undefined,
  run: (call: CallSignal) => Promise<T>,
  givenUp: GivenUp,
): Promise<T> {
  const call = new CallSignal();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new DeadlineError(provider);
      reject(error);
      // Tearing down the call (its request, socket and stream) waits for the next turn: while the other
      // suppliers are still awaited it happens then; once every outcome is in, after the answer is built.
      setImmediate(() => {
        if (givenUp.settled) givenUp.aborts.push(() => call.abort(error));
        else call.abort(error);
      });
    }, timeoutMs);
    const onOuterAbort = () => call.abort(outer?.reason);
    if (outer?.aborted) onOuterAbort();
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    run(call)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onOuterAbort);
      });
  });
}

function isTimeout(error: unknown): boolean {
  return error instanceof DeadlineError || (isSupplierError(error) && error.kind === 'timeout');
}

/**
 * Runs `call` on every target in parallel and returns one outcome per target, in the targets' order.
 * Never throws for a supplier's failure: the outcome says ok, timeout or error.
 */
export async function fanOut<S, T>(
  targets: readonly FanOutTarget<S>[],
  call: (supplier: S, signal: CallSignal, provider: string) => Promise<T>,
  options: FanOutOptions = {},
): Promise<FanOutOutcome<T>[]> {
  const timeoutMs = supplierTimeoutMs(options.step ?? 'search');
  const givenUp: GivenUp = { settled: false, aborts: [] };
  const outcomes = await Promise.all(
    targets.map(async (target): Promise<FanOutOutcome<T>> => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const value = await breakerFor(target.scope, target.provider).execute(() =>
          withDeadline(
            target.provider,
            target.timeoutMs ?? timeoutMs,
            options.signal,
            (signal) => call(target.supplier, signal, target.provider),
            givenUp,
          ),
        );
        return { provider: target.provider, status: 'ok', ms: ms(), value };
      } catch (error) {
        if (error instanceof BrokenCircuitError) return { provider: target.provider, status: 'error', ms: 0, error, note: 'circuit_open' };
        return { provider: target.provider, status: isTimeout(error) ? 'timeout' : 'error', ms: ms(), error };
      }
    }),
  );
  givenUp.settled = true;
  if (outcomes.some((o) => o.error instanceof DeadlineError)) {
    // Ended by a deadline, the rest of this search (merging, pricing and writing its answer) would run
    // inside the timer's callback, and any other search's deadline due in the same instant would wait
    // behind it: on a busy instance those timers stack up. The answer is built in the next turn instead,
    // once every deadline due now has been given up on time; the calls given up are torn down after it.
    await nextTurn();
    setImmediate(() => {
      for (const abort of givenUp.aborts) abort();
    });
  }
  return outcomes;
}
