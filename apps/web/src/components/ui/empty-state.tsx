import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ title, hint, action }: { title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {action && <div className="actions actions-center">{action}</div>}
    </div>
  );
}
