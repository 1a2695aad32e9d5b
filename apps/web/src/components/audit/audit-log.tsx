'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useSearchState } from '@/lib/use-search-state';
import { useTRPC } from '@/trpc/client';
import type { RouterInputs } from '@/trpc/types';
import { auditColumns } from './audit-columns';
import { AUDIT_FILTER_KEYS, AuditFilters, type AuditFilterValues } from './audit-filters';

const PAGE_SIZE = 25;
const COLUMNS = auditColumns();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type AuditListInput = RouterInputs['audit']['list'];

// What the address bar says, as the API takes it: anything malformed (an edited link) is left out.
function listInput(values: AuditFilterValues, page: number, actions: readonly string[]): AuditListInput {
  const from = DAY.test(values.from) ? values.from : undefined;
  const to = DAY.test(values.to) && !(from && values.to < from) ? values.to : undefined;
  return {
    page,
    limit: PAGE_SIZE,
    ...(UUID.test(values.person) && { personId: values.person }),
    ...(actions.includes(values.action) && { action: values.action as AuditListInput['action'] }),
    ...(from && { from }),
    ...(to && { to }),
  };
}

/** The team's audit log: who did what and when, newest first. */
export function AuditLog() {
  const trpc = useTRPC();
  const { values, page, update, clear, active } = useSearchState(AUDIT_FILTER_KEYS);
  const filters = useQuery(trpc.audit.filters.queryOptions());
  const actions = filters.data?.actions ?? [];
  const events = useQuery({
    ...trpc.audit.list.queryOptions(listInput(values, page, actions), { placeholderData: keepPreviousData }),
    // The action filter is checked against the list the API gives: wait for it.
    enabled: !values.action || filters.isSuccess,
  });
  const people = (filters.data?.people ?? []).map((person) => ({ value: person.id, label: person.label }));

  return (
    <div className="stack">
      <AuditFilters values={values} active={active} people={people} actions={actions} onChange={update} onClear={clear} />
      <DataTable
        label="Registro de auditoria"
        columns={COLUMNS}
        rows={events.data?.events}
        rowKey={(event) => event.id}
        query={events}
        loadingLabel="Carregando o registro…"
        pagination={events.data?.pagination}
        noun="eventos"
        onPageChange={(next) => update({ page: String(next) })}
        empty={
          active ? (
            <EmptyState title="Nenhum evento com esses filtros." hint="Mude os filtros ou limpe-os para ver todo o registro." />
          ) : (
            <EmptyState
              title="Nenhum evento registrado ainda."
              hint="Estornos, emissões, cancelamentos, mudanças de configuração, chaves, webhooks, equipe e entradas no painel aparecem aqui."
            />
          )
        }
      />
    </div>
  );
}
