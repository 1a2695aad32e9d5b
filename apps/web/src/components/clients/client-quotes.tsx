'use client';

import { useQuery } from '@tanstack/react-query';
import { quoteColumns } from '@/components/quotes/quote-columns';
import { useTRPC } from '@/trpc/client';
import { CLIENT_RECENT_SHOWN, ClientRecentRecords } from './client-recent-records';

const COLUMNS = quoteColumns({ showCustomer: false });

export function ClientQuotes({ clientId }: { clientId: string }) {
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quotes.list.queryOptions({ customer_id: clientId, limit: CLIENT_RECENT_SHOWN }));
  return (
    <ClientRecentRecords
      title="Cotações"
      noun="cotações"
      query={quotes}
      rows={quotes.data?.quotes}
      pagination={quotes.data?.pagination}
      columns={COLUMNS}
      rowKey={(quote) => quote.id}
      create={{ href: '/quotes/new', label: 'Nova cotação' }}
      allHref={`/quotes?customer_id=${clientId}`}
      none="Este cliente ainda não tem cotações."
    />
  );
}
