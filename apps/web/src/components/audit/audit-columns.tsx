import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import type { RouterOutputs } from '@/trpc/types';
import { AUDIT_ACTION_LABELS, describeAuditDetails } from './audit-labels';

export type AuditEvent = RouterOutputs['audit']['list']['events'][number];

/** The person, the API key (by its prefix) or the platform itself. */
function actorOf(event: AuditEvent) {
  if (event.actor.apiKeyId)
    return (
      <span>
        Chave de API <code>{event.actor.label}</code>
      </span>
    );
  if (!event.actor.userId) return <span className="muted">Sistema</span>;
  return <span>{event.actor.label}</span>;
}

/** What the action was done to: a booking links to it. */
function subjectOf(event: AuditEvent) {
  const number = event.details.booking_number;
  if (event.subject?.type === 'booking') {
    return <Link href={`/bookings/${event.subject.id}`}>{typeof number === 'string' ? number : 'Reserva'}</Link>;
  }
  return null;
}

export function auditColumns(): Column<AuditEvent>[] {
  return [
    { id: 'when', header: 'Quando', cell: (e) => formatDateTime(e.createdAt) },
    { id: 'who', header: 'Quem', cell: actorOf, className: 'cell-wrap' },
    { id: 'action', header: 'Ação', cell: (e) => AUDIT_ACTION_LABELS[e.action] ?? e.action },
    {
      id: 'details',
      header: 'Detalhes',
      cell: (e) => (
        <>
          {subjectOf(e)} {describeAuditDetails(e.action, e.details)}
        </>
      ),
      className: 'cell-wrap',
    },
    { id: 'ip', header: 'Endereço IP', cell: (e) => e.ipAddress ?? '—', className: 'mono' },
  ];
}
