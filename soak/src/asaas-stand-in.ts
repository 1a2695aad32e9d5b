import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Asaas v3 API that keeps its own books: every charge created, whether money was
 * taken (card at once, PIX/boleto when the driver "pays" them), voids and refunds. The soak checks the
 * app's database against these records (a customer charged twice, money kept without a booking).
 */
export interface StandInCharge {
  id: string;
  /** Our payment id, as the app sends it. */
  externalReference: string;
  billingType: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
  value: number;
  status: 'PENDING' | 'CONFIRMED' | 'RECEIVED' | 'DELETED' | 'REFUNDED';
  /** Money taken from the customer (card capture, or a PIX/boleto paid), whatever happened next. */
  moneyTaken: boolean;
  refunds: number;
  /** What the refunds gave back in all (a partial refund sends `value`; none sends the whole charge). */
  refundedValue: number;
  voids: number;
  createdAt: number;
  /** The account (API key) that made it: tells the soak whose webhook token to send its events with. */
  account: string;
}

/** Card number the stand-in declines (as the sandbox does). */
export const DECLINED_CARD = '4000000000000002';

export class AsaasStandIn {
  readonly charges = new Map<string, StandInCharge>();
  /** Requests answered with an error status, by kind (unknown charge, refund of unpaid, ...). */
  readonly refusals: string[] = [];
  /** PIX codes expire this long after creation (short, so the soak sees payments arrive after expiry). */
  pixTtlMs = 60_000;
  /** A charge takes this long to answer (card authorisation at Asaas takes a second or two). */
  chargeLatencyMs = 800;
  /** Called after each refund, as Asaas then sends PAYMENT_REFUNDED to the account's webhook. */
  onRefund: (charge: StandInCharge) => void = () => undefined;
  #seq = 0;
  #server: Server;
  url = '';

  constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        // The charge is made (and recorded) at once; the answer comes after the latency, as at a real
        // gateway where the customer's card is debited before the merchant hears back.
        const { status, body } = this.#answer(
          req.method ?? 'GET',
          req.url ?? '/',
          text ? JSON.parse(text) : {},
          String(req.headers.access_token ?? ''),
        );
        const delay = req.method === 'POST' && req.url === '/v3/payments' ? this.chargeLatencyMs : 0;
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        }, delay);
      });
    });
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this.url;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** The customer pays a PIX or boleto: money taken; the caller then sends the gateway's events. */
  pay(chargeId: string): StandInCharge | null {
    const charge = this.charges.get(chargeId);
    if (!charge || charge.billingType === 'CREDIT_CARD' || charge.moneyTaken) return null;
    charge.moneyTaken = true;
    if (charge.status === 'PENDING' || charge.status === 'DELETED') charge.status = 'RECEIVED';
    return charge;
  }

  byReference(reference: string): StandInCharge | undefined {
    for (const charge of this.charges.values()) if (charge.externalReference === reference) return charge;
    return undefined;
  }

  #answer(method: string, path: string, body: any, account: string): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v3/customers') return { status: 200, body: { id: `cus_${++this.#seq}` } };
    if (method === 'POST' && path === '/v3/payments') {
      const card = body.billingType === 'CREDIT_CARD';
      if (card && String(body.creditCard?.number ?? '').replace(/\D/g, '') === DECLINED_CARD) {
        return { status: 400, body: { errors: [{ code: 'invalid_creditCard', description: 'Transação não autorizada' }] } };
      }
      const id = `pay_${++this.#seq}`;
      this.charges.set(id, {
        id,
        externalReference: body.externalReference,
        billingType: body.billingType,
        value: Number(body.value ?? body.totalValue),
        status: card ? 'CONFIRMED' : 'PENDING',
        moneyTaken: card,
        refunds: 0,
        refundedValue: 0,
        voids: 0,
        createdAt: Date.now(),
        account,
      });
      return {
        status: 200,
        body: { id, status: card ? 'CONFIRMED' : 'PENDING', dueDate: brazilDate(Date.now()), invoiceUrl: `${this.url}/i/${id}` },
      };
    }
    // The documented lookup by our reference (the app's payments.intents job): deleted charges are not listed.
    const listed = new URL(path, 'http://stand-in');
    if (method === 'GET' && listed.pathname === '/v3/payments' && listed.searchParams.has('externalReference')) {
      const reference = listed.searchParams.get('externalReference');
      const data = [...this.charges.values()]
        .filter((c) => c.externalReference === reference && c.account === account && c.status !== 'DELETED')
        .map((c) => ({ id: c.id, status: c.status, dueDate: brazilDate(c.createdAt) }));
      return { status: 200, body: { object: 'list', hasMore: false, totalCount: data.length, limit: 100, offset: 0, data } };
    }
    const match = /^\/v3\/payments\/([^/]+)(\/[a-zA-Z]+)?$/.exec(path);
    const charge = match ? this.charges.get(decodeURIComponent(match[1]!)) : undefined;
    if (!charge) {
      this.refusals.push(`${method} ${path}: unknown charge`);
      return { status: 404, body: { errors: [{ code: 'not_found', description: 'Not found' }] } };
    }
    const action = match![2];
    if (method === 'GET' && !action) return { status: 200, body: { id: charge.id, status: charge.status } };
    if (method === 'GET' && action === '/pixQrCode') {
      return {
        status: 200,
        body: {
          encodedImage: 'iVBORw0KGgo=',
          payload: `00020126580014br.gov.bcb.pix-${charge.id}`,
          expirationDate: brazilDateTime(charge.createdAt + this.pixTtlMs),
        },
      };
    }
    if (method === 'GET' && action === '/identificationField') {
      return { status: 200, body: { identificationField: '2'.repeat(47), barCode: '3'.repeat(44) } };
    }
    if (method === 'DELETE' && !action) {
      charge.voids += 1;
      if (charge.moneyTaken) {
        this.refusals.push(`DELETE ${charge.id}: already paid`);
        return { status: 400, body: { errors: [{ code: 'invalid_action', description: 'Cobrança já recebida' }] } };
      }
      charge.status = 'DELETED';
      return { status: 200, body: { deleted: true, id: charge.id } };
    }
    if (method === 'POST' && action === '/refund') {
      if (!charge.moneyTaken || charge.status === 'REFUNDED') {
        this.refusals.push(`refund ${charge.id}: ${charge.status}`);
        return { status: 400, body: { errors: [{ code: 'invalid_action', description: 'Cobrança não pode ser estornada' }] } };
      }
      // Asaas: `value` refunds part of the charge; without it the whole charge goes back.
      const value = typeof body.value === 'number' ? body.value : charge.value;
      charge.refunds += 1;
      charge.refundedValue = Math.round((charge.refundedValue + value) * 100) / 100;
      charge.status = 'REFUNDED';
      this.onRefund(charge);
      return { status: 200, body: { id: charge.id, status: 'REFUNDED' } };
    }
    return { status: 404, body: { errors: [{ code: 'not_found', description: 'Not found' }] } };
  }
}

// Asaas speaks Brazilian local time (UTC-3, no daylight saving since 2019).
const brazil = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString();
const brazilDate = (ms: number) => brazil(ms).slice(0, 10);
const brazilDateTime = (ms: number) => brazil(ms).slice(0, 19).replace('T', ' ');
