/**
 * One Hotelbeds call's signal: aborted by the caller's (a fan-out deadline, a client gone) or when the
 * call's own limit passes. A plain controller and timer, both let go of by `done` once the call is
 * over: AbortSignal.timeout would keep its timer for the whole limit (60 s) after every call, and it
 * and AbortSignal.any build transferable signals, each a measurable cost per search.
 * It only aborts: the call is still awaited to its end, which the transport brings at once on abort.
 * Core's fan-out `withDeadline` has the same controller-and-timer shape for another job: it stops
 * waiting at the deadline whatever the supplier does, and aborts a turn later (see fan-out.ts).
 */
export function callSignal(outer: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outer?.reason);
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out', 'TimeoutError')), timeoutMs);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
