/**
 * Search answers (hotels, flights), kept a few seconds per team and query. The same search repeated at
 * once (a double click, an integrator polling, a second agent) is answered from memory: the suppliers
 * are not asked again, their answers not priced again and, for flights, about a hundred rate tokens
 * not sealed again. Short-lived on purpose: a flight rate token's 30 minutes run from the search that
 * made it, and a hotel's availability moves. Per process; nothing shared depends on it.
 */
import { hash } from 'node:crypto';
import type { SupplierCredentials } from '@tas/suppliers';
import type { Caller } from '../context';
import { teamRatesVersion } from '../exchange/rates-in-force';
import { fromSettings } from '../teams/from-settings';
import type { TeamSettings } from '../teams/settings';

export interface ReusableAnswer {
  /** Every supplier answered: only then is the answer reused (one that failed or timed out is asked again). */
  reusable: boolean;
  /**
   * Kept less than the 30 s when what it was priced at is read again sooner: offers priced abroad, at
   * the team's rates as this process holds them (exchange/rates-in-force.ts).
   */
  keepMs?: number;
}

export const REUSE_MS = 30_000;

interface Entry<A> {
  answer: Promise<A>;
  madeAt: number;
  keepMs: number;
}

export class SearchAnswers<A extends ReusableAnswer> {
  readonly #entries = new Map<string, Entry<A>>();

  /** At most `maxAnswers` are kept, the oldest going first. */
  constructor(private readonly maxAnswers: number) {}

  /** The answer made for this key and still kept, or a new one; concurrent callers share one search. */
  reuse(key: string, nowMs: number, make: () => Promise<A>): Promise<A> {
    const entries = this.#entries;
    const kept = entries.get(key);
    if (kept && nowMs >= kept.madeAt && nowMs - kept.madeAt < kept.keepMs) return kept.answer;
    entries.delete(key);
    const entry: Entry<A> = { answer: make(), madeAt: nowMs, keepMs: REUSE_MS };
    entries.set(key, entry);
    const forget = () => entries.get(key) === entry && entries.delete(key);
    // A failed search, or one a supplier failed in, is forgotten: the next call searches again.
    entry.answer.then((a) => (a.reusable ? (entry.keepMs = Math.min(REUSE_MS, a.keepMs ?? REUSE_MS)) : forget()), forget);
    // Map order is insertion order: the oldest entry goes first.
    while (entries.size > this.maxAnswers) entries.delete(entries.keys().next().value!);
    return entry.answer;
  }
}

/**
 * What every kept answer's key starts with: the team and key mode, a digest of the accounts the search
 * asks (a changed account is asked again; worked out once per settings object, and no secret is kept in
 * a key), and the version of the team's rates (a policy or PTAX saved prices the next search).
 */
export function teamSearchKey(
  caller: Caller,
  settings: TeamSettings,
  search: string,
  accounts: () => readonly { name: string; credentials: SupplierCredentials }[],
): string {
  const digest = fromSettings(settings, `${search}-accounts:${caller.mode}`, () =>
    hash(
      'sha256',
      accounts()
        .map((a) => `${a.name}\n${a.credentials.username}\n${a.credentials.password}\n`)
        .join(''),
      'base64url',
    ),
  );
  return `${caller.teamId}|${caller.mode}|${digest}|${teamRatesVersion(caller.teamId)}`;
}
