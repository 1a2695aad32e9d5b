import { describe, expect, it } from 'vitest';
import { REUSE_MS, SearchAnswers, type ReusableAnswer } from './search-answers';

interface Answer extends ReusableAnswer {
  n: number;
}

/** A make() that counts its searches and answers what it is told. */
function searches(answer: Partial<Answer> = {}) {
  let n = 0;
  const make = () => Promise.resolve<Answer>({ reusable: true, ...answer, n: ++n });
  return { make, count: () => n };
}

describe('SearchAnswers', () => {
  it('answers the same key from memory for 30 s, then searches again', async () => {
    const answers = new SearchAnswers<Answer>(8);
    const { make, count } = searches();
    expect((await answers.reuse('k', 0, make)).n).toBe(1);
    expect((await answers.reuse('k', REUSE_MS - 1, make)).n).toBe(1);
    expect((await answers.reuse('other', REUSE_MS - 1, make)).n).toBe(2);
    expect((await answers.reuse('k', REUSE_MS, make)).n).toBe(3);
    expect(count()).toBe(3);
  });

  it('concurrent callers of one key share one search', async () => {
    const answers = new SearchAnswers<Answer>(8);
    const { make, count } = searches();
    const all = await Promise.all([answers.reuse('k', 0, make), answers.reuse('k', 1, make), answers.reuse('k', 2, make)]);
    expect(all.map((a) => a.n)).toEqual([1, 1, 1]);
    expect(count()).toBe(1);
  });

  it('forgets an answer that is not reusable, and a search that failed', async () => {
    const answers = new SearchAnswers<Answer>(8);
    const partial = searches({ reusable: false });
    await answers.reuse('k', 0, partial.make);
    await answers.reuse('k', 1, partial.make);
    expect(partial.count()).toBe(2);
    let calls = 0;
    const failing = () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve<Answer>({ reusable: true, n: calls }));
    await expect(answers.reuse('f', 0, failing)).rejects.toThrow('down');
    expect((await answers.reuse('f', 1, failing)).n).toBe(2);
  });

  it('keeps an answer no longer than its own keepMs, and never past 30 s', async () => {
    const answers = new SearchAnswers<Answer>(8);
    const short = searches({ keepMs: 5_000 });
    await answers.reuse('k', 0, short.make);
    expect((await answers.reuse('k', 4_999, short.make)).n).toBe(1);
    expect((await answers.reuse('k', 5_000, short.make)).n).toBe(2);
    const long = searches({ keepMs: 10 * REUSE_MS });
    await answers.reuse('l', 0, long.make);
    expect((await answers.reuse('l', REUSE_MS, long.make)).n).toBe(2);
  });

  it('keeps at most its number of answers, the oldest going first, and none from a clock gone back', async () => {
    const answers = new SearchAnswers<Answer>(2);
    const { make, count } = searches();
    for (const key of ['a', 'b', 'c']) await answers.reuse(key, 0, make);
    await answers.reuse('c', 1, make);
    await answers.reuse('b', 1, make);
    expect(count()).toBe(3);
    await answers.reuse('a', 1, make);
    expect(count()).toBe(4);
    await answers.reuse('a', 2, make);
    expect(count()).toBe(4);
    // Made at 1: a clock now at 0 went back, and the answer is not trusted.
    await answers.reuse('a', 0, make);
    expect(count()).toBe(5);
  });
});
