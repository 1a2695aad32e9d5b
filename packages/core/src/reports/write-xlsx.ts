import type { Writable } from 'node:stream';
import { SALES_TIME_ZONE } from '../dashboard/period';
import { drained } from './drained';
import type { ReportColumn, ReportSheet } from './columns';
import { openWorkbookOnWorker } from './xlsx-workbooks';

const NUMBER_FORMATS: Partial<Record<ReportColumn<unknown>['kind'], string>> = {
  money: '#,##0.00',
  int: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** Rows per message to the worker: a few milliseconds of this thread's time each. */
const ROWS_PER_MESSAGE = 250;

/**
 * XLSX through exceljs's streaming writer on the instance's XLSX worker thread (xlsx-workbooks.ts,
 * xlsx-worker.mjs), shared by every export: this thread reads the rows and takes each column's
 * value; the worker types the cells (numbers, dates in São Paulo time, Brazilian display formats),
 * builds the XML and the zip, and sends the bytes back as they come. One batch of this export is in
 * the worker at a time, and the next waits until the client has read what was sent, so the file is
 * never held whole.
 */
export async function writeXlsx<Row>(sink: Writable, sheet: ReportSheet<Row>, batches: AsyncIterable<Row[]>): Promise<void> {
  const workbook = openWorkbookOnWorker(
    {
      name: sheet.name,
      timeZone: SALES_TIME_ZONE,
      columns: sheet.columns.map((c) => ({ header: c.header, kind: c.kind, width: c.width ?? 14, numFmt: NUMBER_FORMATS[c.kind] })),
    },
    (bytes) => {
      if (!sink.destroyed) sink.write(bytes);
    },
  );
  // The reader hanging up drops the workbook, which rejects whatever this export waits for.
  const onClose = () => workbook.abort();
  sink.once('close', onClose);
  try {
    for await (const rows of batches) {
      // A database batch goes across in slices, a turn of the event loop apart: taking each column's
      // value and copying a slice to the worker are short enough that other requests slip in between.
      for (let from = 0; from < rows.length; from += ROWS_PER_MESSAGE) {
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        if (sink.destroyed) throw new Error('report reader gone');
        await workbook.write(rows.slice(from, from + ROWS_PER_MESSAGE).map((row) => sheet.columns.map((c) => c.value(row))));
      }
      if (sink.writableNeedDrain) await drained(sink);
    }
    await workbook.finish();
    sink.end();
  } finally {
    sink.off('close', onClose);
    workbook.abort();
  }
}
