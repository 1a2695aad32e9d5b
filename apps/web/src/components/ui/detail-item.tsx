import type { ReactNode } from 'react';

/** One "label: value" pair of a record's details; empty values read as a dash. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="detail">
      <dt>{label}</dt>
      <dd>{empty ? <span className="muted">—</span> : children}</dd>
    </div>
  );
}
