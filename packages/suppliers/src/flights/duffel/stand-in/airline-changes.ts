/**
 * The stand-in's airline-initiated changes and webhooks, as Duffel documents them:
 * - the change object (`id`, `order_id`, `added`/`removed` slices, `action_taken` accepted|cancelled|changed,
 *   `action_taken_at`, `available_actions` accept|cancel|change|update, `travel_agent_ticket`, `created_at`,
 *   `updated_at`): https://duffel.com/docs/api/airline-initiated-changes and Duffel's JS client
 *   (`src/booking/AirlineInitiatedChanges/mockAirlineInitiatedChanges.ts`, `AirlineInitiatedChanges.ts`:
 *   list by `order_id`, `PATCH` with `action_taken`, `POST .../actions/accept`);
 * - the webhook (`POST /air/webhooks` with `url` and `events`, answered with `secret`, `active`, `live_mode`):
 *   https://duffel.com/docs/api/webhooks/create-webhook; the event body
 *   `{ id: wev_..., api_version, type, data: { object }, live_mode, idempotency_key, created_at,
 *   identity_organisation_id }`: https://duffel.com/docs/api/v2/webhooks; the v2 change event's object names the
 *   order (`id`) and the change (`aic_id`): https://duffel.com/docs/guides/migrating-api-version-from-v1-to-v2;
 *   the signature: see ../webhook-signature.ts.
 * Not published, the stand-in's own: the error code for an action Duffel does not offer on a change
 * (`action_not_available`, a 422 `invalid_state_error`), and the rest of each event's `data.object`.
 * Deliveries go over plain http to any address: Duffel itself only calls https.
 */
import { ERRORS, invalidField, type DuffelErrorSpec } from './faults';
import { StandInError, type DuffelStore } from './store';
import type { Json } from './shapes';
import { signDuffelWebhook } from '../webhook-signature';

export const ACTION_NOT_AVAILABLE: DuffelErrorSpec = {
  status: 422,
  type: 'invalid_state_error',
  code: 'action_not_available',
  title: 'Action not available',
  message: 'This action is not available for this airline-initiated change',
};

export interface StandInWebhook {
  id: string;
  url: string;
  events: string[];
  secret: string;
}

/** One event sent to one webhook, with exactly what was sent (tests replay it). */
export interface StandInDelivery {
  webhookId: string;
  url: string;
  type: string;
  body: string;
  signature: string;
  status: number | null;
}

const fail = (spec: DuffelErrorSpec): never => {
  throw new StandInError(spec);
};
const ACTIONS = ['accepted', 'cancelled', 'changed'];
/** How far the stand-in's airline moves a flight: three hours later. */
const SHIFT_MS = 3 * 3_600_000;
const later = (local: unknown) => new Date(Date.parse(`${String(local)}Z`) + SHIFT_MS).toISOString().slice(0, 19);

export class StandInAirlineChanges {
  readonly changes: Json[] = [];
  readonly webhooks: StandInWebhook[] = [];
  readonly deliveries: StandInDelivery[] = [];
  private queue: { type: string; object: Json; idempotencyKey: string }[] = [];

  constructor(
    private readonly store: DuffelStore,
    private readonly now: () => Date,
  ) {}

  reset(): void {
    this.changes.length = 0;
    this.webhooks.length = 0;
    this.deliveries.length = 0;
    this.queue = [];
  }

  /** The airline moves every flight of the order three hours later: a change, and its event queued. */
  detect(orderId: string): Json {
    const record = this.store.orders.find((o) => o.order.id === orderId) ?? fail(ERRORS.notFound);
    const removed = record.order.slices as Json[];
    const added = removed.map((slice) => ({
      ...slice,
      id: this.store.nextId('sli'),
      segments: (slice.segments as Json[]).map((segment) => ({
        ...segment,
        id: this.store.nextId('seg'),
        departing_at: later(segment.departing_at),
        arriving_at: later(segment.arriving_at),
      })),
    }));
    const at = this.now().toISOString();
    const change: Json = {
      id: this.store.nextId('aic'),
      order_id: orderId,
      action_taken: null,
      action_taken_at: null,
      available_actions: ['accept', 'cancel', 'change', 'update'],
      added,
      removed,
      travel_agent_ticket: null,
      created_at: at,
      updated_at: at,
    };
    this.changes.push(change);
    record.order = {
      ...record.order,
      slices: added,
      airline_initiated_changes: [...((record.order.airline_initiated_changes as Json[]) ?? []), change],
    };
    this.enqueue('order.airline_initiated_change_detected', { id: orderId, aic_id: change.id }, String(change.id));
    return change;
  }

