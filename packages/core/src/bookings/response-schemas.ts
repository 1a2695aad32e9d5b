import { z } from 'zod';
import { ZBookingLedger } from '../finance/schemas';
import { ZPaginationWithNav } from '../lib/pagination';
import { ZBookingPayment } from '../payments/present-payment';
import { ZBookingStatus, ZBookingType } from './schemas';

/** What each bookings endpoint answers, field by field as the contract names them. */

export const ZBookingCreated = z.object({
  id: z.string(),
  booking_number: z.string(),
  type: ZBookingType,
  status: ZBookingStatus,
  title: z.string(),
  customer_id: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  total_amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
});

const ZBookingCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** A list item: the record without the detail-only parts (passengers, items, notes, metadata). */
export const ZBookingSummary = z.object({
  id: z.string(),
  booking_number: z.string(),
  locator: z.string(),
  external_locator: z.string().nullable(),
  type: ZBookingType,
  status: ZBookingStatus,
  title: z.string(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  total_amount: z.number(),
  currency: z.string(),
  customer: ZBookingCustomer,
  created_at: z.string(),
  updated_at: z.string(),
});

export const ZBookingList = z.object({ bookings: z.array(ZBookingSummary), pagination: ZPaginationWithNav });
export type TBookingList = z.infer<typeof ZBookingList>;

export const ZBookingPassenger = z.object({
  name: z.string(),
  /** `cpf`, `passport` or `rg` on manual records; integrated flows may store their own. */
  document_type: z.string().nullable(),
  document_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const ZBookingItem = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  total_price: z.number(),
  currency: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** `type` is `api_key`, `agent` or `system` (the daily completion job); other flows may add theirs. */
export const ZBookingActor = z.object({ type: z.string(), name: z.string() });

/** Beyond the contract (additive): each status change, oldest first, for the panel's history. */
export const ZBookingStatusChange = z.object({
  from: ZBookingStatus.nullable(),
  to: ZBookingStatus,
  at: z.string(),
  actor: ZBookingActor,
  note: z.string().nullable(),
});

export const ZBookingDetail = ZBookingSummary.extend({
  customer: ZBookingCustomer.extend({ cpf: z.string().nullable() }),
  passengers: z.array(ZBookingPassenger),
  items: z.array(ZBookingItem),
  notes: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** Beyond the contract (additive): the hotel or flight payment; null for manual records. */
  payment: ZBookingPayment.nullable(),
  status_history: z.array(ZBookingStatusChange),
  /** Additive: a cancellation confirmed with a quote (POST /bookings/{id}/cancellation); absent otherwise. */
  cancellation: z
    .object({ supplier_penalty: z.number(), agency_fee: z.number(), refund_amount: z.number(), currency: z.string() })
    .optional(),
  /** Additive (#22): a supplier sale's receivable, payable and margins (finance/); absent for hand-made bookings. */
  ledger: ZBookingLedger.optional(),
});

export const ZBookingUpdated = z.object({
  id: z.string(),
  booking_number: z.string(),
  type: ZBookingType,
  status: ZBookingStatus,
  title: z.string(),
  updated_at: z.string(),
});

export const ZBookingCancelled = z.object({ id: z.string(), status: z.literal('cancelled'), message: z.string() });
