import { signDuffelWebhook, type DuffelStandIn, type DuffelStandInDelivery } from '@tas/suppliers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailConfig } from '../mail/config';
import { sendDueMail } from '../mail/send-due';
import { startSmtpServer } from '../mail/test-smtp';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import { apiErrorOf, bookingDetail, panelCaller, useFlightClock, type TestTeam } from '../flights/test-fixtures';
import { bookDuffelFlight, useDuffelAgencies } from './test-duffel-agencies';

// Issue #23 point 3: Duffel's signed events reach the agency. A schedule change lands in the panel's queue, the
// customer's e-mail and the team's endpoints; an unsigned, forged, stale or replayed event changes nothing.
const clock = useFlightClock();
const world = useDuffelAgencies({
  team: 'Duffel events agency',
  other: 'Another Duffel agency',
  customer: 'Carla Dias',
  endpointUrl: 'https://hooks.example.com/schedule',
});
let api: RestServer;
let duffel: DuffelStandIn;
let otherDuffel: DuffelStandIn;
let team: TestTeam;
let other: TestTeam;
let webhookUrl: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  ({ api, duffel, otherDuffel, team, other, webhookUrl } = world);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const bookDuffel = (departureDate: string, accepted = false) => bookDuffelFlight(world, departureDate, accepted);
const orderOf = async (bookingId: string) =>
  ((await bookingDetail(api, team, bookingId)).metadata.supplier as { order_id: string }).order_id;
const deliver = (d: Pick<DuffelStandInDelivery, 'body' | 'signature'>, url = webhookUrl) =>
  api.post(new URL(url).pathname, { rawBody: d.body, headers: { 'content-type': 'application/json', 'x-duffel-signature': d.signature } });
const counts = async () => ({
  events: await api.db.supplierEvent.count(),
  changes: await api.db.scheduleChange.count(),
  mails: await api.db.mailMessage.count({ where: { kind: 'schedule_changed' } }),
  deliveries: await api.db.webhookDelivery.count({ where: { eventType: 'booking.schedule_changed' } }),
});
const queue = () => panelCaller(api, team.id).scheduleChanges.list({});

/** The airline changes the booking's order; its signed event goes to our URL. Answers the change and the delivery. */
async function airlineChanges(bookingId: string) {
  const { change, deliveries } = await duffel.detectAirlineChange(await orderOf(bookingId));
  expect(deliveries.map((d) => d.status)).toEqual([200]);
  return { change, delivery: deliveries[0]! };
}

