// The XLSX half of every report export of this instance, on one worker thread (xlsx-workbooks.ts
// starts it and shares it): exceljs's XML and zip work for 200k rows is tens of seconds of CPU that
// would otherwise stall every other request, and one thread for all exports keeps that CPU and its
// memory to one core and one heap however many run at once. Plain JavaScript, so the same file runs
// under vitest, tsx and the bundled server. It knows no domain: the main thread opens a workbook with
// the sheet's layout, then sends rows of typed cells batch by batch, each message naming its workbook.
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** Nice value of this thread: 0 is normal, 19 the lowest; at 10 a busy thread of the instance gets about 9 times its CPU. */
const XLSX_THREAD_NICE = 10;

// A report is background work: this thread yields the CPU to the requests the instance answers
// meanwhile. On Linux a thread's nice value is its own (setpriority on the calling thread), so only
// this thread is lowered; elsewhere it would lower the whole process, so it is left alone there.
if (process.platform === 'linux') {
  try {
    setPriority(XLSX_THREAD_NICE);
  } catch {
    // Not allowed here (a sandbox): the exports simply run at the instance's priority.
  }
}

/** @typedef {{ name: string, timeZone: string, columns: { header: string, kind: string, width: number, numFmt?: string }[] }} Layout */

/** One formatter per time zone: building one costs more than a thousand rows of formatting. */
const wallClocks = new Map();

/** A spreadsheet has no time zones: an instant is written as the sales time zone's wall clock at that instant. */
function wallClockOf(/** @type {string} */ iso, /** @type {string} */ timeZone) {
  let wallClock = wallClocks.get(timeZone);
  if (!wallClock) {
    wallClock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, wallClock);
  }
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(iso)).map((/** @type {Intl.DateTimeFormatPart} */ p) => [p.type, p.value]),
  );
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}

/** A column's value as a typed cell: a day (YYYY-MM-DD) and an instant (ISO) become dates, the rest stays as it is. */
function cellOf(/** @type {unknown} */ value, /** @type {string} */ kind, /** @type {string} */ timeZone) {
  if (value === null) return null;
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (kind === 'datetime') return wallClockOf(/** @type {string} */ (value), timeZone);
  return value;
}

/**
 * Calls back once the sheet's XML written so far has gone into the zip's compressor, with how many
 * bytes still waited for it when called (the tests read it). exceljs writes a sheet's rows into a
 * stream that feeds the compressor without ever waiting for it, and the compressor (zlib on libuv's
 * threads) is slower than the XML: unchecked, a 200k-row sheet's 140 MB of XML waits in memory.
 */
function whenZipped(/** @type {any} */ worksheet, /** @type {(unzipped: number) => void} */ done, tries = 0) {
  // exceljs 4's StreamBuf hands its 64 KB pieces to the zip entry's stream (`pipes`), a Writable.
  const entry = worksheet.stream?.pipes?.[0];
  const state = entry?._writableState;
  if (!state) {
    // The zip has not opened the sheet's entry yet (the sheet's stream holds the XML meanwhile).
    if (tries < 100) setImmediate(() => whenZipped(worksheet, done, tries + 1));
    else done(-1);
    return;
  }
  const unzipped = state.length;
  if (unzipped === 0 || !state.needDrain) return done(unzipped);
  entry.once('drain', () => done(unzipped));
}

/** The workbooks being written, by the id the main thread gave each. */
const open = new Map();

function openWorkbook(/** @type {number} */ id, /** @type {Layout} */ layout) {
  // Every piece of the zip goes back to the main thread, which writes it to that export's response.
  const file = new Writable({
    write(chunk, _encoding, callback) {
      // A copy of its own, moved (not cloned) across: a pooled chunk would clone the whole pool.
      const bytes = new Uint8Array(chunk);
      if (open.has(id)) parentPort.postMessage({ id, chunk: bytes }, [bytes.buffer]);
      callback();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = layout.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  open.set(id, { layout, workbook, worksheet });
}

/** @param {{ id: number, open?: Layout, rows?: unknown[][], end?: true, abort?: true }} message */
function handle(message) {
  const { id } = message;
  if (message.open) return openWorkbook(id, message.open);
  const book = open.get(id);
  // An export whose reader left: what it had sent is dropped with it.
  if (message.abort || !book) return open.delete(id);
  const { layout, workbook, worksheet } = book;
  if (message.rows) {
    for (const row of message.rows)
      worksheet.addRow(row.map((value, i) => cellOf(value, layout.columns[i].kind, layout.timeZone))).commit();
    // One batch per export at a time: the main thread sends that export's next when this one is
    // written and zipped, so no export's XML piles up ahead of its compression.
    whenZipped(worksheet, (unzipped) => open.has(id) && parentPort.postMessage({ id, written: true, unzipped }));
    return;
  }
  worksheet.commit();
  // Resolves once the zip has finished writing into `file`: every chunk has been posted before this.
  workbook.commit().then(
    () => {
      open.delete(id);
      parentPort.postMessage({ id, done: true });
    },
    (/** @type {Error} */ error) => {
      open.delete(id);
      parentPort.postMessage({ id, failed: error.message });
    },
  );
}

parentPort.on('message', (message) => {
  try {
    handle(message);
  } catch (error) {
    // One export's failure is that export's alone: the others on this thread go on.
    open.delete(message.id);
    parentPort.postMessage({ id: message.id, failed: /** @type {Error} */ (error).message });
  }
});
