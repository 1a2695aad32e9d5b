/**
 * "Mostrando 21–40 de 135" with previous/next; hidden when the list is empty. DataTable shows it
 * under the table; use it alone only for lists that are not tables (cards).
 *
 *   <Pagination pagination={data.pagination} noun="clientes" onPageChange={(page) => update({ page: String(page) })} />
 */

import { formatCount } from '@/lib/format';
import type { PageInfo } from '@/trpc/types';

export function Pagination({
  pagination,
  onPageChange,
  noun,
}: {
  pagination: PageInfo;
  onPageChange: (page: number) => void;
  noun: string;
}) {
  const { page, limit, total, totalPages } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav className="pagination" aria-label="Paginação">
      <p className="muted">
        {first > total
          ? `Página ${page} não existe: são ${formatCount(total)} ${noun}.`
          : `Mostrando ${formatCount(first)}–${formatCount(last)} de ${formatCount(total)} ${noun}`}
      </p>
      {totalPages > 1 && (
        <div className="actions">
          <button
            type="button"
            className="button button-small"
            disabled={page <= 1}
            onClick={() => onPageChange(Math.min(page - 1, totalPages))}
          >
            ← Anterior
          </button>
          <span className="pagination-page">
            Página {page} de {totalPages}
          </span>
          <button type="button" className="button button-small" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            Próxima →
          </button>
        </div>
      )}
    </nav>
  );
}
