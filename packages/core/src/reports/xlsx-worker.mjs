// The XLSX half of a report export, on a worker thread (write-xlsx.ts starts it): exceljs's XML and
// zip work for 200k rows is tens of seconds of CPU that would otherwise stall every other request of
// the instance. Plain JavaScript, so the same file runs under vitest, tsx and the bundled server.
// It knows no domain: the main thread sends the sheet's layout, then rows of typed cells, batch by batch.
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** @type {{ name: string, timeZone: string, columns: { header: string, kind: string, width: number, numFmt?: string }[] }} */
const sheet = workerData;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: sheet.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A spreadsheet has no time zones: an instant is written as the sales time zone's wall clock at that instant. */
function wallClockOf(/** @type {string} */ iso) {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}

/** A column's value as a typed cell: a day (YYYY-MM-DD) and an instant (ISO) become dates, the rest stays as it is. */
function cellOf(/** @type {unknown} */ value, /** @type {string} */ kind) {
  if (value === null) return null;
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (kind === 'datetime') return wallClockOf(/** @type {string} */ (value));
  return value;
}

// Every piece of the zip goes back to the main thread, which writes it to the response.
const file = new Writable({
  write(chunk, _encoding, callback) {
    // A copy of its own, moved (not cloned) across: a pooled chunk would clone the whole pool.
    const bytes = new Uint8Array(chunk);
    parentPort.postMessage({ chunk: bytes }, [bytes.buffer]);
    callback();
  },
});

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
worksheet.columns = sheet.columns.map((c, i) => ({
  header: c.header,
  key: String(i),
  width: c.width,
  style: c.numFmt ? { numFmt: c.numFmt } : {},
}));
worksheet.getRow(1).font = { bold: true };
worksheet.getRow(1).commit();

parentPort.on('message', (/** @type {{ rows?: unknown[][], end?: true }} */ message) => {
  if (message.rows) {
    for (const row of message.rows) worksheet.addRow(row.map((value, i) => cellOf(value, sheet.columns[i].kind))).commit();
    // One batch at a time: the main thread sends the next when this one is written.
    parentPort.postMessage({ written: true });
    return;
  }
  worksheet.commit();
  // Resolves once the zip has finished writing into `file`: every chunk has been posted before this.
  workbook.commit().then(
    () => parentPort.postMessage({ done: true }),
    (/** @type {Error} */ error) => parentPort.postMessage({ failed: error.message }),
  );
});
