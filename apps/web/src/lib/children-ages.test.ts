import { describe, expect, it } from 'vitest';
import { ageLabel, agesFor, withAge } from './children-ages';

describe('children ages in the search forms', () => {
  it('follows the count: keeps the ages there are, adds the default, drops the removed', () => {
    expect(agesFor([], 2, 8)).toEqual([8, 8]);
    expect(agesFor([4, 0], 3, 8)).toEqual([4, 0, 8]);
    expect(agesFor([4, 0, 8], 1, 8)).toEqual([4]);
    expect(agesFor([4], 0, 8)).toEqual([]);
  });

  it('replaces one age and says it in Portuguese', () => {
    expect(withAge([8, 8], 1, 4)).toEqual([8, 4]);
    expect([ageLabel(0), ageLabel(1), ageLabel(4)]).toEqual(['menos de 1 ano', '1 ano', '4 anos']);
  });
});
