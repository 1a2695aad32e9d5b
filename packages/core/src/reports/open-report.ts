import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Db } from '@tas/db';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { salesDay } from '../dashboard/period';
import { PAYABLES_SHEET, payableReportBatches, RECEIVABLES_SHEET, receivableReportBatches } from '../finance/ledger-reports';
import { ZLedgerReportQuery } from '../finance/schemas';
import { bookingReportBatches, BOOKINGS_SHEET } from './bookings-report';
import type { ReportSheet } from './columns';
import { paymentReportBatches, PAYMENTS_SHEET } from './payments-report';
import { holdExport } from './hold-export';
import { ZBookingsReportQuery, ZPaymentsReportQuery } from './schemas';
import { writeCsv } from './write-csv';
import { writeXlsx } from './write-xlsx';

export const REPORT_KINDS = ['bookings', 'payments', 'receivables', 'payables'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report with its query checked: what it is called, its format, and how to write it (lazily). */
interface PreparedReport {
  name: string;
  format: 'csv' | 'xlsx';
  write: (sink: Writable) => Promise<void>;
}

function prepared<Row>(sheet: ReportSheet<Row>, format: 'csv' | 'xlsx', batches: AsyncIterable<Row[]>): PreparedReport {
  return {
    name: sheet.name,
    format,
    write: (sink) => (format === 'csv' ? writeCsv(sink, sheet, batches) : writeXlsx(sink, sheet, batches)),
  };
}

// Each query parse throws a ZodError on bad filters; the batches read nothing until written.
const REPORTS: Record<ReportKind, (db: Db, teamId: string, input: Record<string, unknown>) => PreparedReport> = {
  bookings: (db, teamId, input) => {
    const query = ZBookingsReportQuery.parse(input);
    return prepared(BOOKINGS_SHEET, query.format, bookingReportBatches(db, teamId, query));
  },
  payments: (db, teamId, input) => {
    const query = ZPaymentsReportQuery.parse(input);
    return prepared(PAYMENTS_SHEET, query.format, paymentReportBatches(db, teamId, query));
  },
  receivables: (db, teamId, input) => {
    const { format, ...filters } = ZLedgerReportQuery.parse(input);
    return prepared(RECEIVABLES_SHEET, format, receivableReportBatches(db, teamId, filters));
  },
  payables: (db, teamId, input) => {
    const { format, ...filters } = ZLedgerReportQuery.parse(input);
    return prepared(PAYABLES_SHEET, format, payableReportBatches(db, teamId, filters));
  },
};

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export interface ReportFile {
  filename: string;
  contentType: string;
  /** The file's bytes as they are produced; nothing is read from the database until it is consumed. */
  body: Readable;
}

/**
 * A team's report as a stream. The query is checked first (a ZodError or ApiError is thrown before
 * any byte), then a slot is held (429 when the team or the instance already runs its exports; the
 * Retry-After header lands in `headers`) until the stream closes, finished or cut. Rows are read in
 * batches and written as they come; a failure midway ends the stream with an error (the client sees
 * a cut download, never a complete-looking wrong file).
 */
export async function openReport(
  db: Db,
  teamId: string,
  kind: ReportKind,
  input: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<ReportFile> {
  const report = REPORTS[kind](db, teamId, input);
  const hold = await holdExport(db, teamId, headers);
  // The last byte goes out only once the team's lease is given back (flush runs before the end), so a
  // client that asks for its next export as soon as this one has arrived is not refused.
  const body = new PassThrough({ flush: (done) => void hold.release().then(() => done()) });
  // A download cut short (client gone, failure midway) frees the slot too.
  body.once('close', () => void hold.release());
  // Started on the next tick, once the caller has attached the body to its response.
  setImmediate(() => {
    report.write(body).catch((error: unknown) => {
      logger.error({ err: error, kind, teamId }, 'report export failed midway');
      body.destroy(error as Error);
    });
  });
  return { filename: `${report.name}-${salesDay(clock.now())}.${report.format}`, contentType: CONTENT_TYPES[report.format], body };
}
