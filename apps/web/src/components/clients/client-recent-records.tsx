'use client';

import Link from 'next/link';
import { CardSection } from '@/components/ui/card-section';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { PageInfo } from '@/trpc/types';

export const CLIENT_RECENT_SHOWN = 10;

interface ClientRecentRecordsProps<T> {
  /** "Reservas", "Cotações". */
  title: string;
  /** "reservas": "Ver todas as 12 reservas". */
  noun: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: readonly T[] | undefined;
  pagination: PageInfo | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  create: { href: string; label: string };
  allHref: string;
  none: string;
}

/** A client's latest bookings or quotes on their page, with the way to all of them and to a new one. */
export function ClientRecentRecords<T>({
  title,
  noun,
  query,
  rows,
  pagination,
  columns,
  rowKey,
  create,
  allHref,
  none,
}: ClientRecentRecordsProps<T>) {
  const total = pagination?.total ?? 0;
  return (
    <CardSection
      title={title}
      count={total}
      actions={
        <Link className="button button-small" href={create.href}>
          {create.label}
        </Link>
      }
      footer={total > CLIENT_RECENT_SHOWN && <Link href={allHref}>{`Ver todas as ${total} ${noun}`}</Link>}
    >
      <DataTable
        framed={false}
        label={title}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        query={query}
        loadingLabel={`Carregando ${noun}…`}
        empty={<EmptyState title={none} />}
      />
    </CardSection>
  );
}
