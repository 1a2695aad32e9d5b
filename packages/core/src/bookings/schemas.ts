import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { ZPhone } from '../clients/schemas';
import { clock, isoDate } from '../lib/clock';
import { ZCurrency, ZMoney } from '../lib/money';
import { ZPageQuery } from '../lib/pagination';
import { ZDate, ZId, isUuid } from '../lib/zod-helpers';

export const BOOKING_TYPES = ['flight', 'hotel', 'experience', 'package'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const ZBookingType = z.enum(BOOKING_TYPES);
// A missing enum would otherwise read "Invalid option"; the facade's convention for absent fields is "Required".
const ZRequiredBookingType = z.enum(BOOKING_TYPES, { error: (issue) => (issue.input === undefined ? 'Required' : undefined) });
export const ZBookingStatus = z.enum(BOOKING_STATUSES);
export type TBookingStatus = z.infer<typeof ZBookingStatus>;

/** A body or query UUID: malformed is a validation error (a path id instead reads as 404). */
const ZUuid = z.string().refine(isUuid, 'must be a UUID');

const ZPastDate = ZDate.refine((s) => s <= isoDate(clock.now()), 'must not be in the future');

export const ZDocumentType = z.enum(['cpf', 'passport', 'rg']);

/** Passenger (generic): only `name` is required; a CPF is checked by its digits and kept as digits. */
export const ZPassengerInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    document_type: ZDocumentType.nullish(),
    document_number: z.string().trim().min(1).max(40).nullish(),
    birth_date: ZPastDate.nullish(),
    email: z.email().max(254).nullish(),
    phone: ZPhone.nullish(),
  })
  .refine((p) => p.document_type !== 'cpf' || !p.document_number || isValidCpf(p.document_number), {
    path: ['document_number'],
    message: 'invalid CPF',
  })
  .transform((p) => (p.document_type === 'cpf' && p.document_number ? { ...p, document_number: p.document_number.replace(/\D/g, '') } : p));
export type TPassengerInput = z.infer<typeof ZPassengerInput>;

const ZMetadata = z.record(z.string(), z.unknown());

const editable = {
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).nullish(),
  start_date: ZDate.nullish(),
  end_date: ZDate.nullish(),
  total_amount: ZMoney,
  notes: z.string().max(10_000).nullish(),
  metadata: ZMetadata,
};

const datesInOrder = (b: { start_date?: string | null; end_date?: string | null }) =>
  !b.start_date || !b.end_date || b.end_date >= b.start_date;
const endNotBeforeStart = { path: ['end_date'], message: 'must not be before start_date' };

export const ZBookingCreateInput = z
  .object({
    customer_id: ZUuid,
    type: ZRequiredBookingType,
    ...editable,
    total_amount: ZMoney.default(0),
    currency: ZCurrency.default('BRL'),
    passengers: z.array(ZPassengerInput).max(100).default([]),
    metadata: ZMetadata.default({}),
  })
  .refine(datesInOrder, endNotBeforeStart);
export type TBookingCreateInput = z.infer<typeof ZBookingCreateInput>;

/** Only the fields sent change; the date order is checked again against what is stored. */
export const ZBookingPatchInput = z
  .object({
    id: ZId,
    status: ZBookingStatus.optional(),
    title: editable.title.optional(),
    description: editable.description,
    start_date: editable.start_date,
    end_date: editable.end_date,
    total_amount: editable.total_amount.optional(),
    notes: editable.notes,
    metadata: editable.metadata.optional(),
  })
  .refine(datesInOrder, endNotBeforeStart);
export type TBookingPatchInput = z.infer<typeof ZBookingPatchInput>;

export const ZBookingListQuery = ZPageQuery(20)
  .extend({
    status: ZBookingStatus.optional(),
    customer_id: ZUuid.optional(),
    type: ZBookingType.optional(),
    start_date_from: ZDate.optional(),
    start_date_to: ZDate.optional(),
  })
  .refine((q) => !q.start_date_from || !q.start_date_to || q.start_date_to >= q.start_date_from, {
    path: ['start_date_to'],
    message: 'must not be before start_date_from',
  });
export type TBookingListQuery = z.infer<typeof ZBookingListQuery>;
