import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { drained } from './drained';
import type { ReportColumn, ReportSheet } from './columns';

/** CSV cells as integrators read them: ISO dates, empty for null; numbers stay numbers (formatted by `cast`). */
function csvCell<Row>(column: ReportColumn<Row>, row: Row): string | number {
  return column.value(row) ?? '';
}

/**
 * RFC 4180 CSV with a UTF-8 byte-order mark (Excel then reads the accents right), written batch by
 * batch: when the socket is slower than the database, the next batch waits for it to drain.
 */
export async function writeCsv<Row>(sink: Writable, sheet: ReportSheet<Row>, batches: AsyncIterable<Row[]>): Promise<void> {
  const csv = stringify({
    bom: true,
    header: true,
    columns: sheet.columns.map((c) => c.header),
    // OWASP "CSV Injection": text starting with = + - @, tab or CR gets a leading single quote so a
    // spreadsheet shows it instead of running it; a number (a negative amount) is left as it is.
    escape_formulas: true,
    // Amounts with a dot and two places.
    cast: { number: (value, context) => (sheet.columns[context.index]?.kind === 'money' ? value.toFixed(2) : String(value)) },
  });
  const piped = pipeline(csv, sink);
  // Observed from the start: a reader that hangs up rejects it while rows are still being read (awaited below).
  piped.catch(() => undefined);
  try {
    for await (const rows of batches) {
      for (const row of rows) {
        if (!csv.write(sheet.columns.map((c) => csvCell(c, row)))) await drained(csv);
      }
    }
    csv.end();
  } catch (error) {
    csv.destroy(error as Error);
  }
  await piped;
}
