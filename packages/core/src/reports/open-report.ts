import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '@tas/db';
import type { ZodType } from 'zod';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { salesDay } from '../dashboard/period';
import { bookingReportBatches, BOOKINGS_SHEET } from './bookings-report';
import type { ReportSheet } from './columns';
import { paymentReportBatches, PAYMENTS_SHEET } from './payments-report';
import { ZBookingsReportQuery, ZPaymentsReportQuery } from './schemas';
import { writeCsv } from './write-csv';
import { writeXlsx } from './write-xlsx';

export const REPORT_KINDS = ['bookings', 'payments'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

interface ReportDefinition<Query extends { format: 'csv' | 'xlsx' }, Row> {
  query: ZodType<Query, any>;
  sheet: ReportSheet<Row>;
  batches: (db: Db, teamId: string, query: Query) => AsyncIterable<Row[]>;
}

const REPORTS: Record<ReportKind, ReportDefinition<any, any>> = {
  bookings: { query: ZBookingsReportQuery, sheet: BOOKINGS_SHEET, batches: bookingReportBatches },
  payments: { query: ZPaymentsReportQuery, sheet: PAYMENTS_SHEET, batches: paymentReportBatches },
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
 * any byte), then rows are read in batches and written as they come; a failure midway ends the
 * stream with an error (the client sees a cut download, never a complete-looking wrong file).
 */
export function openReport(db: Db, teamId: string, kind: ReportKind, input: Record<string, unknown>): ReportFile {
  const report = REPORTS[kind];
  const query = report.query.parse(input);
  const format: 'csv' | 'xlsx' = query.format;
  const body = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  // Started on the next tick, once the caller has attached the body to its response.
  setImmediate(() => {
    write(body, report.sheet, report.batches(db, teamId, query)).catch((error: unknown) => {
      logger.error({ err: error, kind, teamId }, 'report export failed midway');
      body.destroy(error as Error);
    });
  });
  return { filename: `${report.sheet.name}-${salesDay(clock.now())}.${format}`, contentType: CONTENT_TYPES[format], body };
}
