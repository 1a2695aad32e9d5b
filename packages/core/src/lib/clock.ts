/** Injectable time, so expiries (prebook tokens, quote validity) are testable without sleeping. */
let source: () => Date = () => new Date();

export const clock = {
  now: (): Date => source(),
  /** Tests only: freeze or shift time. Returns a function that restores the real clock. */
  set(fn: () => Date): () => void {
    source = fn;
    return () => {
      source = () => new Date();
    };
  },
};

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
