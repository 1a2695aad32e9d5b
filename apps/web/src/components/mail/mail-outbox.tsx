'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format';
import { MAIL_KIND_LABELS, MAIL_STATUS_BADGES, MAIL_STATUS_LABELS } from '@/lib/mail-labels';
import { useTRPC } from '@/trpc/client';
import { MailPreview } from './mail-preview';
import { ACCOUNT_MAIL_KINDS, ResendAccountMail } from './resend-account-mail';
import type { MailListItem } from './types';

const PAGE_SIZE = 20;

/** The team's e-mails, newest first, each openable to see what the customer got. */
export function MailOutbox() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const team = useQuery(trpc.team.current.queryOptions());
  const permissions = useQuery(trpc.members.permissions.queryOptions());
  const role = team.data?.agent?.role;
  const managesMembers = !!role && !!permissions.data?.find((row) => row.permission === 'members')?.roles[role];
  const list = useQuery({
    ...trpc.mail.list.queryOptions({ page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

  const columns: Column<MailListItem>[] = [
    { id: 'to', header: 'Para', cell: (mail) => mail.to },
    { id: 'subject', header: 'Assunto', cell: (mail) => mail.subject ?? <span className="muted">(na fila)</span> },
    { id: 'kind', header: 'Tipo', cell: (mail) => MAIL_KIND_LABELS[mail.kind] ?? mail.kind },
    {
      id: 'status',
      header: 'Status',
      cell: (mail) => (
        <span className={`badge ${MAIL_STATUS_BADGES[mail.status] ?? ''}`}>{MAIL_STATUS_LABELS[mail.status] ?? mail.status}</span>
      ),
    },
    { id: 'created_at', header: 'Criado em', cell: (mail) => formatDateTime(mail.created_at) },
    { id: 'sent_at', header: 'Enviado em', cell: (mail) => formatDateTime(mail.sent_at) },
    {
      id: 'actions',
      header: 'Ações',
      hideHeader: true,
      cell: (mail) => (
        <div className="actions">
          <button
            type="button"
            className="button button-small"
            aria-expanded={open === mail.id}
            onClick={() => setOpen(open === mail.id ? null : mail.id)}
          >
            {open === mail.id ? 'Fechar' : 'Ver'}
          </button>
          {managesMembers && ACCOUNT_MAIL_KINDS.includes(mail.kind) && <ResendAccountMail mail={mail} />}
        </div>
      ),
    },
  ];

  return (
    <DataTable
      label="E-mails"
      columns={columns}
      rows={list.data?.data}
      rowKey={(mail) => mail.id}
      query={list}
      loadingLabel="Carregando e-mails…"
      pagination={list.data?.pagination}
      noun="e-mails"
      onPageChange={setPage}
      expanded={(mail) => open === mail.id && <MailPreview id={mail.id} />}
      empty={
        <EmptyState
          title="Nenhum e-mail ainda"
          hint="Cotações enviadas, instruções de pagamento e confirmações de reserva aparecem aqui."
        />
      }
    />
  );
}
