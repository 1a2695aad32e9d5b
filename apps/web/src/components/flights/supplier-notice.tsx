import { SUPPLIER_LABELS, type FlightSearchResult } from '@/lib/flight-search';

type SupplierOutcome = NonNullable<FlightSearchResult['meta']>['suppliers'][number];

const REASONS: Record<SupplierOutcome['status'], string> = {
  ok: '',
  timeout: 'não respondeu a tempo',
  error: 'está indisponível agora',
};

/** Which suppliers did not answer a search (the others' flights are shown): the agent knows the list may be short. */
export function SupplierNotice({ suppliers }: { suppliers: readonly SupplierOutcome[] | undefined }) {
  const missing = (suppliers ?? []).filter((s) => s.status !== 'ok');
  if (missing.length === 0) return null;
  return (
    <p className="alert alert-warning" role="status">
      {missing.map((s) => `${SUPPLIER_LABELS[s.provider] ?? s.provider} ${REASONS[s.status]}`).join('; ')}. Os voos abaixo são dos outros
      fornecedores; busque de novo em instantes para incluí-los.
    </p>
  );
}
