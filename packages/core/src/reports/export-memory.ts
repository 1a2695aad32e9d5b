import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// An export's rows outlive several young-generation collections (each batch waits for the XLSX
// worker or the socket), so V8 promotes them: 200k rows leave tens of MB of dead rows in the old
// generation, and V8 gives that back only when the old generation next fills or when its memory
// reducer notices the quiet, 15 to 25 s later (measured). Meanwhile the instance sits 40-60 MB above
// what it needs. A few full collections once the instance's last export has read its last row give
// it back at once, for a few pauses of the main thread (tens of ms each) per wave of large exports.

/** Rows read since the last collection below which one is not worth its pause (small exports leave little). */
export const ROWS_WORTH_A_COLLECTION = 20_000;

interface Readers {
  reading: number;
  rowsSinceCollection: number;
  collections: number;
}

// The REST facade and Next's panel routes each load their own copy of this module in one process:
// the count lives on globalThis so the last reader of either sees the other's.
const readers = ((globalThis as Record<symbol, unknown>)[Symbol.for('tas.exportReaders')] ??= {
  reading: 0,
  rowsSinceCollection: 0,
  collections: 0,
}) as Readers;

let collectGarbage: (() => void) | null = null;

/** Collections per wave of exports: each gives back at most a few MB of fragmented pages. */
const COLLECTIONS_PER_WAVE = 4;

/** V8's own full collection: node has no API for it but the `gc` function the flag puts in new contexts. */
function fullCollection() {
  if (!collectGarbage) {
    setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc') as () => void;
  }
  // A plain full collection frees the dead rows but leaves resident most of the pages they were
  // spread over. Optimizing for size, it also moves the survivors of the most fragmented pages
  // together (a few MB at a time, so the copies never add much) and releases those pages.
  setFlagsFromString('--optimize-for-size');
  try {
    collectGarbage();
  } finally {
    setFlagsFromString('--no-optimize-for-size');
  }
}

/** A few collections, each in a turn of its own so the requests waiting meanwhile are answered in between. */
function collectionsInTurns(left: number) {
  if (left === 0 || readers.reading > 0) return;
  fullCollection();
  setImmediate(() => collectionsInTurns(left - 1));
}

/** How many waves of post-export collections this process has started (tests). */
export function exportCollections(): number {
  return readers.collections;
}

/** One export reading its rows: count each batch with `read`, and call `done` once it has read its last (safe twice). */
export function exportReader(): { read(rows: number): void; done(): void } {
  readers.reading += 1;
  let finished = false;
  return {
    read(rows) {
      readers.rowsSinceCollection += rows;
    },
    done() {
      if (finished) return;
      finished = true;
      readers.reading -= 1;
      if (readers.reading > 0) return;
      // After the current turn, so the reader's own last batch is dead by then.
      setImmediate(() => {
        if (readers.reading > 0 || readers.rowsSinceCollection < ROWS_WORTH_A_COLLECTION) return;
        readers.rowsSinceCollection = 0;
        readers.collections += 1;
        collectionsInTurns(COLLECTIONS_PER_WAVE);
      });
    },
  };
}
