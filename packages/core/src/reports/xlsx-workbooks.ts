import { access } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the worker needs to lay out a sheet: no domain, only headers, cell kinds and display formats. */
export interface WorkbookLayout {
  name: string;
  timeZone: string;
  columns: { header: string; kind: string; width: number; numFmt?: string }[];
}

/** One export's workbook on the shared worker. */
export interface WorkbookOnWorker {
  /** Sends one batch of cells; resolves when the worker has written it (the zip's bytes follow as they come). */
  write(rows: unknown[][]): Promise<void>;
  /** Closes the workbook; resolves once its last byte has been handed to `onBytes`. */
  finish(): Promise<void>;
  /** Drops the workbook (its reader left or its rows failed); safe after `finish`. */
  abort(): void;
}

// A path join, not `new URL(relative, import.meta.url)`: Next's bundler would take the latter for an asset.
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'xlsx-worker.mjs');

// The worker's heap is capped: exceljs's garbage is collected within it instead of growing the
// instance. Each open workbook holds one batch and its zip's buffers, a few MB.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 4 };

interface Pending {
  onBytes(bytes: Buffer): void;
  settle(error?: Error): void;
}

interface Shared {
  worker: Worker | null;
  books: Map<number, Pending>;
  nextId: number;
  started: number;
  /** The most XML bytes any batch found still waiting for the compressor (-1: none could be read). */
  largestUnzipped: number;
}

// The REST facade and Next's panel routes each load their own copy of this module in one process:
// the worker lives on globalThis so every export of the instance shares the one thread.
const shared = ((globalThis as Record<symbol, unknown>)[Symbol.for('tas.xlsxWorker')] ??= {
  worker: null,
  books: new Map(),
  nextId: 1,
  started: 0,
  largestUnzipped: 0,
}) as Shared;

/** How many XLSX worker threads this process has started so far (tests: every export shares one). */
export function xlsxWorkersStarted(): number {
  return shared.started;
}

/** The most XML (bytes) a batch has found waiting for the zip's compressor in this process: the tests' bound on it. */
export function largestUnzippedBacklog(): number {
  return shared.largestUnzipped;
}

/** Whether the shared worker is running now (it stops when its last workbook closes, giving its memory back). */
export function xlsxWorkerRunning(): boolean {
  return shared.worker !== null;
}

function failAll(error: Error) {
  const books = [...shared.books.values()];
  shared.books.clear();
  for (const book of books) book.settle(error);
}

function startWorker(): Worker {
  // libuv's threads (zlib for the zip, fs) start on their first use, with the nice value of the thread
  // that first uses them: made sure to be this one, not the worker, which lowers its own priority.
  access(WORKER_FILE, () => undefined);
  // Reflect.construct, not `new Worker(...)`: Next's bundler takes that for a worker entry to bundle,
  // and fails the build on a computed path.
  const worker = Reflect.construct(Worker, [WORKER_FILE, { resourceLimits: WORKER_LIMITS }]) as Worker;
  shared.started += 1;
  worker.on('message', (message: { id: number; chunk?: Uint8Array; written?: true; unzipped?: number; done?: true; failed?: string }) => {
    // -1: exceljs's streams were not as expected, so nothing bounds the backlog; the tests fail on it.
    if (message.unzipped !== undefined)
      shared.largestUnzipped = message.unzipped < 0 ? Infinity : Math.max(shared.largestUnzipped, message.unzipped);
    const book = shared.books.get(message.id);
    if (!book) return;
    if (message.chunk) book.onBytes(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if (message.failed) book.settle(new Error(`xlsx worker: ${message.failed}`));
    else book.settle();
  });
  // Only the running worker's end fails the open workbooks: one stopped when idle held none, and
  // exits while the next export's worker already serves.
  const gone = (error: Error) => {
    if (shared.worker !== worker) return;
    shared.worker = null;
    failAll(error);
  };
  worker.on('error', gone);
  worker.on('exit', (code) => gone(new Error(`xlsx worker exited (${code})`)));
  return worker;
}

/** Stops the worker once no workbook is open, so an instance that exports rarely holds no second heap. */
function stopIfIdle() {
  if (shared.books.size > 0 || !shared.worker) return;
  const worker = shared.worker;
  shared.worker = null;
  void worker.terminate();
}

/**
 * Opens a workbook on the instance's one XLSX worker (started if none runs). Each export keeps one
 * request outstanding (a batch, or the final commit), so the worker takes the open exports' batches
 * in turn and one thread serves them all.
 */
export function openWorkbookOnWorker(layout: WorkbookLayout, onBytes: (bytes: Buffer) => void): WorkbookOnWorker {
  const worker = (shared.worker ??= startWorker());
  const id = shared.nextId++;
  let failure: Error | null = null;
  let waiting: { resolve(): void; reject(error: Error): void } | null = null;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    shared.books.delete(id);
    stopIfIdle();
  };
  shared.books.set(id, {
    onBytes,
    settle(error) {
      if (error) {
        failure ??= error;
        close();
      }
      const w = waiting;
      waiting = null;
      if (error) w?.reject(error);
      else w?.resolve();
    },
  });
  worker.postMessage({ id, open: layout });
  const ask = (message: object): Promise<void> => {
    if (failure) return Promise.reject(failure);
    if (closed) return Promise.reject(new Error('xlsx workbook closed'));
    return new Promise((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage({ id, ...message });
    });
  };
  return {
    write: (rows) => ask({ rows }),
    async finish() {
      try {
        await ask({ end: true });
      } finally {
        close();
      }
    },
    abort() {
      if (closed) return;
      if (shared.worker === worker) worker.postMessage({ id, abort: true });
      // Whatever this export waits for fails now, so it stops reading the database.
      shared.books.get(id)?.settle(new Error('report reader gone'));
    },
  };
}
