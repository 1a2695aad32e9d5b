'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { RecordLoadState } from '@/components/query-state';
import { DetailItem } from '@/components/ui/detail-item';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, formatDateTime } from '@/lib/format';
import { useNoticeOnce } from '@/lib/use-notice-once';
import { useTRPC } from '@/trpc/client';
import { QuoteActions } from './quote-actions';
import { QuoteHistory } from './quote-history';
import { QuoteItemsTable } from './quote-items-table';
import { QuoteShareLink } from './quote-share-link';
import { QuoteStatusBadge } from './quote-status-badge';

export function QuoteDetailView({ id, notice }: { id: string; notice?: string }) {
  const trpc = useTRPC();
  const quote = useQuery(trpc.quotes.get.queryOptions({ id }));
  const [shownNotice, setShownNotice] = useState(notice === 'created' ? 'Cotação salva como rascunho.' : undefined);

  useNoticeOnce(notice, `/quotes/${id}`);

  const back = { href: '/quotes', label: 'Cotações' };
  if (!quote.isSuccess) return <RecordLoadState query={quote} title="Cotação" back={back} loadingLabel="Carregando cotação…" />;
  const data = quote.data;
  return (
    <div className="stack">
      <PageHeader
        back={back}
        title={data.title}
        description={
          <span className="badges">
            <span className="mono">{data.number}</span>
            <span data-testid="quote-status">
              <QuoteStatusBadge status={data.status} />
            </span>
          </span>
        }
      />
      {shownNotice && <Notice onDismiss={() => setShownNotice(undefined)}>{shownNotice}</Notice>}
      <QuoteActions quote={data} onNotice={setShownNotice} />
      <div className="detail-layout">
        <div className="stack">
          {data.status !== 'draft' && data.status !== 'cancelled' && <QuoteShareLink url={data.share_url} />}
          <QuoteItemsTable quote={data} />
          {(data.notes || data.terms) && (
            <section className="card">
              <dl className="details details-single">
                {data.notes && <DetailItem label="Observações">{data.notes}</DetailItem>}
                {data.terms && <DetailItem label="Condições">{data.terms}</DetailItem>}
              </dl>
            </section>
          )}
        </div>
        <div className="stack">
          <section className="card" aria-label="Resumo">
            <dl className="details details-single">
              <DetailItem label="Cliente">
                <Link href={`/clients/${data.customer.id}`}>{data.customer.name}</Link>
              </DetailItem>
              <DetailItem label="Válida até">{formatDate(data.valid_until)}</DetailItem>
              <DetailItem label="Criada em">{formatDateTime(data.created_at)}</DetailItem>
            </dl>
          </section>
          <QuoteHistory history={data.history} />
        </div>
      </div>
    </div>
  );
}
