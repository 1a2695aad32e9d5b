/**
 * Search answers (hotels, flights), kept a few seconds per team and query. The same search repeated at
 * once (a double click, an integrator polling, a second agent) is answered from memory: the suppliers
 * are not asked again, their answers not priced again and, for flights, about a hundred rate tokens
 * not sealed again. Short-lived on purpose: a flight rate token's 30 minutes run from the search that
 * made it, and a hotel's availability moves. Per process; nothing shared depends on it.
 */
export interface ReusableAnswer {
  /**
   * Only an answer every supplier gave, priced in reais as they came, is reused: a supplier that failed
   * or timed out is asked again, and offers priced abroad are priced at the rates in force again (a policy
   * saved in the panel, a new PTAX: the next search shows them, as prebook checks them).
   */
  reusable: boolean;
}

const REUSE_MS = 30_000;

interface Entry<A> {
  answer: Promise<A>;
  madeAt: number;
}

export class SearchAnswers<A extends ReusableAnswer> {
  readonly #entries = new Map<string, Entry<A>>();

  /** At most `maxAnswers` are kept, the oldest going first. */
  constructor(private readonly maxAnswers: number) {}

  /** The answer made at most 30 s ago for this key, or a new one; concurrent callers share one search. */
  reuse(key: string, nowMs: number, make: () => Promise<A>): Promise<A> {
    const entries = this.#entries;
    const entry = entries.get(key);
    if (entry && nowMs >= entry.madeAt && nowMs - entry.madeAt < REUSE_MS) return entry.answer;
    entries.delete(key);
    const answer = make();
    entries.set(key, { answer, madeAt: nowMs });
    const forget = () => entries.get(key)?.answer === answer && entries.delete(key);
    // A failed search, or one not to reuse, is forgotten: the next call searches again.
    answer.then((a) => a.reusable || forget(), forget);
    // Map order is insertion order: the oldest entry goes first.
    while (entries.size > this.maxAnswers) entries.delete(entries.keys().next().value!);
    return answer;
  }
}
