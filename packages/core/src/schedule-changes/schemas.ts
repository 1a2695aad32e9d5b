import { z } from 'zod';
import { ZId } from '../lib/zod-helpers';
import { ZScheduleSegment } from './segments';

export const ZScheduleChangeStatus = z.enum(['pending', 'accepted', 'change_requested', 'cancelled']);

export const ZScheduleChangeListInput = z.object({
  /** Default: the ones waiting for a decision. */
  status: ZScheduleChangeStatus.optional(),
});

export const ZScheduleChangeDecisionInput = z.object({ id: ZId });

export const ZScheduleChange = z.object({
  id: z.string(),
  status: ZScheduleChangeStatus,
  supplier: z.string(),
  supplier_change_id: z.string(),
  booking: z.object({ id: z.string(), booking_number: z.string(), title: z.string(), status: z.string(), customer_name: z.string() }),
  removed: z.array(ZScheduleSegment),
  added: z.array(ZScheduleSegment),
  available_actions: z.array(z.string()),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  outcome: z.unknown().nullable(),
  created_at: z.string(),
});
export type TScheduleChange = z.infer<typeof ZScheduleChange>;
