import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentError } from '../../errors';
import type { InvoiceInput } from '../../invoice-port';
import { createInvoiceIssuer } from '../../create-invoice-issuer';
import { FakeAsaas } from '../fake-asaas';
import { ASAAS_WEBHOOK_HEADER } from '../webhook';
import { AsaasInvoicesStandIn } from './stand-in';

const TOKEN = 'whk-token';
const input: InvoiceInput = {
  reference: '6f1c2b1e-7a53-4d0b-9a43-1c2f3e4d5a6b',
  gatewayChargeId: 'pay_1',
  customer: { name: 'Ana Souza', email: 'ana@example.com' },
  valueCents: 12_345,
  serviceDescription: 'Agenciamento de viagem',
  observations: 'Reserva BK-2030-000001',
  effectiveDate: '2030-03-05',
  municipalServiceId: null,
  municipalServiceCode: '09.02',
  municipalServiceName: 'Agenciamento',
  taxes: { retainIss: true, iss: '2.5', cofins: '0', csll: '0', inss: '0', ir: '1.5', pis: '0.65' },
};

const standIn = new AsaasInvoicesStandIn();
let fake: FakeAsaas;
// The app's webhook endpoint, as far as this package is concerned: what the stand-in posts.
let app: Server;
const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
const issuer = () => createInvoiceIssuer({ gateway: 'asaas', apiKey: 'key', baseUrl: fake.url, timeoutMs: 1_500 });

beforeAll(async () => {
  fake = await FakeAsaas.start((method, path, body) => standIn.handle(method, path, body));
  app = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  standIn.webhookTo(`http://127.0.0.1:${(app.address() as AddressInfo).port}/hook`, TOKEN);
});
afterAll(async () => {
  await fake.close();
  app.closeAllConnections();
  await new Promise<void>((resolve) => app.close(() => resolve()));
});
beforeEach(() => {
  fake.reset();
  standIn.reset();
  received.length = 0;
});

describe('Asaas invoices adapter', () => {
  it('schedules with the documented body (reais, percent numbers, our id as externalReference), issues, cancels, finds', async () => {
    const scheduled = await issuer().schedule(input);
    expect(scheduled).toMatchObject({ status: 'scheduled', number: null, reference: input.reference });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v3/invoices',
      body: {
        payment: 'pay_1',
        externalReference: input.reference,
        value: 123.45,
        deductions: 0,
        municipalServiceCode: '09.02',
        taxes: { retainIss: true, iss: 2.5, ir: 1.5, pis: 0.65, cofins: 0, csll: 0, inss: 0 },
      },
    });
    expect(fake.requests[0]!.headers.access_token).toBe('key');
    expect(await issuer().authorize(scheduled.gatewayInvoiceId)).toMatchObject({ status: 'scheduled' });
    expect(await issuer().find(input.reference)).toMatchObject({ gatewayInvoiceId: scheduled.gatewayInvoiceId });
    expect(await issuer().find('another-reference')).toBeNull();
    expect(await issuer().cancel(scheduled.gatewayInvoiceId)).toMatchObject({ status: 'cancelled' });
  });

  it('an installment sale is invoiced by its installment; a sale paid elsewhere as a standalone invoice for the customer', async () => {
    fake.on('POST', '/v3/customers', { status: 200, body: { id: 'cus_9' } });
    await issuer().schedule({ ...input, gatewayChargeId: 'installment:ins_1' });
    await issuer().schedule({ ...input, gatewayChargeId: null });
    const bodies = fake.requests.filter((r) => r.path === '/v3/invoices').map((r) => r.body as Record<string, unknown>);
    expect(bodies[0]).toMatchObject({ installment: 'ins_1' });
    expect(bodies[0]).not.toHaveProperty('payment');
    expect(bodies[1]).toMatchObject({ customer: 'cus_9' });
  });

  it("a refusal is a PaymentError invalid_request carrying Asaas' own (Portuguese) description", async () => {
    standIn.municipalServiceCodes.add('01.01');
    const error = await issuer()
      .schedule(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({
      kind: 'invalid_request',
      gatewayCode: 'invalid_municipalService',
      message: 'O serviço municipal 09.02 não está disponível para a sua prefeitura.',
    });
    await expect(issuer().schedule({ ...input, municipalServiceCode: null })).rejects.toMatchObject({ kind: 'invalid_request' });
    // The invoice without a municipal service is refused here, before any call.
    expect(fake.requests).toHaveLength(1);
  });

  it('the stand-in sends the documented events, signed with the token header, which the adapter reads back', async () => {
    const { gatewayInvoiceId } = await issuer().schedule(input);
    await issuer().authorize(gatewayInvoiceId);
    await standIn.advance(gatewayInvoiceId);
    await standIn.advance(gatewayInvoiceId);
    expect(standIn.deliveries.map((d) => d.event)).toEqual(['INVOICE_SYNCHRONIZED', 'INVOICE_AUTHORIZED']);
    expect(received[1]!.headers[ASAAS_WEBHOOK_HEADER]).toBe(TOKEN);
    const event = issuer().parseWebhook(received[1]!.headers, received[1]!.body, TOKEN);
    expect(event).toMatchObject({
      gatewayEventType: 'INVOICE_AUTHORIZED',
      invoice: { gatewayInvoiceId, status: 'authorized', reference: input.reference, pdfUrl: expect.stringContaining(gatewayInvoiceId) },
    });
    expect(event!.eventId).toMatch(/^evt_/);
    expect(() => issuer().parseWebhook(received[1]!.headers, received[1]!.body, 'other-token')).toThrow(PaymentError);
    // A payment event is not an invoice's: left to the payment gateway.
    expect(
      issuer().parseWebhook(
        { [ASAAS_WEBHOOK_HEADER]: TOKEN },
        JSON.stringify({ id: 'evt_1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } }),
        TOKEN,
      ),
    ).toBeNull();
    expect(() =>
      issuer().parseWebhook(
        { [ASAAS_WEBHOOK_HEADER]: TOKEN },
        JSON.stringify({ id: 'evt_2', event: 'INVOICE_UPDATED', invoice: {} }),
        TOKEN,
      ),
    ).toThrow('Webhook body has an unknown shape');
  });
});

describe('sandbox invoices', () => {
  it('a clearly fake note: TESTE- number once issued, no PDF, found by the same id on a retry', async () => {
    const sandbox = createInvoiceIssuer({ gateway: 'sandbox', webhookToken: 'unused' });
    const scheduled = await sandbox.schedule(input);
    expect(scheduled).toMatchObject({ status: 'scheduled', number: null });
    const issued = await sandbox.authorize(scheduled.gatewayInvoiceId);
    expect(issued).toMatchObject({ status: 'authorized', number: 'TESTE-6F1C2B1E', pdfUrl: null });
    expect((await sandbox.schedule(input)).gatewayInvoiceId).toBe(scheduled.gatewayInvoiceId);
  });
});
