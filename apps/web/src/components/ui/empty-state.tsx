/**
 * What a list says when it has nothing to show, and what to do about it. DataTable shows it in place
 * of the table; say whether the filters found nothing or there is nothing yet.
 *
 *   <EmptyState title="Nenhum cliente encontrado." hint="Confira a busca ou limpe os filtros." />
 *   <EmptyState title="Nenhum cliente cadastrado ainda." action={<Link className="button button-primary" href="/clients/new">Novo cliente</Link>} />
 */

import type { ReactNode } from 'react';

export function EmptyState({ title, hint, action }: { title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {hint && <p className="muted">{hint}</p>}
      {action && <div className="actions actions-center">{action}</div>}
    </div>
  );
}
