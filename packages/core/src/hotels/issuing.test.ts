import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RestServer } from '../testing/rest-server';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  CARD,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from './test-fixtures';
import { FOLLOW_UP_MAX_ATTEMPTS, runDueFollowUps } from '../payments/follow-ups';

let api: RestServer;
let automatic: TestTeam;
let manual: TestTeam;
const customers: Record<string, { id: string }> = {};
const time = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  automatic = await api.team({ name: 'Automatic agency' });
  manual = await api.team({ name: 'Manual agency' });
  await panelCaller(api, manual.id, 'owner').team.updateSalesSettings({ hotelIssuingMode: 'manual' });
  customers[automatic.id] = await newCustomer(api, automatic);
  customers[manual.id] = await newCustomer(api, manual);
});
afterAll(() => api.close());
afterEach(() => vi.unstubAllEnvs());

async function bookStay(team: TestTeam, payment: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const stay = await prebookStay(api, team);
  const res = await api.post('/api/v1/hotels/book', {
    key: team.key,
    body: bookBody(stay.prebook_token, customers[team.id]!.id, payment, overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { booking: { id: string; status: string }; payment: { id: string; status: string } };
}

describe('automatic issuing', () => {
  it.each(['pix', 'boleto'])('%s: the reservation is made when the payment clears (webhook), locator stored', async (method) => {
    const { booking, payment } = await bookStay(automatic, { method });
    expect((await bookingDetail(api, automatic, booking.id)).metadata.supplier).toEqual({
      mode: 'automatic',
      status: 'awaiting_payment',
      locator: null,
    });
    const paid = await paySandbox(api, automatic, payment.id);
    expect(paid.payment).toMatchObject({ id: payment.id, status: 'paid' });
    expect(paid.booking).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      supplier: { mode: 'automatic', status: 'issued', locator: expect.stringMatching(/^HTL-/) },
    });
    const detail = await bookingDetail(api, automatic, booking.id);
    expect(detail.status).toBe('confirmed');
    expect(detail.external_locator).toBe(paid.booking.supplier.locator);
    expect(detail.status_history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'confirmed',
      actor: { type: 'system', name: 'Payment gateway' },
      note: `${method === 'pix' ? 'PIX' : 'Boleto'} payment received`,
    });
  });

  it('a supplier failure after a PIX payment keeps the booking paid and confirmed; the job retries, and after its last try the booking is marked failed', async () => {
    const { booking, payment } = await bookStay(
      automatic,
      { method: 'pix' },
      { guests: [{ first_name: 'Ana', last_name: 'Supplierfail' }] },
    );
    const paid = await paySandbox(api, automatic, payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'automatic', status: 'awaiting_issue', locator: null } });
    expect(paid.payment.status).toBe('paid');
    // The job's tries, each once its backoff has passed (the supplier keeps failing for this guest).
    for (let hours = 1; hours <= FOLLOW_UP_MAX_ATTEMPTS; hours++)
      await runDueFollowUps(api.db, new Date(time.now().getTime() + hours * 3_600_000));
    const followUp = await api.db.paymentFollowUp.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(followUp).toMatchObject({ kind: 'hotel_issue', status: 'failed', attempts: FOLLOW_UP_MAX_ATTEMPTS });
    const detail = await bookingDetail(api, automatic, booking.id);
    expect(detail).toMatchObject({
      status: 'confirmed',
      payment: { status: 'paid' },
      metadata: { supplier: { mode: 'automatic', status: 'failed', locator: null } },
    });
    expect(detail.status_history.map((c: { to: string }) => c.to)).toEqual(['pending', 'confirmed']);
  });
});

