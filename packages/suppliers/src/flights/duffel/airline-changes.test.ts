import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuffelAccount } from './airline-initiated-changes';
import { allOffers, bookRequest, call, passenger, query, useDuffelStandIn } from './test-support';
import { duffelEventSubject, ZDuffelEvent } from './webhook-event';
import { signDuffelWebhook, verifyDuffelWebhook } from './webhook-signature';

// Duffel's airline-initiated changes and webhooks, adapter against stand-in (sources cited in
// stand-in/airline-changes.ts and webhook-signature.ts).
const ctx = useDuffelStandIn();
const received: { body: string; signature: string | undefined }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ body, signature: req.headers['x-duffel-signature'] as string | undefined });
    res.writeHead(204).end();
  });
});
let receiverUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/duffel`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const account = () => createDuffelAccount({ credentials: { accessToken: 'duffel_test_stand_in', baseUrl: ctx.standIn.url }, now: ctx.now });

async function bookedOrderId(reference: string): Promise<string> {
  const offer = allOffers((await ctx.supplier().search(query(), call)).flightGroups)[0]!;
  const booked = await ctx.supplier().book(bookRequest(offer, [passenger('adult')], reference), call);
  return booked.supplierOrderId!;
}

describe('Duffel webhook signature', () => {
  const body = '{"id":"wev_1","type":"order.created","data":{"object":{}}}';
  const at = new Date('2026-02-01T12:00:00Z');

  it('t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, checked over the exact bytes within five minutes', () => {
    const header = signDuffelWebhook('whsec', body, at);
    expect(header).toMatch(/^t=1769947200,v1=[0-9a-f]{64}$/);
    expect(verifyDuffelWebhook(header, body, 'whsec', new Date(at.getTime() + 299_000))).toBe('ok');
    expect(verifyDuffelWebhook(header, body, 'whsec', new Date(at.getTime() + 301_000))).toBe('stale');
    expect(verifyDuffelWebhook(header, `${body} `, 'whsec', at)).toBe('mismatch');
    expect(verifyDuffelWebhook(header, body, 'other', at)).toBe('mismatch');
    expect(verifyDuffelWebhook(undefined, body, 'whsec', at)).toBe('missing');
    expect(verifyDuffelWebhook('v1=abc', body, 'whsec', at)).toBe('malformed');
  });
});

describe('airline-initiated changes at the stand-in', () => {
  it('a registered webhook gets a signed order.airline_initiated_change_detected naming the order and the change; the adapter reads old and new flights', async () => {
    const registered = await account().registerWebhook(receiverUrl, call);
    expect(registered).toMatchObject({ url: receiverUrl, secret: expect.any(String) });
    const orderId = await bookedOrderId('aic-1');
    const { change, deliveries } = await ctx.standIn.detectAirlineChange(orderId);
    expect(deliveries.map((d) => d.status)).toEqual([204]);

    const last = received.at(-1)!;
    expect(verifyDuffelWebhook(last.signature, last.body, registered.secret, ctx.now())).toBe('ok');
    const event = ZDuffelEvent.parse(JSON.parse(last.body));
    expect(event).toMatchObject({ type: 'order.airline_initiated_change_detected', idempotency_key: change.id });
    expect(duffelEventSubject(event)).toEqual({ kind: 'airline_change', orderId, changeId: change.id });

    const read = await account().airlineChange(orderId, String(change.id), call);
    expect(read).toMatchObject({ id: change.id, orderId, actionTaken: null, availableActions: ['accept', 'cancel', 'change', 'update'] });
    expect(read.added[0]!.departingAt).not.toBe(read.removed[0]!.departingAt);
    expect(read.added[0]!.flight).toBe(read.removed[0]!.flight);
  });

  it('accept once; then neither accept nor update is offered (422); an unknown action_taken is a validation error', async () => {
    const orderId = await bookedOrderId('aic-2');
    const { change } = await ctx.standIn.detectAirlineChange(orderId);
    const id = String(change.id);
    await expect(account().acceptChange(id, call)).resolves.toMatchObject({ actionTaken: 'accepted', availableActions: [] });
    await expect(account().acceptChange(id, call)).rejects.toMatchObject({
      kind: 'invalid_request',
      details: { status: 422, supplierCode: 'action_not_available' },
    });
    await expect(account().recordChangeAction(id, 'cancelled', call)).rejects.toMatchObject({
      details: { supplierCode: 'action_not_available' },
    });
    const other = await ctx.standIn.detectAirlineChange(await bookedOrderId('aic-3'));
    const res = await fetch(`${ctx.standIn.url}/air/airline_initiated_changes/${String(other.change.id)}`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer duffel_test_stand_in', 'duffel-version': 'v2', 'content-type': 'application/json' },
      body: JSON.stringify({ data: { action_taken: 'ignored' } }),
    });
    expect(res.status).toBe(422);
    await expect(account().airlineChange(orderId, 'aic_unknown', call)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('a 202 order settled later sends order.created: the order, with our reference', async () => {
    await account().registerWebhook(receiverUrl, call);
    const offer = allOffers((await ctx.supplier().search(query(), call)).flightGroups)[0]!;
    ctx.standIn.failNext('order_accepted', { method: 'POST', path: '/air/orders' });
    await ctx.supplier().book(bookRequest(offer, [passenger('adult')], 'booking-late'), call);
    ctx.standIn.settlePending('created');
    const sent = await ctx.standIn.flushWebhooks();
    expect(sent.map((d) => d.type)).toEqual(['order.created']);
    const event = ZDuffelEvent.parse(JSON.parse(sent[0]!.body));
    expect(duffelEventSubject(event)).toEqual({
      kind: 'order_created',
      orderId: ctx.standIn.orders[0]!.order.id,
      reference: 'booking-late',
    });
  });
});
