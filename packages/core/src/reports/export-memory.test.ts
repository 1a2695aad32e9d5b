import { describe, expect, it } from 'vitest';
import { exportCollections, exportReader, ROWS_WORTH_A_COLLECTION } from './export-memory';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the full collection after exports', () => {
  it('runs once the last of the instance’s exports has read its last row, not while another still reads', async () => {
    const before = exportCollections();
    const first = exportReader();
    const second = exportReader();
    first.read(ROWS_WORTH_A_COLLECTION);
    first.done();
    await nextTurn();
    expect(exportCollections()).toBe(before);
    second.read(10);
    second.done();
    second.done();
    await nextTurn();
    expect(exportCollections()).toBe(before + 1);
  });

  it('is skipped when the exports read too few rows to be worth its pause', async () => {
    const before = exportCollections();
    const small = exportReader();
    small.read(ROWS_WORTH_A_COLLECTION - 1);
    small.done();
    await nextTurn();
    expect(exportCollections()).toBe(before);
  });
});
