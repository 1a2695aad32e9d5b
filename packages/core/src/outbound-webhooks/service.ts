import type { Db, WebhookDeliveryModel as WebhookDelivery, WebhookEndpointModel as WebhookEndpoint } from '@tas/db';
import type { AuditActor } from '../audit/actor';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../lib/api-error';
import { clock } from '../lib/clock';
import { seal } from '../lib/crypto';
import { pageWindow, pagination } from '../lib/pagination';
import { randomString } from '../lib/random';
import { inTeam } from '../lib/team-scope';
import { isUuid } from '../lib/zod-helpers';
import type { TWebhookCreateInput, TWebhookDeliveriesQuery } from './schemas';

/** `whsec_` and 32 base62 characters: the HMAC key receivers verify signatures with. */
export function generateWebhookSecret(): string {
  return `whsec_${randomString(32)}`;
}

export function presentEndpoint(row: WebhookEndpoint) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}

export function presentDelivery(row: WebhookDelivery) {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** Registers an endpoint; the secret is kept sealed (signing needs it in clear) and answered this once. */
export async function createEndpoint(db: Db, teamId: string, input: TWebhookCreateInput, auditBy: AuditActor) {
  const secret = generateWebhookSecret();
  const row = await db.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: {
        teamId,
        url: input.url,
        description: input.description ?? null,
        events: input.events,
        secret: seal(secret),
        createdAt: clock.now(),
      },
    });
    const details = { url: created.url, description: created.description, events: created.events };
    await recordAudit(tx, auditBy, { action: 'webhook.created', subject: { type: 'webhook', id: created.id }, details });
    return created;
  });
  return { ...presentEndpoint(row), secret };
}

export async function listEndpoints(db: Db, teamId: string) {
  const rows = await db.webhookEndpoint.findMany({ where: inTeam(teamId), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(presentEndpoint);
}

async function requireEndpoint(db: Db, teamId: string, id: string): Promise<WebhookEndpoint> {
  const row = isUuid(id) ? await db.webhookEndpoint.findFirst({ where: inTeam(teamId, { id }) }) : null;
  if (!row) throw ApiError.notFound('Webhook');
  return row;
}

/**
 * DELETE disables: no new events are written for the endpoint and its pending deliveries are not
 * sent, but its delivery history stays readable. Disabling twice answers the same.
 */
export async function disableEndpoint(db: Db, teamId: string, id: string, auditBy: AuditActor) {
  const row = await requireEndpoint(db, teamId, id);
  if (row.isActive) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.webhookEndpoint.updateMany({
        where: inTeam(teamId, { id: row.id, isActive: true }),
        data: { isActive: false, disabledAt: clock.now() },
      });
      if (count === 1)
        await recordAudit(tx, auditBy, { action: 'webhook.deleted', subject: { type: 'webhook', id: row.id }, details: { url: row.url } });
    });
  }
  return { id: row.id, deleted: true as const };
}

/** The endpoint's deliveries, newest first. */
export async function listDeliveries(db: Db, teamId: string, query: TWebhookDeliveriesQuery) {
  const endpoint = await requireEndpoint(db, teamId, query.id);
  const where = inTeam(teamId, { endpointId: endpoint.id });
  const [rows, total] = await Promise.all([
    db.webhookDelivery.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.webhookDelivery.count({ where }),
  ]);
  return { deliveries: rows.map(presentDelivery), pagination: pagination(query, total) };
}
