import type { IncomingHttpHeaders } from 'node:http';
import {
  createDuffelAccount,
  DUFFEL_SIGNATURE_HEADER,
  duffelEventSubject,
  verifyDuffelWebhook,
  ZDuffelEvent,
  type AirlineChange,
  type DuffelEvent,
} from '@tas/suppliers';
import type { Db } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { gatewayFetch } from '../payments/gateway-fetch';
import { openCredential, openDuffelCredentials } from '../suppliers/credentials';
import { callSupplier } from '../suppliers/supplier-call';
import { readSettings } from '../teams/settings';
import { duffelWebhookTokenHash } from './duffel-webhook-settings';
import { markEventProcessed, recordAirlineChange, storeSupplierEvent } from './record-airline-change';
import { settleAcceptedOrder } from './settle-accepted-order';

const unauthorized = (why = 'Invalid webhook signature') => new ApiError(401, 'UNAUTHORIZED', why);

function header(headers: IncomingHttpHeaders | Record<string, string>, name: string): string | undefined {
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as Duffel's event shape, once the signature has vouched for it. */
function parseEvent(rawBody: string): DuffelEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw ApiError.validation('Validation error: body: must be a JSON event');
  }
  const parsed = ZDuffelEvent.safeParse(json);
  if (!parsed.success)
    throw ApiError.validation(`Validation error: body: not a Duffel event (${parsed.error.issues[0]?.path.join('.') || 'shape'})`);
  return parsed.data;
}

/**
 * POST /api/webhooks/suppliers/duffel/{token}: the token in the URL names the team, Duffel's signature over the
 * raw body with that team's webhook secret (timing-safe, five minutes of tolerance) vouches for the event; a
 * missing, bad or stale signature is 401 and nothing is stored. Each event is stored once per team (its id):
 * a redelivery or a replay answers 200 with `duplicate: true` and changes nothing.
 */
export async function receiveDuffelEvent(db: Db, token: string, headers: IncomingHttpHeaders | Record<string, string>, rawBody: string) {
  const team = await db.team.findFirst({
    where: { settings: { path: ['duffelWebhookTokenHash'], equals: duffelWebhookTokenHash(token) } },
    select: { id: true, settings: true },
  });
  if (!team) throw unauthorized('Invalid webhook token');
  const settings = readSettings(team.settings);
  const secret = openCredential(settings, 'duffelWebhookSecret');
  if (!secret) throw unauthorized('No Duffel webhook secret saved for this agency');
  const check = verifyDuffelWebhook(header(headers, DUFFEL_SIGNATURE_HEADER), rawBody, secret, clock.now());
  if (check === 'stale') throw unauthorized('Webhook signature too old or from the future');
  if (check !== 'ok') throw unauthorized();
  const event = parseEvent(rawBody);

  const known = await db.supplierEvent.findUnique({
    where: { teamId_supplier_eventId: { teamId: team.id, supplier: 'duffel', eventId: event.id } },
    select: { id: true },
  });
  if (known) return { received: true as const, duplicate: true };

  const subject = duffelEventSubject(event);
  // A change is read from Duffel before anything is stored: if Duffel cannot answer, the event is refused
  // (502) and Duffel delivers it again later (it retries for 72 hours).
  let change: AirlineChange | null = null;
  if (subject.kind === 'airline_change') {
    const account = openDuffelCredentials(settings);
    if (!account) throw new ApiError(400, 'PROVIDER_NOT_CONFIGURED', 'Provider credentials not configured');
    const duffel = createDuffelAccount({ credentials: account, fetch: gatewayFetch, now: () => clock.now() });
    change = await callSupplier(
      'search',
      (signal) => duffel.airlineChange(subject.orderId, subject.changeId, { signal }),
      undefined,
      'Duffel',
    );
  }
  const now = clock.now();
  const stored = await db.$transaction(async (tx) => {
    if (!(await storeSupplierEvent(tx, team.id, event, now))) return false;
    if (change) await markEventProcessed(tx, team.id, event.id, await recordAirlineChange(tx, team.id, change, now), now);
    else if (subject.kind === 'other') await markEventProcessed(tx, team.id, event.id, `nothing to do for ${event.type}`, now);
    return true;
  });
  if (!stored) return { received: true as const, duplicate: true };
  if (subject.kind === 'order_created' || subject.kind === 'order_creation_failed') {
    // The event is stored: whatever happens here, the flight_issue job still settles the booking later.
    const outcome = await settleAcceptedOrder(db, team.id, subject).catch((err: unknown) => {
      logger.error({ err, eventId: event.id }, 'Duffel order outcome not applied in process; the follow-up job will');
      return null;
    });
    if (outcome) await markEventProcessed(db, team.id, event.id, outcome, clock.now());
  }
  return { received: true as const, duplicate: false };
}
