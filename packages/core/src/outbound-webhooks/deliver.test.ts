import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ENCRYPTION_KEY } from '../hotels/test-fixtures';
import { startRestServer, type RestServer } from '../testing/rest-server';
import { postWebhook } from './post';
import { deliverDueWebhooks, nextAttemptAfterFailure } from './deliver';
import { verifyWebhookSignature } from './signature';
import { startReceiver } from './test-receiver';

let api: RestServer;

beforeAll(async () => {
  process.env.APP_ENCRYPTION_KEY = TEST_ENCRYPTION_KEY;
  api = await startRestServer();
});
afterAll(() => api.close());

/** A team with one endpoint on `url` for booking.created, and one booking created (so one due delivery). */
async function teamWithOneEvent(url: string) {
  const team = await api.team();
  const endpoint = await api.post('/api/v1/webhooks', { key: team.key, body: { url, events: ['booking.created'] } });
  expect(endpoint.status).toBe(201);
  const customer = await api.post('/api/v1/clients', {
    key: team.key,
    body: { customer_type: 'individual', full_name: 'Ana Souza', email: 'ana@example.com' },
  });
  const booking = await api.post('/api/v1/bookings', {
    key: team.key,
    body: { customer_id: customer.body.data.customer.id, type: 'package', title: 'Noronha', start_date: '2030-05-01', total_amount: 999.9 },
  });
  expect(booking.status).toBe(201);
  const delivery = await api.db.webhookDelivery.findFirstOrThrow({ where: { teamId: team.id } });
  return {
    team,
    secret: endpoint.body.data.secret as string,
    endpointId: endpoint.body.data.id as string,
    booking: booking.body.data,
    delivery,
  };
}

