import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secondClient } from '@tas/db/testing';
import {
  bookBody,
  CARD,
  DECLINED_CARD,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { teamPaymentGateway } from '../suppliers/payment-gateway';
import { readSettings } from '../teams/settings';
import type { RestServer } from '../testing/rest-server';
import { INTENT_GRACE_MS, openPaymentIntent, runDueIntents } from './intents';
import { startAsaasServer } from './test-asaas-server';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
let team: TestTeam;
let customer: { id: string };
const clock = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
  team = await api.team({ name: 'Intents agency' });
  customer = await newCustomer(api, team);
  await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
    paymentGateway: 'asaas',
    asaasApiKey: '$aact_intents_key',
    asaasBaseUrl: asaas.url,
  });
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
beforeEach(() => {
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
});

const later = () => new Date(clock.now().getTime() + INTENT_GRACE_MS + 1_000);
const intentOf = (id: string) => api.db.paymentIntent.findUniqueOrThrow({ where: { id } });
const lookups = () => asaas.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v3/payments?externalReference='));
const refundsAsked = () => asaas.requests.filter((r) => r.path.endsWith('/refund'));

/**
 * What a book leaves when its process is SIGKILLed after the gateway charged the card and before
 * the booking's transaction committed: the intent (committed first), the charge at the gateway
 * under its reference, and no booking or payment row (the transaction rolled back with the process).
 */
async function killedCardBook(chargeId: string): Promise<string> {
  const intentId = await openPaymentIntent(api.db, { teamId: team.id, gateway: 'asaas', now: clock.now() });
  asaas.on('POST', '/v3/payments', 200, { id: chargeId, status: 'CONFIRMED', dueDate: '2030-03-05' });
  asaas.paidCharge(chargeId);
  const { settings } = await api.db.team.findUniqueOrThrow({ where: { id: team.id } });
  const gateway = teamPaymentGateway(readSettings(settings))!;
  const card = {
    holderName: CARD.holder_name,
    number: CARD.number.replace(/\s/g, ''),
    expiryMonth: CARD.expiry_month,
    expiryYear: CARD.expiry_year,
    ccv: CARD.ccv,
  };
  await gateway.createCharge({
    reference: intentId,
    amountCents: 90_000,
    method: 'credit_card',
    description: 'Hotel',
    customer: { name: 'Ana Souza', email: 'ana@example.com' },
    card,
    now: clock.now(),
  });
  return intentId;
}

describe('payment intents: a charge whose book never committed is given back', () => {
  it('an intent left open by a killed card book is found and refunded exactly once, even with two workers', async () => {
    const intentId = await killedCardBook('pay_killed_1');
    expect(await api.db.payment.findUnique({ where: { id: intentId } })).toBeNull();

    // Within the grace a book may still be running: left alone.
    expect(await runDueIntents(api.db, clock.now())).toEqual({ closed: 0, retried: 0, failed: 0 });
    expect(lookups()).toHaveLength(0);

    const other = secondClient(api.handle);
    try {
      const runs = await Promise.all([runDueIntents(api.db, later()), runDueIntents(other.db, later())]);
      expect(runs.reduce((sum, r) => sum + r.closed, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(asaas.refundsOf('pay_killed_1')).toBe(1);
    expect(lookups().map((r) => r.path)).toEqual([`/v3/payments?externalReference=${intentId}&offset=0&limit=100`]);
    expect(await intentOf(intentId)).toMatchObject({ status: 'closed', chargesUndone: 1, bookingId: null });
    // A later run finds nothing more to do.
    expect(await runDueIntents(api.db, new Date(later().getTime() + 3_600_000))).toEqual({ closed: 0, retried: 0, failed: 0 });
    expect(asaas.refundsOf('pay_killed_1')).toBe(1);
  });

  it('an intent whose book completed is never refunded: the booking committed it as booked', async () => {
    asaas.on('POST', '/v3/payments', 200, { id: 'pay_done_1', status: 'CONFIRMED', dueDate: '2030-03-05' });
    asaas.paidCharge('pay_done_1');
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: CARD }),
    });
    expect(res.status).toBe(201);
    const { booking, payment } = res.body.data;
    // The payment's id is the intent's, and the reference the gateway got.
    expect(asaas.requests.find((r) => r.path === '/v3/payments')!.body.externalReference).toBe(payment.id);
    const { totalCents } = await api.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(await intentOf(payment.id)).toMatchObject({ status: 'booked', bookingId: booking.id, amountCents: totalCents });
    // No card data on the intent (the whole number: a random UUID may hold "4111").
    expect(JSON.stringify(await intentOf(payment.id))).not.toMatch(/4111\s?1111\s?1111\s?1111/);

    await runDueIntents(api.db, later());
    await runDueIntents(api.db, new Date(later().getTime() + 3_600_000));
    expect(lookups()).toHaveLength(0);
    expect(refundsAsked()).toHaveLength(0);
    expect(asaas.refundsOf('pay_done_1')).toBe(0);
    expect(await intentOf(payment.id)).toMatchObject({ status: 'booked' });
  });

  it('a declined card leaves its intent open; the job finds no charge and closes it', async () => {
    asaas.on('POST', '/v3/payments', 400, { errors: [{ code: 'invalid_creditCard', description: 'Transação não autorizada' }] });
    const before = new Set((await api.db.paymentIntent.findMany({ select: { id: true } })).map((i) => i.id));
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'credit_card', credit_card: DECLINED_CARD }),
    });
    expect(res.status).toBe(400);
    const [intent] = (await api.db.paymentIntent.findMany()).filter((i) => !before.has(i.id));
    expect(intent).toMatchObject({ status: 'open' });
    expect(await runDueIntents(api.db, later())).toMatchObject({ closed: 1 });
    expect(await intentOf(intent!.id)).toMatchObject({ status: 'closed', chargesUndone: 0 });
    expect(refundsAsked()).toHaveLength(0);
  });

  it('a gateway that does not answer the lookup: retried later, nothing closed', async () => {
    const intentId = await openPaymentIntent(api.db, { teamId: team.id, gateway: 'asaas', now: clock.now() });
    const owner = panelCaller(api, team.id, 'owner');
    // The gateway out of reach: nothing listens on port 1.
    await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_intents_key', asaasBaseUrl: 'http://127.0.0.1:1' });
    try {
      expect(await runDueIntents(api.db, later())).toMatchObject({ retried: 1 });
      expect(await intentOf(intentId)).toMatchObject({ status: 'checking', attempts: 1, lastError: expect.any(String) });
    } finally {
      await owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_intents_key', asaasBaseUrl: asaas.url });
    }
    // The next try, after its backoff, closes it.
    expect(await runDueIntents(api.db, new Date(later().getTime() + 3 * 60_000))).toMatchObject({ closed: 1 });
    expect(await intentOf(intentId)).toMatchObject({ status: 'closed' });
  });
});
