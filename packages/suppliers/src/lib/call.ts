import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SupplierError } from './errors';

/** The agency's account at a supplier (stored encrypted per team by core). */
export interface SupplierCredentials {
  username: string;
  password: string;
}

/** Passed with every supplier call: whose account, and a way to give up. */
export interface SupplierCall {
  /** Required by the hotel and online flight suppliers; the offline supplier uses the operator's own. */
  credentials?: SupplierCredentials;
  /** Aborting it makes the pending call fail with kind `timeout`. */
  signal?: AbortSignal;
}

/** The account every sandbox supplier accepts unless told otherwise. */
export const SANDBOX_CREDENTIALS: Readonly<SupplierCredentials> = Object.freeze({
  username: 'sandbox',
  password: 'sandbox',
});

const digest = (value: string) => createHash('sha256').update(value).digest();

// An account's digests, worked out once per frozen credentials object (core hands the same one to every
// search of a team while its settings are cached): four SHA-256 per search were a twentieth of its CPU.
const digests = new WeakMap<SupplierCredentials, { username: Buffer; password: Buffer }>();

function digestsOf(credentials: SupplierCredentials): { username: Buffer; password: Buffer } {
  let known = digests.get(credentials);
  if (!known) {
    known = { username: digest(credentials.username), password: digest(credentials.password) };
    if (Object.isFrozen(credentials)) digests.set(credentials, known);
  }
  return known;
}

// Compared through digests so the check takes the same time whatever the input.
export function assertCredentials(given: SupplierCredentials | undefined, expected: SupplierCredentials): void {
  if (!given || !given.username || !given.password) {
    throw new SupplierError('Supplier credentials missing', 'credentials');
  }
  const theirs = digestsOf(given);
  const ours = digestsOf(expected);
  const userOk = timingSafeEqual(theirs.username, ours.username);
  const passOk = timingSafeEqual(theirs.password, ours.password);
  if (!userOk || !passOk) throw new SupplierError('Supplier rejected the credentials', 'credentials');
}

/** A sandbox's simulated network time in ms: fixed, or read at each call (a setting that may change while it runs). */
export type SandboxLatency = number | (() => number);

/**
 * Simulated network time of a sandbox call; honours the caller's abort signal. With no time to simulate
 * it returns at once without reading the call's signal: a fan-out makes that signal only when read
 * (suppliers/fan-out.ts in core).
 */
export async function simulateLatency(latency: SandboxLatency, call: SupplierCall = {}): Promise<void> {
  const latencyMs = typeof latency === 'function' ? latency() : latency;
  if (latencyMs <= 0) return;
  const signal = call.signal;
  if (signal?.aborted) throw new SupplierError('Supplier call aborted', 'timeout');
  try {
    await sleep(latencyMs, undefined, { signal });
  } catch {
    throw new SupplierError('Supplier call aborted', 'timeout');
  }
}