describe('POST /api/webhooks/suppliers/duffel/{token}', () => {
  it('a signed schedule change reaches the queue (old and new flights), the history, the customer e-mail over SMTP and booking.schedule_changed', async () => {
    const booking = await bookDuffel('2030-06-02');
    const before = await counts();
    const { change } = await airlineChanges(booking.id);
    expect(await counts()).toEqual({
      events: before.events + 1,
      changes: before.changes + 1,
      mails: before.mails + 1,
      deliveries: before.deliveries + 1,
    });
    const row = (await queue()).schedule_changes.find((c) => c.booking.id === booking.id)!;
    const segment = (change.removed as any[])[0].segments[0];
    expect(row).toMatchObject({ status: 'pending', supplier_change_id: change.id, booking: { booking_number: booking.booking_number } });
    expect(row.removed[0]).toMatchObject({ departingAt: segment.departing_at, origin: segment.origin.iata_code });
    expect(row.added[0]!.departingAt).toBe((change.added as any[])[0].segments[0].departing_at);
    expect(row.added[0]!.departingAt).not.toBe(row.removed[0]!.departingAt);
    const history = (await bookingDetail(api, team, booking.id)).status_history;
    expect(history.at(-1)).toMatchObject({ note: expect.stringMatching(/^Airline schedule change: /) });

    const delivery = await api.db.webhookDelivery.findFirstOrThrow({
      where: { eventType: 'booking.schedule_changed', payload: { path: ['data', 'id'], equals: booking.id } },
    });
    expect((delivery.payload as any).data.schedule_change).toMatchObject({ id: row.id, status: 'pending', added: row.added });

    const sent = smtp.received.length;
    await sendDueMail(api.db, clock.now(), mailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Agência <reservas@agencia.test>' }));
    const mail = smtp.received
      .slice(sent)
      .find((m) => m.mail.subject === `Alteração de horário no voo da reserva ${booking.booking_number}`);
    expect(mail?.mail.text).toContain('Olá, Carla Dias!');
    expect(mail?.mail.text).toContain('Como era:');
    expect(mail?.mail.text).toContain(`${row.added[0]!.origin} → ${row.added[0]!.destination}`);
  });

  it('the same event again (Duffel redelivers, or a replay) answers 200 duplicate and changes nothing', async () => {
    const booking = await bookDuffel('2030-06-03');
    const { delivery } = await airlineChanges(booking.id);
    const before = await counts();
    const again = await deliver(delivery);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toEqual({ received: true, duplicate: true });
    expect(await counts()).toEqual(before);
  });

  it('unsigned, forged, stale, or meant for another agency: 401, nothing stored', async () => {
    const booking = await bookDuffel('2030-06-04');
    const body = JSON.stringify({
      id: 'wev_forged0001',
      type: 'order.airline_initiated_change_detected',
      live_mode: false,
      data: { object: { id: await orderOf(booking.id), aic_id: 'aic_forged' } },
    });
    const secret = duffel.webhooks.find((w) => w.url === webhookUrl)!.secret;
    const otherUrl = otherDuffel.webhooks[0]!.url;
    const before = await counts();
    const attempts = [
      await api.post(new URL(webhookUrl).pathname, { rawBody: body, headers: { 'content-type': 'application/json' } }),
      await deliver({ body, signature: signDuffelWebhook('not-the-secret', body, clock.now()) }),
      await deliver({ body, signature: signDuffelWebhook(secret, `${body} `, clock.now()) }),
      await deliver({ body, signature: signDuffelWebhook(secret, body, new Date(clock.now().getTime() - 6 * 60_000)) }),
      await deliver({ body, signature: signDuffelWebhook(secret, body, clock.now()) }, otherUrl),
      await deliver(
        { body, signature: signDuffelWebhook(secret, body, clock.now()) },
        `${api.url}/api/webhooks/suppliers/duffel/dwh_unknown`,
      ),
    ];
    for (const res of attempts) {
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expectErrorShape(res.body, 'UNAUTHORIZED');
    }
    expect(attempts[3]!.body.error).toBe('Webhook signature too old or from the future');
    expect(await counts()).toEqual(before);
  });

  it('registering the webhook is audited by name only: neither the secret nor the URL token is kept in the log', async () => {
    const secret = duffel.webhooks.find((w) => w.url === webhookUrl)!.secret;
    const token = webhookUrl.split('/').at(-1)!;
    const events = await api.db.auditEvent.findMany({ where: { teamId: team.id, action: 'supplier.changed' } });
    const changed = events.flatMap((e) => (e.details as { changed?: string[] }).changed ?? []);
    expect(changed).toEqual(expect.arrayContaining(['credentials.duffelWebhookToken', 'credentials.duffelWebhookSecret']));
    const logged = JSON.stringify(events);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(token);
  });

  it('a signed event of a type we do not act on is stored once and answered 200', async () => {
    const secret = duffel.webhooks.find((w) => w.url === webhookUrl)!.secret;
    const body = JSON.stringify({ id: 'wev_ping0001', type: 'ping.triggered', live_mode: false, data: { object: {} } });
    const res = await deliver({ body, signature: signDuffelWebhook(secret, body, clock.now()) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await api.db.supplierEvent.findFirstOrThrow({ where: { teamId: team.id, eventId: 'wev_ping0001' } });
    expect(row).toMatchObject({ type: 'ping.triggered', outcome: 'nothing to do for ping.triggered', processedAt: expect.any(Date) });
  });
});

describe('the agent decides (panel "Alterações de voo")', () => {
  it('Aceitar: accepted at Duffel, the change leaves the queue, the history says so, the endpoints hear it', async () => {
    const booking = await bookDuffel('2030-06-05');
    const { change } = await airlineChanges(booking.id);
    const row = (await queue()).schedule_changes.find((c) => c.booking.id === booking.id)!;
    const decided = await panelCaller(api, team.id).scheduleChanges.accept({ id: row.id });
    expect(decided).toMatchObject({ status: 'accepted', outcome: { action_taken: 'accepted' }, decided_by: expect.any(String) });
    expect(duffel.airlineChanges.find((c) => c.id === change.id)).toMatchObject({ action_taken: 'accepted' });
    expect(
      duffel.requests.some((r) => r.method === 'POST' && r.path === `/air/airline_initiated_changes/${String(change.id)}/actions/accept`),
    ).toBe(true);
    expect((await queue()).schedule_changes.some((c) => c.id === row.id)).toBe(false);
    const history = (await bookingDetail(api, team, booking.id)).status_history;
    expect(history.at(-1)).toMatchObject({ note: 'Airline schedule change accepted at Duffel' });
    const events = await api.db.webhookDelivery.findMany({
      where: { eventType: 'booking.schedule_changed', payload: { path: ['data', 'id'], equals: booking.id } },
    });
    expect(events.map((e) => (e.payload as any).data.schedule_change.status).sort()).toEqual(['accepted', 'pending']);

    // Decided already: a second decision is refused and Duffel is not asked again.
    const again = await apiErrorOf(panelCaller(api, team.id).scheduleChanges.accept({ id: row.id }));
    expect(again).toMatchObject({ status: 400, code: 'INVALID_STATUS_TRANSITION' });
  });

  it('Cancelar: the booking is cancelled through the cancellation with Duffel’s refund, and Duffel is told (action_taken cancelled)', async () => {
    const booking = await bookDuffel('2030-06-06');
    const { change } = await airlineChanges(booking.id);
    const row = (await queue()).schedule_changes.find((c) => c.booking.id === booking.id)!;
    const decided = await panelCaller(api, team.id, 'owner').scheduleChanges.cancel({ id: row.id });
    expect(decided).toMatchObject({ status: 'cancelled', outcome: { action_taken: 'cancelled', currency: 'BRL' } });
    const detail = await bookingDetail(api, team, booking.id);
    expect(detail.status).toBe('cancelled');
    const orderId = await orderOf(booking.id);
    const confirmed = duffel.cancellations.find((c: any) => c.order_id === orderId && c.confirmed_at) as any;
    expect(confirmed).toBeDefined();
    expect((decided.outcome as any).supplier_refund).toEqual({ amount: Number(confirmed.refund_amount), currency: 'BRL' });
    expect(duffel.airlineChanges.find((c) => c.id === change.id)).toMatchObject({ action_taken: 'cancelled' });
    // An agent may not cancel (it refunds): the permission table's cancellations row.
    const another = await bookDuffel('2030-06-07');
    await airlineChanges(another.id);
    const pending = (await queue()).schedule_changes.find((c) => c.booking.id === another.id)!;
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').scheduleChanges.cancel({ id: pending.id }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it("another agency's change reads as 404", async () => {
    const booking = await bookDuffel('2030-06-09');
    await airlineChanges(booking.id);
    const row = (await queue()).schedule_changes.find((c) => c.booking.id === booking.id)!;
    expect(await apiErrorOf(panelCaller(api, other.id).scheduleChanges.accept({ id: row.id }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await panelCaller(api, other.id).scheduleChanges.list({})).schedule_changes).toEqual([]);
  });
});

describe('late outcomes of an order Duffel answered 202', () => {
  it('order.created confirms the pending reservation at once (the follow-up job’s lookup), no second order', async () => {
    const orderPosts = () => duffel.requests.filter((r) => r.method === 'POST' && r.path === '/air/orders').length;
    const postsBefore = orderPosts();
    const booking = await bookDuffel('2030-06-10', true);
    expect((await bookingDetail(api, team, booking.id)).metadata.supplier).toMatchObject({ status: 'awaiting_issue', locator: null });
    duffel.settlePending('created');
    expect((await duffel.flushWebhooks()).map((d) => [d.type, d.status])).toEqual([['order.created', 200]]);
    const order = duffel.orders.at(-1)!.order as { id: string; booking_reference: string };
    expect((await bookingDetail(api, team, booking.id)).metadata.supplier).toMatchObject({
      status: 'issued',
      locator: order.booking_reference,
      order_id: order.id,
    });
    expect(orderPosts() - postsBefore).toBe(1);
  });

  it('order.creation_failed fails it as the last try would: the paid booking waits in Emissões pendentes with the reason', async () => {
    const booking = await bookDuffel('2030-06-11', true);
    duffel.settlePending('failed');
    expect((await duffel.flushWebhooks()).map((d) => [d.type, d.status])).toEqual([['order.creation_failed', 200]]);
    expect((await bookingDetail(api, team, booking.id)).metadata.supplier).toMatchObject({ status: 'failed', locator: null });
    const queued = (await panelCaller(api, team.id).flights.toIssueQueue()).bookings.find((b) => b.id === booking.id);
    expect(queued?.issue_problem).toBe(
      'Online reservation failed: The airline did not make the order Duffel had accepted (Duffel answered 202 Accepted, then sent order.creation_failed)',
    );
  });
});
