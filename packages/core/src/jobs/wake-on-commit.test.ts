import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type DbHandle } from '@tas/db';
import { bookRefundableStayByCard } from '../cancellations/test-fixtures';
import {
  bookBody,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { startSmtpServer } from '../mail/test-smtp';
import { startReceiver } from '../outbound-webhooks/test-receiver';
import type { RestServer } from '../testing/rest-server';
import { SCHEDULED_JOBS } from './schedules';
import { startJobs, type Jobs } from './start-jobs';
import { coalesced } from './wake-on-commit';

/*
 * The first attempt of a webhook, an e-mail or an NFS-e starts when the change commits, woken by the commit
 * (NOTIFY from the outbox tables' trigger), not by the minute jobs. The queue's workers poll once a
 * minute here, and the minute schedules never fire within these tests' few seconds.
 */

let api: RestServer;
let team: TestTeam;
let customer: { id: string };
let jobs: Jobs;
const clock = useHotelClock();
const POLL_ONCE_A_MINUTE = { pollingIntervalSeconds: 60 };
// Far below the minute the jobs would take; room for a loaded CI machine.
const REAL_TIME_MS = 3_000;

beforeAll(async () => {
  api = await startHotelApi();
  jobs = await startJobs(api.handle, POLL_ONCE_A_MINUTE);
  team = await api.team({ name: 'Real time' });
  customer = await newCustomer(api, team);
});
afterAll(async () => {
  await jobs?.stop();
  await api?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function until<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function subscribe(url: string, events: string[]) {
  const res = await api.post('/api/v1/webhooks', { key: team.key, body: { url, events } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function unsubscribe(endpointId: string) {
  expect((await api.del(`/api/v1/webhooks/${endpointId}`, { key: team.key })).status).toBe(200);
}

/** A hotel booking paid by PIX, still pending: its payment id. */
async function pixBooking(): Promise<string> {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', { key: team.key, body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.payment.id as string;
}

const typeOf = (r: { body: string }) => (JSON.parse(r.body) as { type: string }).type;

describe('webhooks in real time', () => {
  it('a PIX paid through the sandbox reaches the receiver within 3 s, with no job tick', async () => {
    const receiver = await startReceiver(204);
    const endpointId = await subscribe(receiver.url, ['payment.paid']);
    try {
      const paymentId = await pixBooking();
      const paidAt = Date.now();
      await paySandbox(api, team, paymentId);
      const hook = await until(() => receiver.received.find((r) => typeOf(r) === 'payment.paid'), REAL_TIME_MS, 'payment.paid');
      expect(JSON.parse(hook.body).data).toMatchObject({ id: paymentId, status: 'paid' });
      expect(hook.at - paidAt).toBeLessThan(REAL_TIME_MS);
      // The sender records the delivery once the receiver has answered: a moment after the receiver has it.
      await expect
        .poll(() => api.db.webhookDelivery.findFirstOrThrow({ where: { endpointId } }), { timeout: REAL_TIME_MS })
        .toMatchObject({ status: 'delivered', attempts: 1 });
    } finally {
      await unsubscribe(endpointId);
      await receiver.close();
    }
  });

  it('a failed first attempt is retried by the minute job after its backoff', async () => {
    const statuses = [500, 204];
    const receiver = await startReceiver(() => statuses.shift() ?? 204);
    const endpointId = await subscribe(receiver.url, ['booking.created']);
    try {
      const created = await api.post('/api/v1/bookings', {
        key: team.key,
        body: { customer_id: customer.id, type: 'package', title: 'Noronha', start_date: '2030-05-01', total_amount: 999.9 },
      });
      expect(created.status).toBe(201);
      await until(() => receiver.received.length === 1, REAL_TIME_MS, 'the first attempt');
      const failed = await until(
        async () => api.db.webhookDelivery.findFirst({ where: { endpointId, attempts: 1, lastStatusCode: 500 } }),
        REAL_TIME_MS,
        'the failure recorded',
      );
      expect(failed).toMatchObject({ status: 'pending', lastError: 'HTTP 500' });

      const minuteJob = SCHEDULED_JOBS.find((job) => job.name === 'webhooks.deliver')!;
      expect(minuteJob.cron).toBe('* * * * *');
      await minuteJob.run(api.db, new Date(clock.now().getTime() + 60_000));
      expect(receiver.received).toHaveLength(2);
      expect(await api.db.webhookDelivery.findFirstOrThrow({ where: { endpointId } })).toMatchObject({ status: 'delivered', attempts: 2 });
    } finally {
      await unsubscribe(endpointId);
      await receiver.close();
    }
  });

  it('two instances woken by the same commits deliver a burst of 20 events once each, within 3 s', async () => {
    // On PostgreSQL the second instance has its own pool and listener, as another process would.
    const other: DbHandle = api.handle.target.kind === 'postgres' ? openDb(api.handle.target) : api.handle;
    const second = await startJobs(other, POLL_ONCE_A_MINUTE);
    const receiver = await startReceiver(204);
    const endpointId = await subscribe(receiver.url, ['booking.created']);
    try {
      const bookings = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api.post('/api/v1/bookings', {
            key: team.key,
            body: { customer_id: customer.id, type: 'package', title: `Trip ${i}`, start_date: '2030-05-01', total_amount: 100 + i },
          }),
        ),
      );
      expect(bookings.map((b) => b.status)).toEqual(Array(20).fill(201));
      await until(() => receiver.received.length >= 20, REAL_TIME_MS, '20 events');
      await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would arrive meanwhile
      const ids = receiver.received.map((r) => r.headers['x-webhook-id']);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      expect(new Set(receiver.received.map((r) => JSON.parse(r.body).data.id))).toEqual(new Set(bookings.map((b) => b.body.data.id)));
    } finally {
      await second.stop();
      if (other !== api.handle) await other.close();
      await unsubscribe(endpointId);
      await receiver.close();
    }
  });
});

describe('customer e-mails in real time', () => {
  it("a PIX booking's payment instructions leave by SMTP within 3 s, with no job tick", async () => {
    const smtp = await startSmtpServer();
    vi.stubEnv('SMTP_URL', smtp.url);
    try {
      const paymentId = await pixBooking();
      const mail = await until(
        () => smtp.received.find((m) => m.mail.subject?.startsWith('Pagamento via PIX')),
        REAL_TIME_MS,
        'PIX e-mail',
      );
      expect(mail.rcpt).toHaveLength(1);
      // Recorded once the SMTP server took it.
      const sent = () =>
        api.db.mailMessage.findFirst({ where: { refs: { equals: { payment_id: paymentId } }, status: 'sent', attempts: 1 } });
      await until(sent, 1_000, 'the message recorded as sent');
    } finally {
      await smtp.close();
    }
  });
});

describe('NFS-e in real time', () => {
  it("a sale's note is issued when the confirmation commits, and cancelled when the booking's cancellation commits", async () => {
    const agency = await api.team({ name: 'Real-time NFS-e' });
    await panelCaller(api, agency.id, 'owner').invoices.updateSettings({
      issueOn: 'on_confirmation',
      municipalServiceCode: '09.02',
      municipalServiceName: 'Agenciamento de viagens',
      iss: '2.5',
    });
    const bookingId = (await bookRefundableStayByCard(api, agency)).booking.id;
    const invoice = () => api.db.serviceInvoice.findUniqueOrThrow({ where: { bookingId } });
    await until(async () => (await invoice()).status === 'authorized', REAL_TIME_MS, 'the note issued');

    // The cancellation only marks the row (cancel_requested): that update wakes the job as an insert does.
    expect((await api.del(`/api/v1/bookings/${bookingId}`, { key: agency.key })).status).toBe(200);
    await until(async () => (await invoice()).status === 'cancelled', REAL_TIME_MS, 'the note cancelled');
    expect(await invoice()).toMatchObject({ cancelRequested: false });
  });
});

describe('coalesced', () => {
  it('a storm of wake-ups during a run makes one more run, not one each', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const sender = coalesced(async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    sender.wake();
    for (let i = 0; i < 100; i++) sender.wake();
    expect(runs).toBe(1);
    release();
    await until(() => runs === 2, 1_000, 'the second run');
    release();
    await sender.idle();
    expect(runs).toBe(2);
  });

  it('a run that fails does not stop later wake-ups', async () => {
    let runs = 0;
    const sender = coalesced(async () => {
      runs += 1;
      throw new Error('database restarting');
    });
    sender.wake();
    await sender.idle();
    sender.wake();
    await sender.idle();
    expect(runs).toBe(2);
  });
});
