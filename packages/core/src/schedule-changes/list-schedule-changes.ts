import type { Db, Prisma } from '@tas/db';
import { segmentsOf } from './segments';
import type { TScheduleChange } from './schemas';

const include = {
  booking: { select: { id: true, bookingNumber: true, title: true, status: true, customer: { select: { fullName: true } } } },
} as const;
type Row = Prisma.ScheduleChangeGetPayload<{ include: typeof include }>;

export function presentScheduleChange(row: Row): TScheduleChange {
  return {
    id: row.id,
    status: row.status,
    supplier: row.supplier,
    supplier_change_id: row.supplierChangeId,
    booking: {
      id: row.booking.id,
      booking_number: row.booking.bookingNumber,
      title: row.booking.title,
      status: row.booking.status,
      customer_name: row.booking.customer.fullName,
    },
    removed: segmentsOf(row.removed),
    added: segmentsOf(row.added),
    available_actions: row.availableActions,
    decided_by: row.decidedByName,
    decided_at: row.decidedAt?.toISOString() ?? null,
    outcome: row.outcome ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The panel's queue "Alterações de voo": the team's changes in one status (pending by default), newest first, at most 200. */
export async function listScheduleChanges(db: Db, teamId: string, status: TScheduleChange['status'] = 'pending') {
  const rows = await db.scheduleChange.findMany({
    where: { teamId, status },
    include,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
  });
  return { schedule_changes: rows.map(presentScheduleChange) };
}

export async function findScheduleChange(db: Db, teamId: string, id: string) {
  return db.scheduleChange.findFirst({ where: { id, teamId }, include });
}
