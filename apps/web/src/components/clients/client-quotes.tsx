'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ErrorState, Loading } from '@/components/query-state';
import { QuotesTable } from '@/components/quotes/quotes-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useTRPC } from '@/trpc/client';

const SHOWN = 10;

/** The client's latest quotes, with the way to all of them and to a new one. */
export function ClientQuotes({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quotes.list.queryOptions({ customer_id: clientId, limit: SHOWN }));
  const total = quotes.data?.pagination.total ?? 0;
  return (
    <section className="card card-flush" aria-labelledby="client-quotes-title">
      <div className="card-header">
        <h2 className="card-title" id="client-quotes-title">
          Cotações {total > 0 && <span className="count">{total}</span>}
        </h2>
        <Link className="button button-small" href="/quotes/new">
          Nova cotação
        </Link>
      </div>
      {quotes.isPending ? (
        <Loading label="Carregando cotações…" />
      ) : quotes.isError ? (
        <ErrorState error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.quotes.length === 0 ? (
        <EmptyState title="Este cliente ainda não tem cotações." />
      ) : (
        <>
          <QuotesTable quotes={quotes.data.quotes} showCustomer={false} />
          {total > SHOWN && (
            <p className="card-footer">
              <Link href={`/quotes?customer_id=${clientId}`}>Ver todas as {total} cotações</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