  /** GET /air/airline_initiated_changes?order_id=: one page holds them all (an order has few). */
  list(orderId: string | null): { data: Json[]; meta: Json } {
    const data = this.changes.filter((c) => orderId === null || c.order_id === orderId);
    return { data, meta: { limit: 50, after: null, before: null } };
  }

  private change(id: string): Json {
    return this.changes.find((c) => c.id === id) ?? fail(ERRORS.notFound);
  }

  private take(change: Json, action: string): Json {
    const at = this.now().toISOString();
    Object.assign(change, { action_taken: action, action_taken_at: at, available_actions: [], updated_at: at });
    return change;
  }

  /** POST /air/airline_initiated_changes/{id}/actions/accept */
  accept(id: string): Json {
    const change = this.change(id);
    if (change.action_taken || !(change.available_actions as string[]).includes('accept')) fail(ACTION_NOT_AVAILABLE);
    return this.take(change, 'accepted');
  }

  /** PATCH /air/airline_initiated_changes/{id} `{ action_taken }`: only where `update` is available. */
  update(id: string, data: Json): Json {
    const change = this.change(id);
    if (!ACTIONS.includes(String(data.action_taken))) fail(invalidField('action_taken', `must be one of ${ACTIONS.join(', ')}`));
    if (!(change.available_actions as string[]).includes('update')) fail(ACTION_NOT_AVAILABLE);
    return this.take(change, String(data.action_taken));
  }

  /** POST /air/webhooks `{ url, events }`: the secret is answered here only. */
  register(data: Json): Json {
    const url = typeof data.url === 'string' && /^https?:\/\//.test(data.url) ? data.url : fail(invalidField('url', 'must be a URL'));
    const events =
      Array.isArray(data.events) && data.events.length > 0 ? data.events.map(String) : fail(invalidField('events', 'must list events'));
    const webhook = { id: this.store.nextId('sev'), url, events, secret: this.store.nextId('whsec') };
    this.webhooks.push(webhook);
    const at = this.now().toISOString();
    return { ...webhook, active: true, live_mode: false, created_at: at, updated_at: at };
  }

  enqueue(type: string, object: Json, idempotencyKey: string): void {
    if (this.webhooks.some((w) => w.events.includes(type))) this.queue.push({ type, object, idempotencyKey });
  }

  /** Sends every queued event to each webhook subscribed to it, signed with that webhook's secret. */
  async flush(): Promise<StandInDelivery[]> {
    const events = this.queue.splice(0);
    const sent: StandInDelivery[] = [];
    for (const event of events) {
      const body = JSON.stringify({
        id: this.store.nextId('wev'),
        api_version: 'v2',
        type: event.type,
        data: { object: event.object },
        live_mode: false,
        idempotency_key: event.idempotencyKey,
        created_at: this.now().toISOString(),
        identity_organisation_id: 'org_0000standin',
      });
      for (const webhook of this.webhooks.filter((w) => w.events.includes(event.type))) {
        const signature = signDuffelWebhook(webhook.secret, body, this.now());
        const delivery: StandInDelivery = { webhookId: webhook.id, url: webhook.url, type: event.type, body, signature, status: null };
        try {
          const res = await fetch(webhook.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-duffel-signature': signature },
            body,
            signal: AbortSignal.timeout(30_000),
          });
          await res.arrayBuffer();
          delivery.status = res.status;
        } catch {
          delivery.status = null;
        }
        this.deliveries.push(delivery);
        sent.push(delivery);
      }
    }
    return sent;
  }
}
