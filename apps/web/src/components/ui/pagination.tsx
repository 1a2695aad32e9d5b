import type { PageInfo } from '@/trpc/types';

const count = new Intl.NumberFormat('pt-BR');

/** "Mostrando 21–40 de 135" with previous/next; hidden when everything fits on one page. */
export function Pagination({ pagination, onPageChange, noun }: { pagination: PageInfo; onPageChange: (page: number) => void; noun: string }) {
  const { page, limit, total, totalPages } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav className="pagination" aria-label="Paginação">
      <p className="muted">
        {first > total
          ? `Página ${page} não existe: são ${count.format(total)} ${noun}.`
          : `Mostrando ${count.format(first)}–${count.format(last)} de ${count.format(total)} ${noun}`}
      </p>
      {totalPages > 1 && (
        <div className="actions">
          <button type="button" className="button button-small" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, totalPages))}>
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
