'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { quoteColumns } from '@/components/quotes/quote-columns';
import { CardSection } from '@/components/ui/card-section';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';

const SHOWN = 10;
const COLUMNS = quoteColumns({ showCustomer: false });

/** The client's latest quotes, with the way to all of them and to a new one. */
export function ClientQuotes({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quotes.list.queryOptions({ customer_id: clientId, limit: SHOWN }));
  const total = quotes.data?.pagination.total ?? 0;
  return (
    <CardSection
      title="Cotações"
      count={total}
      actions={
        <Link className="button button-small" href="/quotes/new">
          Nova cotação
        </Link>
      }
      footer={total > SHOWN && <Link href={`/quotes?customer_id=${clientId}`}>Ver todas as {total} cotações</Link>}
    >
      <DataTable
        framed={false}
        label="Cotações"
        columns={COLUMNS}
        rows={quotes.data?.quotes}
        rowKey={(quote) => quote.id}
        query={quotes}
        loadingLabel="Carregando cotações…"
        empty={<EmptyState title="Este cliente ainda não tem cotações." />}
      />
    </CardSection>
  );
}
