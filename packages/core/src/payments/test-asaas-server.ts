import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Tests only: a stand-in for the Asaas v3 API on 127.0.0.1, answering from a route table and recording requests. */
export interface AsaasRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** `answer`: a stand-in of its own answering first where it knows the path (the invoices one, invoices/). */
export async function startAsaasServer(
  answer?: (method: string, path: string, body: unknown) => { status: number; body: unknown } | undefined,
) {
  const requests: AsaasRequest[] = [];
  const routes = new Map<string, { status: number; body: unknown; delayMs: number }>();
  // Paid charges that answer refunds as Asaas does: the first refunds, a second is refused with 400.
  const paidCharges = new Map<string, { status: 'CONFIRMED' | 'REFUNDED'; refunds: number }>();
  // Every charge a `POST /v3/payments` route made, by our reference (externalReference), for the
  // documented lookup `GET /v3/payments?externalReference=`.
  const chargesByReference = new Map<string, { id: string; status: string }[]>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const key = `${req.method} ${req.url}`;
      const body = text ? JSON.parse(text) : undefined;
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
      const answered = answer?.(req.method ?? 'GET', req.url ?? '/', body);
      const reply = (answered && { ...answered, delayMs: 0 }) ??
        lookupReply(req.method ?? 'GET', req.url ?? '/') ??
        paidChargeReply(req.method ?? 'GET', req.url ?? '/') ??
        routes.get(key) ?? { status: 404, body: { errors: [{ code: 'not_found', description: 'Not found' }] }, delayMs: 0 };
      if (key === 'POST /v3/payments') recordCharge(body, reply);
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      }, reply.delayMs);
    });
  });
  function recordCharge(body: any, reply: { status: number; body: any }) {
    if (reply.status >= 300 || !reply.body?.id || !body?.externalReference) return;
    const list = chargesByReference.get(body.externalReference) ?? [];
    list.push({ id: reply.body.id, status: reply.body.status });
    chargesByReference.set(body.externalReference, list);
  }
  function lookupReply(method: string, path: string) {
    const url = new URL(path, 'http://asaas');
    const reference = url.searchParams.get('externalReference');
    if (method !== 'GET' || url.pathname !== '/v3/payments' || reference === null) return undefined;
    // A `paidCharge` shows its current status (REFUNDED once refunded), as Asaas lists it.
    const data = (chargesByReference.get(reference) ?? []).map((c) => ({
      id: c.id,
      status: paidCharges.get(c.id)?.status ?? c.status,
      dueDate: '2030-03-05',
    }));
    return { status: 200, body: { object: 'list', hasMore: false, totalCount: data.length, limit: 100, offset: 0, data }, delayMs: 0 };
  }
  function paidChargeReply(method: string, path: string) {
    const match = /^\/v3\/payments\/([^/]+)(\/refund)?$/.exec(path);
    const charge = match ? paidCharges.get(decodeURIComponent(match[1]!)) : undefined;
    if (!charge) return undefined;
    const id = decodeURIComponent(match![1]!);
    if (method === 'GET' && !match![2]) return { status: 200, body: { id, status: charge.status }, delayMs: 0 };
    if (method !== 'POST' || !match![2]) return undefined;
    if (charge.status === 'REFUNDED') {
      return { status: 400, body: { errors: [{ code: 'invalid_action', description: 'Cobrança não pode ser estornada' }] }, delayMs: 0 };
    }
    charge.status = 'REFUNDED';
    charge.refunds += 1;
    return { status: 200, body: { id, status: 'REFUNDED' }, delayMs: 0 };
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** `delayMs`: the answer comes that much later (the request is recorded at once), to hold a call open. */
    on(method: string, path: string, status: number, body: unknown, delayMs = 0) {
      routes.set(`${method} ${path}`, { status, body, delayMs });
    },
    /** `id` is a paid charge: GET shows its status, refund works once and is refused after (as Asaas). */
    paidCharge(id: string) {
      paidCharges.set(id, { status: 'CONFIRMED', refunds: 0 });
    },
    /** Refunds Asaas actually made of a `paidCharge`. */
    refundsOf: (id: string) => paidCharges.get(id)?.refunds ?? 0,
    reset() {
      requests.length = 0;
      routes.clear();
      paidCharges.clear();
      chargesByReference.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
