import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectErrorShape, type RestServer } from '../testing/rest-server';
import {
  apiErrorOf,
  bookBody,
  newCustomer,
  panelCaller,
  prebookStay,
  startHotelApi,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import { startAsaasServer } from './test-asaas-server';

let api: RestServer;
let asaas: Awaited<ReturnType<typeof startAsaasServer>>;
useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  asaas = await startAsaasServer();
});
afterAll(async () => {
  await asaas.close();
  await api.close();
});
let charges = 0;
beforeEach(() => {
  const id = `pay_addr_${++charges}`;
  asaas.reset();
  asaas.on('POST', '/v3/customers', 200, { id: 'cus_1' });
  asaas.on('POST', '/v3/payments', 200, { id, status: 'PENDING', dueDate: '2030-03-05' });
  asaas.on('GET', `/v3/payments/${id}/pixQrCode`, 200, {
    encodedImage: 'iVBORw0KGgo=',
    payload: '000201...',
    expirationDate: '2030-03-05 23:59:59',
  });
});
afterEach(() => vi.unstubAllEnvs());

/** A team on Asaas at `baseUrl`, saved outside production (tests and local development may use this machine). */
async function asaasTeam(baseUrl: string): Promise<{ team: TestTeam; customer: { id: string } }> {
  const team = await api.team({ name: 'Asaas agency' });
  await panelCaller(api, team.id, 'owner').team.updateSalesSettings({
    paymentGateway: 'asaas',
    asaasApiKey: '$aact_key',
    asaasBaseUrl: baseUrl,
  });
  return { team, customer: await newCustomer(api, team) };
}

describe('Asaas base URL set by an owner', () => {
  it('in production, saving a base URL that names a private address or this machine is refused', async () => {
    const team = await api.team({ name: 'Owner agency' });
    const owner = panelCaller(api, team.id, 'owner');
    vi.stubEnv('NODE_ENV', 'production');
    for (const url of [
      'https://10.0.0.5/v3',
      'https://169.254.169.254/latest',
      'https://localhost/v3',
      `http://127.0.0.1:${new URL(asaas.url).port}`,
    ]) {
      const error = await apiErrorOf(
        owner.team.updateSalesSettings({ paymentGateway: 'asaas', asaasApiKey: '$aact_key', asaasBaseUrl: url }),
      );
      expect(error, url).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
    expect((await owner.team.salesSettings()).asaasBaseUrl).toBeNull();
    const saved = await owner.team.updateSalesSettings({
      paymentGateway: 'asaas',
      asaasApiKey: '$aact_key',
      asaasBaseUrl: 'https://api-sandbox.asaas.com/v3',
    });
    expect(saved.settings.asaasBaseUrl).toBe('https://api-sandbox.asaas.com/v3');
  });

  it('in production, a stored base URL that reaches a private address is never called (checked at connect)', async () => {
    const port = new URL(asaas.url).port;
    for (const baseUrl of [asaas.url, `http://localhost:${port}`]) {
      const { team, customer } = await asaasTeam(baseUrl);
      const stay = await prebookStay(api, team);
      vi.stubEnv('NODE_ENV', 'production');
      const res = await api.post('/api/v1/hotels/book', {
        key: team.key,
        body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
      });
      vi.unstubAllEnvs();
      expect(res.status, baseUrl).toBe(502);
      expectErrorShape(res.body, 'SUPPLIER_ERROR');
      expect(asaas.requests, baseUrl).toHaveLength(0);
    }
  });

  it('outside production the same stand-in on this machine is called', async () => {
    const { team, customer } = await asaasTeam(asaas.url);
    const stay = await prebookStay(api, team);
    const res = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(stay.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(res.status).toBe(201);
    expect(asaas.requests.map((r) => r.path)).toContain('/v3/payments');
  });
});
