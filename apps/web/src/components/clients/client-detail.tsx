'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { RecordLoadState } from '@/components/query-state';
import { ActiveBadge } from '@/components/ui/active-badge';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { CUSTOMER_TYPE_LABELS, labelOf } from '@/lib/labels';
import { useNoticeOnce } from '@/lib/use-notice-once';
import { useTRPC } from '@/trpc/client';
import { ClientBookings } from './client-bookings';
import { ClientProfile } from './client-profile';
import { ClientQuotes } from './client-quotes';
import { DeactivateClientConfirmation } from './deactivate-client-confirmation';
import { ReactivateClientButton } from './reactivate-client-button';

const NOTICES: Record<string, string> = {
  created: 'Cliente cadastrado.',
  saved: 'Alterações salvas.',
  deactivated: 'Cliente desativado. Ele tem reservas ou cotações, então o cadastro foi mantido como inativo.',
  reactivated: 'Cliente reativado.',
};

export function ClientDetail({ id, notice }: { id: string; notice?: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const client = useQuery(trpc.clients.get.queryOptions({ id }));
  const [shownNotice, setShownNotice] = useState(notice ? NOTICES[notice] : undefined);

  useNoticeOnce(notice, `/clients/${id}`);

  const back = { href: '/clients', label: 'Clientes' };
  if (!client.isSuccess) return <RecordLoadState query={client} title="Cliente" back={back} loadingLabel="Carregando cliente…" />;
  const data = client.data;
  return (
    <div className="stack">
      <PageHeader
        back={back}
        title={data.full_name}
        description={
          <span className="badges">
            <span className="badge">{labelOf(CUSTOMER_TYPE_LABELS, data.customer_type)}</span>
            <ActiveBadge active={data.is_active} />
          </span>
        }
        actions={
          <>
            <Link className="button" href={`/clients/${id}/edit`}>
              Editar
            </Link>
            {data.is_active ? (
              <DeactivateClientConfirmation
                client={data}
                onDone={(result) => {
                  if (result.deleted) router.push(`/clients?notice=removed`);
                  else setShownNotice(NOTICES.deactivated);
                }}
              />
            ) : (
              <ReactivateClientButton clientId={id} onDone={() => setShownNotice(NOTICES.reactivated)} />
            )}
          </>
        }
      />
      {shownNotice && <Notice onDismiss={() => setShownNotice(undefined)}>{shownNotice}</Notice>}
      {!data.is_active && !shownNotice && (
        <p className="alert alert-warning">
          Cliente inativo: não aparece na busca de novas reservas. Reative o cadastro para voltar a usá-lo.
        </p>
      )}
      <ClientProfile client={data} />
      <ClientBookings clientId={id} />
      <ClientQuotes clientId={id} />
    </div>
  );
}
