import { DownloadButtons } from '@/components/reports/download-buttons';
import { reportUrl } from '@/components/reports/report-url';
import type { LedgerQuery } from './ledger-query';
import { LedgerTotals } from './ledger-totals';

interface LedgerSummaryProps {
  kind: 'receivables' | 'payables';
  /** "Total a receber" */
  label: string;
  /** "contas a receber": the export buttons' names. */
  noun: string;
  totals: readonly { currency: string; amount: number; count: number }[] | undefined;
  /** The list's filters as the API takes them: the files carry the same rows. */
  query: LedgerQuery;
}

/** Over a Financeiro list: its totals per currency and the CSV / XLSX of the same filter. */
export function LedgerSummary({ kind, label, noun, totals, query }: LedgerSummaryProps) {
  return (
    <>
      <LedgerTotals label={label} totals={totals} />
      <DownloadButtons label={noun} csv={reportUrl(kind, 'csv', query)} xlsx={reportUrl(kind, 'xlsx', query)} />
    </>
  );
}
