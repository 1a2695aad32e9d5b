// Duffel's Airline-Initiated Changes API (https://duffel.com/docs/api/airline-initiated-changes; the paths as
// Duffel's JS client calls them, `AirlineInitiatedChanges.ts`): list an order's changes
// (`GET /air/airline_initiated_changes?order_id=`), accept one (`POST .../{id}/actions/accept`), or tell
// Duffel what was done about it elsewhere (`PATCH .../{id}` with `action_taken`, offered when
// `available_actions` holds `update`). Webhook registration: `POST /air/webhooks` with `url` and `events`,
// answered with the secret that signs the deliveries (https://duffel.com/docs/api/webhooks/create-webhook).
import { z } from 'zod';
import type { SupplierCall } from '../../lib/call';
import { SupplierError } from '../../lib/errors';
import { DuffelHttp, type DuffelCredentials } from './http';
import { ZAirlineInitiatedChange, ZWebhook, type DuffelAirlineInitiatedChange } from './schemas';
import { orderChangeCalls } from './order-changes';
import { DUFFEL_EVENT_TYPES } from './webhook-event';

export interface DuffelAccountOptions {
  credentials: DuffelCredentials;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Default 30 s: none of these calls waits for an airline. */
  timeoutMs?: number;
}

/** One flight of a change, as the panel and the customer's e-mail show it (local times at each airport). */
export interface ScheduleSegment {
  origin: string;
  destination: string;
  departingAt: string;
  arrivingAt: string;
  flight: string;
}

/** A slice of the order as the airline changed it: what an order change request removes and searches again. */
export interface ChangedSlice {
  sliceId: string | null;
  origin: string;
  destination: string;
  /** The local date it departs now, `YYYY-MM-DD`. */
  departureDate: string;
}

/** The change as we keep it: the old and new segments, what Duffel lets us do and what was done. */
export interface AirlineChange {
  id: string;
  orderId: string;
  removed: ScheduleSegment[];
  added: ScheduleSegment[];
  /** The order's slices as they are after the change (Duffel: `added` holds the updated slices). */
  addedSlices: ChangedSlice[];
  availableActions: string[];
  actionTaken: DuffelAirlineInitiatedChange['action_taken'];
}

export type AirlineChangeAction = 'accepted' | 'cancelled' | 'changed';

function segmentsOf(slices: DuffelAirlineInitiatedChange['added']): ScheduleSegment[] {
  return slices.flatMap((slice) =>
    slice.segments.map((s) => ({
      origin: s.origin.iata_code ?? s.origin.name ?? '?',
      destination: s.destination.iata_code ?? s.destination.name ?? '?',
      departingAt: s.departing_at,
      arrivingAt: s.arriving_at,
      flight: `${s.marketing_carrier.iata_code ?? ''}${s.marketing_carrier_flight_number}`,
    })),
  );
}

const toChange = (c: DuffelAirlineInitiatedChange): AirlineChange => ({
  id: c.id,
  orderId: c.order_id,
  removed: segmentsOf(c.removed),
  added: segmentsOf(c.added),
  addedSlices: c.added.map((slice) => ({
    sliceId: slice.id ?? null,
    origin: slice.segments[0]!.origin.iata_code ?? '',
    destination: slice.segments.at(-1)!.destination.iata_code ?? '',
    departureDate: slice.segments[0]!.departing_at.slice(0, 10),
  })),
  availableActions: c.available_actions,
  actionTaken: c.action_taken,
});

/** The agency's Duffel account for what happens after the order: its airline changes, order changes and webhook. */
export function createDuffelAccount(options: DuffelAccountOptions) {
  const http = new DuffelHttp({
    credentials: options.credentials,
    timeoutMs: options.timeoutMs ?? 30_000,
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date()),
  });
  const path = (id: string) => `/air/airline_initiated_changes/${encodeURIComponent(id)}`;
  return {
    ...orderChangeCalls(http),
    /** The change `changeId` of the order (the event names both; v2 events carry no change body). */
    async airlineChange(orderId: string, changeId: string, call: SupplierCall): Promise<AirlineChange> {
      const all = await http.listAll(
        ZAirlineInitiatedChange,
        `/air/airline_initiated_changes?order_id=${encodeURIComponent(orderId)}`,
        call.signal,
      );
      const found = all.find((c) => c.id === changeId);
      if (!found) throw new SupplierError('Airline-initiated change not found at Duffel', 'not_found');
      return toChange(found);
    },
    async acceptChange(changeId: string, call: SupplierCall): Promise<AirlineChange> {
      return toChange(await http.call(ZAirlineInitiatedChange, 'POST', `${path(changeId)}/actions/accept`, undefined, call.signal));
    },
    async recordChangeAction(changeId: string, action: AirlineChangeAction, call: SupplierCall): Promise<AirlineChange> {
      return toChange(await http.call(ZAirlineInitiatedChange, 'PATCH', path(changeId), { action_taken: action }, call.signal));
    },
    /** Registers `url` for the events we handle; answers the secret Duffel signs them with. */
    async registerWebhook(url: string, call: SupplierCall): Promise<z.infer<typeof ZWebhook>> {
      return http.call(ZWebhook, 'POST', '/air/webhooks', { url, events: [...DUFFEL_EVENT_TYPES] }, call.signal);
    },
  };
}

export type DuffelAccount = ReturnType<typeof createDuffelAccount>;
