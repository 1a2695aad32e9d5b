/**
 * What a list says when it has nothing to show, and what to do about it. DataTable shows it in place
 * of the table; say whether the filters found nothing or there is nothing yet.
 *
 *   <EmptyState title="Nenhum cliente encontrado." hint="Confira a busca ou limpe os filtros." />
 *   <EmptyState title="Nenhum cliente cadastrado ainda." action={<Link className="button button-primary" href="/clients/new">Novo cliente</Link>} />
 */

import Link from 'next/link';
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

interface ListEmptyStateProps {
  /** Whether filters are set: then the list found nothing rather than has nothing. */
  filtered: boolean;
  /** "Nenhum cliente encontrado." */
  noMatch: string;
  /** "Nenhum cliente cadastrado ainda." */
  none: string;
  /** What the list is for, said when it has nothing yet. */
  hint: string;
  /** The button that adds the first record. */
  create?: { href: string; label: string };
}

/**
 * A filtered list's empty state: the filters found nothing, or there is nothing yet and how to start.
 *
 *   <ListEmptyState filtered={active} noMatch="Nenhum cliente encontrado." none="Nenhum cliente cadastrado ainda."
 *     hint="Cadastre os clientes da agência…" create={{ href: '/clients/new', label: 'Novo cliente' }} />
 */
export function ListEmptyState({ filtered, noMatch, none, hint, create }: ListEmptyStateProps) {
  if (filtered) return <EmptyState title={noMatch} hint="Confira a busca ou limpe os filtros." />;
  return (
    <EmptyState
      title={none}
      hint={hint}
      action={
        create && (
          <Link className="button button-primary" href={create.href}>
            {create.label}
          </Link>
        )
      }
    />
  );
}
