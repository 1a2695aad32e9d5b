const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The panel's download address of a report: only the filters set, dates only when real, and an end
 * before its start left out (the lists ignore a reversed range the same way).
 */
export function reportUrl(
  kind: 'bookings' | 'payments' | 'receivables' | 'payables',
  format: 'csv' | 'xlsx',
  filters: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(filters)) {
    if (!value) continue;
    const isDate = name.endsWith('_from') || name.endsWith('_to');
    if (isDate && !DATE.test(value)) continue;
    const start = name.endsWith('_to') ? filters[name.replace(/_to$/, '_from')] : undefined;
    if (start && DATE.test(start) && value < start) continue;
    params.set(name, value);
  }
  return `/api/reports/${kind}?${params.toString()}`;
}
