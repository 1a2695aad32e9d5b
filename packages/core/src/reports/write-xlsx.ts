import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SALES_TIME_ZONE } from '../dashboard/period';
import { drained } from './drained';
import type { ReportColumn, ReportSheet } from './columns';

const NUMBER_FORMATS: Partial<Record<ReportColumn<unknown>['kind'], string>> = {
  money: '#,##0.00',
  int: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

// A path join, not `new URL(relative, import.meta.url)`: Next's bundler would take the latter for an asset.
const WORKER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'xlsx-worker.mjs');

// The worker's heap is capped: exceljs's garbage is collected within it instead of growing the instance.
const WORKER_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 };

/**
 * XLSX through exceljs's streaming writer on a worker thread (xlsx-worker.mjs): this thread reads
 * the rows and takes each column's value; the worker types the cells (numbers, dates in São Paulo
 * time, Brazilian display formats), builds the XML and the zip, and sends the bytes back as they
 * come. One batch is in the worker at a time, and the next waits until the client has read what was
 * sent, so the file is never held whole.
 */
export async function writeXlsx<Row>(sink: Writable, sheet: ReportSheet<Row>, batches: AsyncIterable<Row[]>): Promise<void> {
  // Reflect.construct, not `new Worker(...)`: Next's bundler takes that for a worker entry to bundle,
  // and fails the build on a computed path.
  const worker = Reflect.construct(Worker, [
    WORKER_FILE,
    {
      workerData: {
        name: sheet.name,
        timeZone: SALES_TIME_ZONE,
        columns: sheet.columns.map((c) => ({ header: c.header, kind: c.kind, width: c.width ?? 14, numFmt: NUMBER_FORMATS[c.kind] })),
      },
      resourceLimits: WORKER_LIMITS,
    },
  ]) as Worker;
  const answers = workerAnswers(worker, sink);
  try {
    for await (const rows of batches) {
      worker.postMessage({ rows: rows.map((row) => sheet.columns.map((c) => c.value(row))) });
      await answers.next();
      if (sink.writableNeedDrain) await drained(sink);
    }
    worker.postMessage({ end: true });
    await answers.next();
    sink.end();
  } finally {
    await worker.terminate();
  }
}

/** The worker's answers in order: its bytes go straight to `sink`; `next()` waits for its next "written" or "done". */
function workerAnswers(worker: Worker, sink: Writable): { next(): Promise<void> } {
  let failure: Error | null = null;
  let waiting: { resolve(): void; reject(error: Error): void } | null = null;
  let answered = 0;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  worker.on('message', (message: { chunk?: Uint8Array; written?: true; done?: true; failed?: string }) => {
    if (message.chunk) {
      if (!sink.destroyed) sink.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    } else if (message.failed) {
      fail(new Error(`xlsx worker: ${message.failed}`));
    } else {
      answered += 1;
      waiting?.resolve();
      waiting = null;
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`xlsx worker exited (${code})`)));
  sink.once('close', () => fail(new Error('report reader gone')));
  let taken = 0;
  return {
    next() {
      taken += 1;
      if (answered >= taken) return Promise.resolve();
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      });
    },
  };
}
