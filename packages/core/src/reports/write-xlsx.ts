import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SALES_TIME_ZONE } from '../dashboard/period';
import { drained } from './drained';
import type { ReportColumn, ReportSheet } from './columns';

const NUMBER_FORMATS: Partial<Record<ReportColumn<unknown>['kind'], string>> = {
  money: '#,##0.00',
  int: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A spreadsheet has no time zones: an instant is written as São Paulo's wall clock at that instant. */
function saoPauloWallClock(iso: string): Date {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!));
}

function xlsxCell<Row>(column: ReportColumn<Row>, row: Row): string | number | Date | null {
  const value = column.value(row);
  if (value === null) return null;
  if (column.kind === 'date') return new Date(`${value as string}T00:00:00Z`);
  if (column.kind === 'datetime') return saoPauloWallClock(value as string);
  return value;
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (serialised into the zip stream)
 * as soon as it is added, so the workbook is never held whole; typed cells (numbers, dates) with
 * Brazilian display formats.
 */
export async function writeXlsx<Row>(sink: Writable, sheet: ReportSheet<Row>, batches: AsyncIterable<Row[]>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 14,
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) worksheet.addRow(sheet.columns.map((c) => xlsxCell(c, row))).commit();
    // The zip stream writes into the sink; past its buffer, wait until the client has read it.
    if (sink.writableNeedDrain) await drained(sink);
  }
  worksheet.commit();
  await workbook.commit();
}
