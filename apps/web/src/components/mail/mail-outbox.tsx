'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { ErrorState, Loading } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { MAIL_KIND_LABELS, MAIL_STATUS_BADGES, MAIL_STATUS_LABELS } from '@/lib/mail-labels';
import { useTRPC } from '@/trpc/client';
import { MailPreview } from './mail-preview';

const PAGE_SIZE = 20;

/** The team's e-mails, newest first, each openable to see what the customer got. */
export function MailOutbox() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({ ...trpc.mail.list.queryOptions({ page, limit: PAGE_SIZE }), placeholderData: keepPreviousData, refetchInterval: 30_000 });

  if (list.isPending) return <Loading label="Carregando e-mails…" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.data.length === 0 && page === 1) {
    return <EmptyState title="Nenhum e-mail ainda" hint="Cotações enviadas, instruções de pagamento e confirmações de reserva aparecem aqui." />;
  }
  return (
    <div className="stack">
      <div className="card card-flush">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Para</th>
              <th scope="col">Assunto</th>
              <th scope="col">Tipo</th>
              <th scope="col">Status</th>
              <th scope="col">Criado em</th>
              <th scope="col">Enviado em</th>
              <th scope="col" aria-label="Ações" />
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((mail) => (
              <Fragment key={mail.id}>
                <tr>
                  <td>{mail.to}</td>
                  <td>{mail.subject ?? <span className="muted">(na fila)</span>}</td>
                  <td>{MAIL_KIND_LABELS[mail.kind] ?? mail.kind}</td>
                  <td>
                    <span className={`badge ${MAIL_STATUS_BADGES[mail.status] ?? ''}`}>{MAIL_STATUS_LABELS[mail.status] ?? mail.status}</span>
                  </td>
                  <td>{formatDateTime(mail.created_at)}</td>
                  <td>{formatDateTime(mail.sent_at)}</td>
                  <td>
                    <button type="button" className="button button-small" aria-expanded={open === mail.id} onClick={() => setOpen(open === mail.id ? null : mail.id)}>
                      {open === mail.id ? 'Fechar' : 'Ver'}
                    </button>
                  </td>
                </tr>
                {open === mail.id && (
                  <tr>
                    <td colSpan={7}>
                      <MailPreview id={mail.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination pagination={list.data.pagination} onPageChange={setPage} noun="e-mails" />
    </div>
  );
}
