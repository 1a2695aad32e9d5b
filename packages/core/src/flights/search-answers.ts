/**
 * Flight search answers, kept a few seconds per team and query. The same search repeated at once
 * (a double click, an integrator polling, a second agent) is answered from memory: the suppliers'
 * schedules are not rebuilt and about a hundred rate tokens are not sealed again. Short-lived on
 * purpose: a token's 30 minutes run from the search that made it. Per process; nothing shared
 * depends on it.
 */
export interface SearchAnswer {
  /** `flightGroups` as UTF-8 JSON, rate tokens included. */
  groupsJson: Buffer;
  /** `meta` as UTF-8 JSON (one entry per supplier asked). */
  metaJson: Buffer;
  searchId: string;
  /** Every supplier answered: only then is the answer reused (one that timed out is asked again). */
  complete: boolean;
}

const REUSE_MS = 30_000;
const MAX_ANSWERS = 64;

interface Entry {
  answer: Promise<SearchAnswer>;
  madeAt: number;
}

const entries = new Map<string, Entry>();

/** The answer made at most 30 s ago for this key, or a new one; concurrent callers share one search. */
export function reuseSearchAnswer(key: string, nowMs: number, make: () => Promise<SearchAnswer>): Promise<SearchAnswer> {
  const entry = entries.get(key);
  if (entry && nowMs >= entry.madeAt && nowMs - entry.madeAt < REUSE_MS) return entry.answer;
  entries.delete(key);
  const answer = make();
  entries.set(key, { answer, madeAt: nowMs });
  const forget = () => entries.get(key)?.answer === answer && entries.delete(key);
  // A failed or partial search is not an answer to keep: the next call tries the suppliers again.
  answer.then((a) => a.complete || forget(), forget);
  // Map order is insertion order: the oldest entry goes first.
  while (entries.size > MAX_ANSWERS) entries.delete(entries.keys().next().value!);
  return answer;
}
