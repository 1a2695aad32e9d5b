import { z } from 'zod';
import { ZDate, ZId } from '../lib/zod-helpers';
import { ZScheduleSegment } from './segments';

export const ZScheduleChangeStatus = z.enum(['pending', 'accepted', 'change_requested', 'cancelled', 'changed']);

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

/** The agent's search for other flights: the new date of the first affected flight, and of the return if it is affected too. */
export const ZChangeOffersInput = z.object({
  id: ZId,
  departure_date: ZDate,
  /** Default: the return moves by as many days as the departure, so the stay keeps its length. */
  return_date: ZDate.optional(),
});

/** An amount of the change as Duffel charged it, and in reais at the booking's locked rate (null when it has none for that currency). */
export const ZChangeAmount = z.object({ amount: z.number(), currency: z.string(), amount_brl: z.number().nullable() });
export type TChangeAmount = z.infer<typeof ZChangeAmount>;

export const ZChangeOffer = z.object({
  id: z.string(),
  expires_at: z.string(),
  /** What Duffel charges the agency's balance for the change (negative: a refund). */
  change_total: ZChangeAmount,
  penalty: ZChangeAmount.nullable(),
  new_total: ZChangeAmount.nullable(),
  flights: z.array(ZScheduleSegment),
});
export type TChangeOffer = z.infer<typeof ZChangeOffer>;

export const ZChangeOffers = z.object({
  schedule_change_id: z.string(),
  order_change_request_id: z.string(),
  offers: z.array(ZChangeOffer),
});

export const ZConfirmChangeInput = z.object({ id: ZId, offer_id: z.string().min(1).max(100) });