describe('panel: failed supplier issues', () => {
  it('a booking the job gave up on is listed with its tries and error; an agent retries it (still failing: back to retrying)', async () => {
    const { booking, payment } = await bookStay(
      automatic,
      { method: 'pix' },
      { guests: [{ first_name: 'Ana', last_name: 'Supplierfail' }] },
    );
    await paySandbox(api, automatic, payment.id);
    const panel = panelCaller(api, automatic.id);
    const retrying = (await panel.hotels.failedIssueQueue()).bookings.find((b) => b.id === booking.id)!;
    expect(retrying.issue_attempts).toMatchObject({
      state: 'retrying',
      attempts: 1,
      max_attempts: FOLLOW_UP_MAX_ATTEMPTS,
      last_error: expect.stringMatching(/unavailable/),
    });
    for (let hours = 1; hours <= FOLLOW_UP_MAX_ATTEMPTS; hours++)
      await runDueFollowUps(api.db, new Date(time.now().getTime() + hours * 3_600_000));
    const failed = (await panel.hotels.failedIssueQueue()).bookings.find((b) => b.id === booking.id)!;
    expect(failed).toMatchObject({
      supplier: { mode: 'automatic', status: 'failed' },
      issue_attempts: { state: 'failed', attempts: FOLLOW_UP_MAX_ATTEMPTS, next_attempt_at: null },
    });
    expect(failed.customer.id).toBe(customers[automatic.id]!.id);
    expect((await panelCaller(api, manual.id).hotels.failedIssueQueue()).bookings.map((b) => b.id)).not.toContain(booking.id);

    const retried = await panel.hotels.retryIssue({ bookingId: booking.id });
    expect(retried.supplier).toEqual({ mode: 'automatic', status: 'awaiting_issue', locator: null });
    expect(retried.last_error).toMatch(/unavailable/);
    expect((await panel.hotels.failedIssueQueue()).bookings.find((b) => b.id === booking.id)!.issue_attempts).toMatchObject({
      state: 'retrying',
      attempts: 1,
    });
  });

  it("an agent retries a reservation that failed once and it is issued; the queue no longer lists it; issued, other teams' and unknown bookings cannot be retried", async () => {
    const { booking, payment } = await bookStay(automatic, { method: 'pix' });
    vi.stubEnv('SANDBOX_LATENCY_MS', '300');
    vi.stubEnv('SUPPLIER_BOOK_TIMEOUT_MS', '20');
    await paySandbox(api, automatic, payment.id);
    vi.unstubAllEnvs();
    const panel = panelCaller(api, automatic.id);
    expect((await panel.hotels.failedIssueQueue()).bookings.map((b) => b.id)).toContain(booking.id);
    const retried = await panel.hotels.retryIssue({ bookingId: booking.id });
    expect(retried.supplier).toEqual({ mode: 'automatic', status: 'issued', locator: expect.stringMatching(/^HTL-/) });
    expect((await bookingDetail(api, automatic, booking.id)).external_locator).toBe(retried.supplier.locator);
    expect((await panel.hotels.failedIssueQueue()).bookings.map((b) => b.id)).not.toContain(booking.id);
    expect(await apiErrorOf(panel.hotels.retryIssue({ bookingId: booking.id }))).toEqual({
      status: 400,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Booking is not waiting for its supplier reservation',
    });
    expect(await apiErrorOf(panelCaller(api, manual.id).hotels.retryIssue({ bookingId: booking.id }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await apiErrorOf(panel.hotels.retryIssue({ bookingId: 'nope' }))).toMatchObject({ status: 404 });
  });
});

describe('manual issuing', () => {
  it('a card booking waits in the to-confirm queue until an agent enters the supplier locator', async () => {
    const { booking, payment } = await bookStay(manual, { method: 'credit_card', credit_card: CARD });
    expect(booking.status).toBe('confirmed');
    expect(payment.status).toBe('paid');
    const panel = panelCaller(api, manual.id);
    expect((await bookingDetail(api, manual, booking.id)).metadata.supplier).toEqual({
      mode: 'manual',
      status: 'awaiting_issue',
      locator: null,
    });
    const queue = await panel.hotels.toConfirmQueue();
    const queued = queue.bookings.find((b) => b.id === booking.id)!;
    expect(queued).toMatchObject({
      customer: { id: customers[manual.id]!.id },
      guests: ['Ana Souza', 'Pedro Souza'],
      supplier: { mode: 'manual', status: 'awaiting_issue' },
    });
    expect(queued.hotel).toMatchObject({ hotel_search_code: expect.any(String), room_names: expect.any(Array) });

    const confirmed = await panel.hotels.confirmManual({ bookingId: booking.id, locator: 'SUP-778812' });
    expect(confirmed.supplier).toEqual({ mode: 'manual', status: 'issued', locator: 'SUP-778812' });
    const detail = await bookingDetail(api, manual, booking.id);
    expect(detail.metadata.supplier).toEqual({ mode: 'manual', status: 'issued', locator: 'SUP-778812' });
    expect(detail.external_locator).toBe('SUP-778812');
    expect((await panel.hotels.toConfirmQueue()).bookings.map((b) => b.id)).not.toContain(booking.id);
    expect(await apiErrorOf(panel.hotels.confirmManual({ bookingId: booking.id, locator: 'AGAIN' }))).toEqual({
      status: 400,
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Booking is not awaiting supplier confirmation',
    });
  });

  it('a PIX booking joins the queue only once paid', async () => {
    const { booking, payment } = await bookStay(manual, { method: 'pix' });
    const panel = panelCaller(api, manual.id);
    expect((await panel.hotels.toConfirmQueue()).bookings.map((b) => b.id)).not.toContain(booking.id);
    expect(await apiErrorOf(panel.hotels.confirmManual({ bookingId: booking.id, locator: 'EARLY' }))).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
    });
    const paid = await paySandbox(api, manual, payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { mode: 'manual', status: 'awaiting_issue', locator: null } });
    expect((await panel.hotels.toConfirmQueue()).bookings.map((b) => b.id)).toContain(booking.id);
  });

  it("the queue and confirm are the team's own: another team's booking is not found", async () => {
    const { booking } = await bookStay(manual, { method: 'credit_card', credit_card: CARD });
    const outsider = panelCaller(api, automatic.id);
    expect((await outsider.hotels.toConfirmQueue()).bookings.map((b) => b.id)).not.toContain(booking.id);
    expect(await apiErrorOf(outsider.hotels.confirmManual({ bookingId: booking.id, locator: 'X1' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await apiErrorOf(outsider.hotels.confirmManual({ bookingId: 'nope', locator: 'X1' }))).toMatchObject({ status: 404 });
  });

  it('automatic-mode bookings never enter the queue', async () => {
    const { booking } = await bookStay(automatic, { method: 'credit_card', credit_card: CARD });
    expect((await panelCaller(api, automatic.id).hotels.toConfirmQueue()).bookings.map((b) => b.id)).not.toContain(booking.id);
  });

  it('the mode is the one at book time: switching the team to automatic later does not reissue', async () => {
    const team = await api.team({ name: 'Switching agency' });
    const owner = panelCaller(api, team.id, 'owner');
    await owner.team.updateSalesSettings({ hotelIssuingMode: 'manual' });
    customers[team.id] = await newCustomer(api, team);
    const { booking, payment } = await bookStay(team, { method: 'pix' });
    await owner.team.updateSalesSettings({ hotelIssuingMode: 'automatic' });
    const paid = await paySandbox(api, team, payment.id);
    expect(paid.booking.supplier).toEqual({ mode: 'manual', status: 'awaiting_issue', locator: null });
    expect((await owner.hotels.toConfirmQueue()).bookings.map((b) => b.id)).toContain(booking.id);
  });
});

describe('panel: team sales settings', () => {
  it('shows the settings with secrets only as flags', async () => {
    const settings = await panelCaller(api, automatic.id).team.salesSettings();
    expect(settings).toMatchObject({
      markupPercent: 10,
      hotelIssuingMode: 'automatic',
      hotelSupplier: 'sandbox',
      hotelSupplierCredentialsSet: true,
      paymentGateway: 'sandbox',
      webhookTokenSet: true,
      webhookUrls: { sandbox: expect.stringMatching(/\/api\/webhooks\/payments\/sandbox$/) },
    });
    expect(JSON.stringify(settings)).not.toMatch(/v1\.|whk_/);
  });

  it('agents cannot change them; owners and admins can', async () => {
    expect(await apiErrorOf(panelCaller(api, automatic.id, 'agent').team.updateSalesSettings({ markupPercent: 20 }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const team = await api.team({ name: 'Settings agency' });
    const admin = panelCaller(api, team.id, 'admin');
    const saved = await admin.team.updateSalesSettings({
      markupPercent: 12.5,
      hotelSupplierCredentials: { username: 'sandbox', password: 'sandbox' },
    });
    expect(saved.settings.markupPercent).toBe(12.5);
    expect(saved.webhookToken).toBeNull();
    const rotated = await admin.team.rotateWebhookToken();
    expect(rotated.webhookToken).toMatch(/^whk_/);
  });

  it('starter teams have no hotel panel procedures (403 PLAN_REQUIRED)', async () => {
    const starter = await api.team({ plan: 'starter', name: 'Starter agency' });
    expect(await apiErrorOf(panelCaller(api, starter.id).hotels.toConfirmQueue())).toMatchObject({ status: 403, code: 'PLAN_REQUIRED' });
  });
});
