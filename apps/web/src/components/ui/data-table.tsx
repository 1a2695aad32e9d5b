'use client';

/**
 * A list as a table inside its card: loading and error from the query (query-state.tsx), the empty
 * state when there are no rows, sortable headers, and the pagination under it.
 *
 *   const columns: Column<Client>[] = [
 *     { id: 'name', header: 'Nome', cell: (c) => <Link href={`/clients/${c.id}`}>{c.full_name}</Link>, sortValue: (c) => c.full_name },
 *     { id: 'total', header: 'Total', cell: (b) => formatMoney(b.total), sortValue: (b) => b.total, className: 'cell-number' },
 *     { id: 'actions', header: 'Ações', hideHeader: true, cell: (c) => <RowActions client={c} />, className: 'cell-actions' },
 *   ];
 *   <DataTable
 *     label="Clientes"                     // the region's accessible name
 *     columns={columns}
 *     rows={clients.data?.customers}
 *     rowKey={(c) => c.id}
 *     query={clients}                      // isPending / isError / refetch / isFetching
 *     loadingLabel="Carregando clientes…"
 *     empty={<EmptyState title="Nenhum cliente cadastrado ainda." />}
 *     pagination={clients.data?.pagination}
 *     noun="clientes"
 *     onPageChange={(page) => update({ page: String(page) })}
 *   />
 *
 * Sorting: a column with `sortValue` sorts the rows shown, here in the browser. A column with
 * `sortable` and no `sortValue` is sorted by the server: pass `sort` and `onSortChange` and ask the
 * API with `sort.column` / `sort.direction`. Without `onSortChange` the table keeps the sort itself.
 * Clicking a header sorts ascending, then descending, then back to the order the rows came in.
 */

import { useState, type ReactNode } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import type { PageInfo } from '@/trpc/types';
import { Pagination } from './pagination';

export interface Column<T> {
  /** Unique in the table; with server sorting, the key the API sorts by. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sorts in the browser by this value (null and undefined last). */
  sortValue?: (row: T) => string | number | boolean | null | undefined;
  /** Sorted by the server: the header offers sorting and the caller fetches the rows in that order. */
  sortable?: boolean;
  /** Classes for the header and the cells: 'cell-number', 'cell-actions', 'cell-wrap', 'mono'. */
  className?: string;
  /** A header only screen readers hear (actions columns). */
  hideHeader?: boolean;
  /** The cell's own accessible name, when its content is a form or several things: "Emissão de BK-…". */
  cellLabel?: (row: T) => string;
}

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

interface DataTableProps<T> {
  /** The region's accessible name: "Clientes". */
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  query?: QueryLike;
  loadingLabel?: string;
  /** Shown instead of the table when there are no rows (usually an EmptyState). */
  empty: ReactNode;
  pagination?: PageInfo;
  onPageChange?: (page: number) => void;
  /** What the pagination counts: "clientes". */
  noun?: string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** A full-width row under a row (details, a preview), or null. */
  expanded?: (row: T) => ReactNode;
  /** false: no card around it (a table inside another card). */
  framed?: boolean;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, query, framed = true } = props;
  const content = query?.isPending ? (
    <Loading label={props.loadingLabel} />
  ) : query?.isError ? (
    <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <TableBody {...props} rows={props.rows ?? []} />
  );
  if (!framed) return content;
  return (
    <section className="card card-flush" aria-label={label} aria-busy={query?.isFetching ?? false}>
      {content}
    </section>
  );
}

function TableBody<T>({
  columns,
  rows,
  rowKey,
  empty,
  pagination,
  onPageChange,
  noun,
  expanded,
  ...props
}: DataTableProps<T> & { rows: readonly T[] }) {
  const [ownSort, setOwnSort] = useState<SortState | null>(null);
  const sort = props.onSortChange ? (props.sort ?? null) : ownSort;
  const setSort = props.onSortChange ?? setOwnSort;

  // A page past the last one still says where the list ends.
  const beyondLastPage = rows.length === 0 && pagination && pagination.page > 1;
  if (rows.length === 0 && !beyondLastPage) return <>{empty}</>;

  const sortColumn = sort && columns.find((column) => column.id === sort.column);
  const shown = sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows;

  return (
    <>
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} sort={sort} onSort={setSort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const extra = expanded?.(row);
                return (
                  <RowGroup key={rowKey(row)} extra={extra} span={columns.length}>
                    {columns.map((column) => (
                      <td key={column.id} className={column.className} aria-label={column.cellLabel?.(row)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </RowGroup>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pagination && onPageChange && <Pagination pagination={pagination} noun={noun ?? 'itens'} onPageChange={onPageChange} />}
    </>
  );
}

function RowGroup({ children, extra, span }: { children: ReactNode; extra: ReactNode; span: number }) {
  return (
    <>
      <tr>{children}</tr>
      {extra ? (
        <tr className="row-expanded">
          <td colSpan={span}>{extra}</td>
        </tr>
      ) : null}
    </>
  );
}

function HeaderCell<T>({ column, sort, onSort }: { column: Column<T>; sort: SortState | null; onSort: (sort: SortState | null) => void }) {
  const header = column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header;
  if (!column.sortValue && !column.sortable) {
    return (
      <th scope="col" className={column.className}>
        {header}
      </th>
    );
  }
  const direction = sort?.column === column.id ? sort.direction : null;
  const next: SortState | null =
    direction === null ? { column: column.id, direction: 'asc' } : direction === 'asc' ? { column: column.id, direction: 'desc' } : null;
  return (
    <th scope="col" className={column.className} aria-sort={direction === null ? 'none' : direction === 'asc' ? 'ascending' : 'descending'}>
      <button type="button" className="sort-button" onClick={() => onSort(next)}>
        {header}
        <span className="sort-mark" aria-hidden>
          {direction === 'asc' ? '↑' : direction === 'desc' ? '↓' : '↕'}
        </span>
      </button>
    </th>
  );
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function sortRows<T>(rows: readonly T[], value: NonNullable<Column<T>['sortValue']>, direction: SortState['direction']): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    // Missing values go last whichever the direction.
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * collator.compare(x, y);
    return sign * (Number(x) - Number(y));
  });
}