describe('deliverDueWebhooks', () => {
  it('in production, an endpoint that resolves to a private address is not called', async () => {
    const receiver = await startReceiver(204);
    let delivery: { id: string; createdAt: Date } | undefined;
    try {
      ({ delivery } = await teamWithOneEvent(receiver.url));
      vi.stubEnv('NODE_ENV', 'production');
      const run = await deliverDueWebhooks(api.db, new Date(delivery.createdAt.getTime() + 1000));
      expect(run.retried).toBe(1);
      expect(receiver.received).toHaveLength(0);
      const row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row.lastError).toBe('Refused: the URL resolves to a private address');
    } finally {
      vi.unstubAllEnvs();
      // Its retry must not count in the other tests' runs.
      if (delivery) await api.db.webhookDelivery.delete({ where: { id: delivery.id } });
      await receiver.close();
    }
  });

  it('POSTs the event signed with the secret; a 2xx marks it delivered', async () => {
    const receiver = await startReceiver(204);
    try {
      const { secret, booking, delivery } = await teamWithOneEvent(receiver.url);
      const now = new Date(delivery.createdAt.getTime() + 1000);
      expect(await deliverDueWebhooks(api.db, now)).toEqual({ delivered: 1, retried: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      const { headers, body } = receiver.received[0]!;
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-webhook-id']).toBe(delivery.eventId);
      expect(headers['x-webhook-type']).toBe('booking.created');
      const signature = String(headers['x-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(signature.startsWith(`t=${Math.floor(now.getTime() / 1000)},`)).toBe(true);
      expect(verifyWebhookSignature(secret, body, signature)).toBe(true);
      expect(verifyWebhookSignature(secret, body.replace('999.9', '1.0'), signature)).toBe(false);
      expect(verifyWebhookSignature('whsec_other', body, signature)).toBe(false);
      const event = JSON.parse(body);
      expect(Object.keys(event)).toEqual(['id', 'type', 'created_at', 'data']);
      expect(event).toMatchObject({
        id: delivery.eventId,
        type: 'booking.created',
        data: { id: booking.id, status: 'pending', total_amount: 999.9 },
      });
      const row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204, lastError: null, deliveredAt: now });
      // Nothing is sent twice.
      expect(await deliverDueWebhooks(api.db, new Date(now.getTime() + 3_600_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('a 500 is retried with exponential backoff, then failed 24 h after the event', async () => {
    const receiver = await startReceiver(500);
    try {
      const { delivery } = await teamWithOneEvent(receiver.url);
      const created = delivery.createdAt.getTime();
      const minute = 60_000;
      expect(await deliverDueWebhooks(api.db, new Date(created))).toEqual({ delivered: 0, retried: 1, failed: 0 });
      let row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
      expect(row.nextAttemptAt.getTime()).toBe(created + minute);

      // Not due yet: nothing is sent.
      expect(await deliverDueWebhooks(api.db, new Date(created + 30_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(await deliverDueWebhooks(api.db, new Date(created + minute))).toEqual({ delivered: 0, retried: 1, failed: 0 });
      row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row.attempts).toBe(2);
      expect(row.nextAttemptAt.getTime()).toBe(created + 3 * minute);

      // Late in the window the next try is capped at the 24 h mark, and a failure there is final.
      const late = new Date(created + 24 * 3_600_000 - 2 * minute);
      expect(await deliverDueWebhooks(api.db, late)).toEqual({ delivered: 0, retried: 1, failed: 0 });
      row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row.nextAttemptAt.getTime()).toBe(created + 24 * 3_600_000);
      expect(await deliverDueWebhooks(api.db, row.nextAttemptAt)).toEqual({ delivered: 0, retried: 0, failed: 1 });
      row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row).toMatchObject({ status: 'failed', attempts: 4, lastStatusCode: 500, deliveredAt: null });
      expect(receiver.received).toHaveLength(4);
      expect(await deliverDueWebhooks(api.db, new Date(created + 48 * 3_600_000))).toEqual({ delivered: 0, retried: 0, failed: 0 });
    } finally {
      await receiver.close();
    }
  });

  it('an unreachable receiver is retried with the reason kept short', async () => {
    const receiver = await startReceiver(200);
    await receiver.close();
    const { delivery } = await teamWithOneEvent(receiver.url);
    expect(await deliverDueWebhooks(api.db, delivery.createdAt)).toEqual({ delivered: 0, retried: 1, failed: 0 });
    const row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'ECONNREFUSED' });
  });

  it("a disabled endpoint's pending deliveries are not sent and end failed", async () => {
    const receiver = await startReceiver(200);
    try {
      const { team, endpointId, delivery } = await teamWithOneEvent(receiver.url);
      await api.del(`/api/v1/webhooks/${endpointId}`, { key: team.key });
      expect(await deliverDueWebhooks(api.db, delivery.createdAt)).toEqual({ delivered: 0, retried: 0, failed: 1 });
      expect(receiver.received).toHaveLength(0);
      const row = await api.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row).toMatchObject({ status: 'failed', attempts: 0, lastError: 'Endpoint disabled' });
    } finally {
      await receiver.close();
    }
  });

  it('shows the deliveries through the API', async () => {
    const receiver = await startReceiver(200);
    try {
      const { team, endpointId, delivery } = await teamWithOneEvent(receiver.url);
      expect(await deliverDueWebhooks(api.db, delivery.createdAt)).toEqual({ delivered: 1, retried: 0, failed: 0 });
      const res = await api.get(`/api/v1/webhooks/${endpointId}/deliveries`, { key: team.key });
      expect(res.body.data.deliveries[0]).toMatchObject({
        event_type: 'booking.created',
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
        next_attempt_at: null,
      });
    } finally {
      await receiver.close();
    }
  });

  it('the address a connection uses is checked at connect time: a name that resolves to this machine is refused there', async () => {
    const receiver = await startReceiver(200);
    try {
      // localhost stands for a public name rebound to a private address after any earlier check.
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const options = { headers: { 'Content-Type': 'application/json' }, body: '{}', timeoutMs: 5000 };
      await expect(postWebhook(url, { ...options, publicOnly: true })).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
      expect(receiver.received).toHaveLength(0);
      expect(await postWebhook(url, { ...options, publicOnly: false })).toBe(200);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe('nextAttemptAfterFailure', () => {
  const created = new Date('2030-01-01T00:00:00Z');
  const at = (ms: number) => new Date(created.getTime() + ms);

  it('doubles from one minute and caps at one hour', () => {
    expect(nextAttemptAfterFailure(created, 1, created)).toEqual(at(60_000));
    expect(nextAttemptAfterFailure(created, 3, created)).toEqual(at(4 * 60_000));
    expect(nextAttemptAfterFailure(created, 12, at(3_600_000))).toEqual(at(2 * 3_600_000));
  });

  it('is null once 24 h have passed since the event', () => {
    expect(nextAttemptAfterFailure(created, 20, at(24 * 3_600_000))).toBeNull();
  });
});
