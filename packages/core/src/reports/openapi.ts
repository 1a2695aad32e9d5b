import { z } from 'zod';
import type { ApiErrorCode } from '../lib/api-error';
import { BOOKINGS_SHEET } from './bookings-report';
import type { ReportSheet } from './columns';
import { CONTENT_TYPES } from './open-report';
import { PAYABLES_SHEET, RECEIVABLES_SHEET } from '../finance/ledger-reports';
import { ZLedgerReportQuery } from '../finance/schemas';
import { PAYMENTS_SHEET } from './payments-report';
import { ZBookingsReportQuery, ZPaymentsReportQuery } from './schemas';

type Json = Record<string, unknown>;

/** A GET operation of the document; the caller adds the error answers. */
export interface ReportOperation extends Json {
  responses: Json;
}

/** What a report answers besides the file: refused before the first byte, in the error envelope. */
export const REPORT_ERROR_CODES: ApiErrorCode[] = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];

const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  status: 'Only this status',
  type: 'Only bookings of this type',
  customer_id: 'Only bookings of this client',
  start_date_from: 'Trips starting on or after this day (YYYY-MM-DD)',
  start_date_to: 'Trips starting on or before this day (YYYY-MM-DD)',
  method: 'Only this payment method',
  booking_type: 'Only payments of bookings of this type',
};

function queryParameters(schema: z.ZodType): Json[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Json> };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: false,
      description: typeof description === 'string' ? description : (PARAMETER_DESCRIPTIONS[name] ?? name),
      schema: rest,
    };
  });
}

function csvExample(sheet: Pick<ReportSheet<never>, 'columns'>, sample: string): string {
  return `${sheet.columns.map((c) => c.header).join(',')}\r\n${sample}\r\n`;
}

function reportOperation(args: {
  kind: string;
  summary: string;
  description: string;
  query: z.ZodType;
  sheet: Pick<ReportSheet<never>, 'columns'>;
  sample: string;
}): ReportOperation {
  return {
    operationId: `reports-${args.kind}`,
    summary: args.summary,
    description: args.description,
    tags: ['reports'],
    parameters: queryParameters(args.query),
    responses: {
      '200': {
        description: 'The file, streamed as it is written (`Content-Disposition: attachment`)',
        headers: {
          'Content-Disposition': { description: 'attachment; filename="<name>-<YYYY-MM-DD>.<csv|xlsx>"', schema: { type: 'string' } },
        },
        content: {
          [CONTENT_TYPES.csv]: { schema: { type: 'string' }, example: csvExample(args.sheet, args.sample) },
          [CONTENT_TYPES.xlsx]: { schema: { type: 'string', contentMediaType: CONTENT_TYPES.xlsx } },
        },
      },
    },
  };
}

const STREAMING =
  'Streamed: rows are read from the database in batches and sent as they are written, so any number of rows can be exported. ' +
  '`format=csv` (default): UTF-8 with a byte-order mark, comma-separated, dates as YYYY-MM-DD and instants as ISO 8601 UTC, amounts with two decimals and a dot; a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading single quote, so a spreadsheet shows it instead of running it as a formula (OWASP CSV injection). ' +
  '`format=xlsx`: one worksheet with typed cells (numbers, dates in São Paulo time shown dd/mm/aaaa). Headers are in Portuguese. ' +
  "Only the key's team; counted against the team's `bookings` rate limit. Bad filters answer 400 VALIDATION_ERROR in the error envelope before any byte of the file. " +
  'One export runs per team at a time (across every server of the deployment) and a few per server: another one meanwhile answers 429 RATE_LIMITED with `Retry-After` ("A report export is already running for this team; try again when it finishes").';

/**
 * The report downloads (reports/rest-route.ts), for the OpenAPI document: trpc-to-openapi cannot
 * describe them, since the facade streams them outside tRPC.
 */
export function reportPaths(): Record<string, { get: ReportOperation }> {
  return {
    '/api/v1/reports/bookings': {
      get: reportOperation({
        kind: 'bookings',
        summary: 'Export bookings (CSV or XLSX)',
        description:
          "The team's bookings, newest first, with the bookings list's filters (`status`, `type`, `customer_id`, `start_date_from`, `start_date_to`) and the São Paulo days they were made (`created_from`, `created_to`): number, locators, type, status, title, client, dates, total, currency, markup, DU, supplier and agent (API for key-made bookings). " +
          STREAMING,
        query: ZBookingsReportQuery,
        sheet: BOOKINGS_SHEET,
        sample:
          'BK-2026-000042,7KQ2MX,,2026-11-25T12:00:00.000Z,hotel,confirmed,"Copacabana Mar Hotel, 3 nights",Ana Souza,ana.souza@example.com,2026-12-10,2026-12-13,3750.00,BRL,340.91,0.00,sandbox,API',
      }),
    },
    '/api/v1/reports/payments': {
      get: reportOperation({
        kind: 'payments',
        summary: 'Export payments (CSV or XLSX)',
        description:
          "The team's payments, newest first, filtered by `status`, `method`, `booking_type` and the São Paulo days they were made (`created_from`, `created_to`): id, booking, client, method, status, amount, currency, installments, gateway, paid at and boleto due date. Never card data. " +
          STREAMING,
        query: ZPaymentsReportQuery,
        sheet: PAYMENTS_SHEET,
        sample:
          '3f2b9c1e-8a4d-4f6b-9c2e-1d7a5b8e4f30,2026-11-25T12:00:00.000Z,BK-2026-000042,hotel,Ana Souza,pix,paid,3750.00,BRL,1,sandbox,2026-11-25T12:05:00.000Z,',
      }),
    },
    '/api/v1/reports/receivables': {
      get: reportOperation({
        kind: 'receivables',
        summary: 'Export receivables (CSV or XLSX)',
        description:
          'The rows of GET /api/v1/finance/receivables with its filters (`status`, `currency`, `supplier`, `due_from`, `due_to`), newest first, with the same figures: payment, booking, client, method, amount (less refunds), currency, due day, status, overdue and paid at. ' +
          STREAMING,
        query: ZLedgerReportQuery,
        sheet: RECEIVABLES_SHEET,
        sample: '3f2b9c1e-8a4d-4f6b-9c2e-1d7a5b8e4f30,BK-2026-000042,Ana Souza,boleto,3750.00,BRL,2026-11-30,open,não,',
      }),
    },
    '/api/v1/reports/payables': {
      get: reportOperation({
        kind: 'payables',
        summary: 'Export supplier payables (CSV or XLSX)',
        description:
          "The rows of GET /api/v1/finance/payables with its filters (`status`, `currency`, `supplier`, `due_from`, `due_to`), newest first, with the same figures: payable, booking, supplier, amount in the supplier's currency, due day, status, overdue, locked rate, paid at, rate paid, reais paid and exchange difference. " +
          STREAMING,
        query: ZLedgerReportQuery,
        sheet: PAYABLES_SHEET,
        sample:
          '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f,BK-2026-000042,hotelbeds,412.50,EUR,2026-12-10,paid,não,6.1000,2026-12-01,6.0500,2495.63,20.62',
      }),
    },
  };
}
