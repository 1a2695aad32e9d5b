/**
 * The network time the sandbox suppliers add to every call (SANDBOX_LATENCY_MS, default 0). Read at
 * each call, not at start: demos and tests change it while the process runs.
 */
export function sandboxLatencyMs(): number {
  return Math.max(0, Number(process.env.SANDBOX_LATENCY_MS ?? 0) || 0);
}
