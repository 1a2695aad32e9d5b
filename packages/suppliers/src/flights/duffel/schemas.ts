import { z } from 'zod';

/**
 * Duffel API v2 answers, as far as the adapter reads them. Unknown fields are
 * dropped; a missing or mistyped field we rely on makes the answer unreadable.
 */

/** Duffel writes money as decimal strings: `"1234.50"`. */
const ZAmount = z.string().regex(/^\d+(\.\d+)?$/);

const ZAirline = z.object({ name: z.string(), iata_code: z.string().nullish() });
const ZPlace = z.object({ iata_code: z.string().nullish(), name: z.string().nullish() });
const ZCondition = z.object({ allowed: z.boolean() }).nullish();

const ZSegmentPassenger = z.object({
  passenger_id: z.string(),
  cabin_class: z.string().nullish(),
  cabin_class_marketing_name: z.string().nullish(),
  fare_basis_code: z.string().nullish(),
  baggages: z.array(z.object({ type: z.string(), quantity: z.number().int().nonnegative() })).nullish(),
});

const ZSegment = z.object({
  origin: ZPlace,
  destination: ZPlace,
  /** Local time at the airport, ISO without zone. */
  departing_at: z.string(),
  arriving_at: z.string(),
  duration: z.string().nullish(),
  marketing_carrier: ZAirline,
  marketing_carrier_flight_number: z.string(),
  aircraft: z.object({ name: z.string() }).nullish(),
  passengers: z.array(ZSegmentPassenger).nullish(),
});

export const ZSlice = z.object({
  /** An order's slice id is what an order change request removes (`slices.remove[].slice_id`). */
  id: z.string().nullish(),
  origin: ZPlace,
  destination: ZPlace,
  duration: z.string().nullish(),
  fare_brand_name: z.string().nullish(),
  segments: z.array(ZSegment).min(1),
});

export const ZOfferPassenger = z.object({
  id: z.string(),
  type: z.string().nullish(),
  age: z.number().nullish(),
});

export const ZOffer = z.object({
  id: z.string(),
  expires_at: z.string(),
  total_amount: ZAmount,
  total_currency: z.string(),
  base_amount: ZAmount,
  base_currency: z.string().nullish(),
  tax_amount: ZAmount.nullish(),
  tax_currency: z.string().nullish(),
  owner: ZAirline,
  passengers: z.array(ZOfferPassenger).min(1),
  slices: z.array(ZSlice).min(1),
  conditions: z.object({ refund_before_departure: ZCondition, change_before_departure: ZCondition }).partial().nullish(),
  passenger_identity_documents_required: z.boolean().nullish(),
});
export type DuffelOffer = z.infer<typeof ZOffer>;
export type DuffelOfferPassenger = z.infer<typeof ZOfferPassenger>;

/** Offers are read one by one, so one odd offer does not sink a search. */
export const ZOfferRequest = z.object({ id: z.string(), offers: z.array(z.unknown()) });

export const ZOrder = z.object({
  id: z.string(),
  booking_reference: z.string().min(1),
  total_amount: ZAmount,
  total_currency: z.string(),
  cancelled_at: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type DuffelOrder = z.infer<typeof ZOrder>;

export const ZOrderCancellation = z.object({
  id: z.string(),
  order_id: z.string(),
  confirmed_at: z.string().nullish(),
  refund_amount: ZAmount.nullish(),
  refund_currency: z.string().nullish(),
  expires_at: z.string().nullish(),
});

/**
 * An airline-initiated change (https://duffel.com/docs/api/airline-initiated-changes; Duffel's JS client types
 * `AirlineInitiatedChangesTypes.ts`): `removed` the slices as they were, `added` as they are now.
 */
export const ZAirlineInitiatedChange = z.object({
  id: z.string(),
  order_id: z.string(),
  action_taken: z.enum(['accepted', 'cancelled', 'changed']).nullable(),
  action_taken_at: z.string().nullish(),
  available_actions: z.array(z.string()),
  added: z.array(ZSlice),
  removed: z.array(ZSlice),
  created_at: z.string(),
  travel_agent_ticket: z.unknown().nullish(),
});
export type DuffelAirlineInitiatedChange = z.infer<typeof ZAirlineInitiatedChange>;

/** Duffel writes a change's amount signed: negative when the change refunds. */
const ZSignedAmount = z.string().regex(/^-?\d+(\.\d+)?$/);

/** `POST /air/order_change_requests` (https://duffel.com/docs/api/order-change-requests/get-order-change-request-by-id). */
export const ZOrderChangeRequest = z.object({ id: z.string(), order_id: z.string() });

/**
 * An order change offer (https://duffel.com/docs/api/order-change-offers/schema): what the change costs
 * (`change_total_amount`, negative for a refund), the airline's penalty within it, the new order total, and the
 * slices it adds and removes. Duffel's JS client still calls the penalty `penalty_amount`: both are read.
 */
export const ZOrderChangeOffer = z.object({
  id: z.string(),
  expires_at: z.string(),
  change_total_amount: ZSignedAmount,
  change_total_currency: z.string(),
  penalty_total_amount: ZAmount.nullish(),
  penalty_total_currency: z.string().nullish(),
  penalty_amount: ZAmount.nullish(),
  penalty_currency: z.string().nullish(),
  new_total_amount: ZAmount.nullish(),
  new_total_currency: z.string().nullish(),
  slices: z.object({ add: z.array(ZSlice), remove: z.array(ZSlice) }),
});
export type DuffelOrderChangeOffer = z.infer<typeof ZOrderChangeOffer>;

/** A pending (then confirmed) order change (https://duffel.com/docs/api/order-changes/confirm-order-change). */
export const ZOrderChange = ZOrderChangeOffer.extend({ order_id: z.string(), confirmed_at: z.string().nullish() });

/** A webhook as `POST /air/webhooks` answers it: the secret is in this answer only (https://duffel.com/docs/api/webhooks/create-webhook). */
export const ZWebhook = z.object({ id: z.string(), url: z.string(), events: z.array(z.string()), secret: z.string().min(1) });

/** `{ meta, errors: [{ type, code, title, message }] }` */
export const ZErrorBody = z.object({
  meta: z.object({ request_id: z.string().nullish() }).nullish(),
  errors: z
    .array(z.object({ type: z.string().nullish(), code: z.string().nullish(), title: z.string().nullish(), message: z.string().nullish() }))
    .min(1),
});

/** The order metadata key that carries our booking reference, so an order (or its webhook event) names its booking. */
export const DUFFEL_REFERENCE_KEY = 'tas_reference';

/** Every answer wraps its resource in `data`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
