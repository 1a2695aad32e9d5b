import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HotelbedsStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../lib/clock';
import { hotelbedsCityCode } from '../hotels/hotelbeds-city-code';
import {
  apiErrorOf,
  bookBody,
  bookingDetail,
  newCustomer,
  panelCaller,
  paySandbox,
  prebookBody,
  startHotelApi,
  STAY,
  useHotelClock,
  type TestTeam,
} from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';
import { createTestCa, toPkcs12, type TestCa, type TestCertificate } from '../testing/test-ca';
import { resetSupplierBreakers } from './fan-out';

// Hotelbeds' mutual TLS against a stand-in over https that cuts every Booking API request arriving
// without a client certificate signed by a CA made here. The hotel clock says 2030; TLS checks real
// time, so the agencies' certificates are valid from yesterday (real) to 2035.
let api: RestServer;
let standIn: HotelbedsStandIn;
let ca: TestCa;
let caDir: string;
const hotelClock = useHotelClock();
const VALID = { notBefore: new Date(Date.now() - 86_400_000), notAfter: new Date('2035-01-01T00:00:00Z') };

beforeAll(async () => {
  ca = createTestCa('Hotelbeds mTLS test CA');
  caDir = mkdtempSync(join(tmpdir(), 'tas-mtls-'));
  writeFileSync(join(caDir, 'ca.pem'), ca.certPem);
  // Our pools trust the stand-in's server certificate through this CA (as an operator's demo would).
  process.env.HOTELBEDS_EXTRA_CA_FILE = join(caDir, 'ca.pem');
  api = await startHotelApi();
  standIn = await HotelbedsStandIn.start({ now: () => clock.now(), currency: 'BRL', tls: { ...ca.server(), clientCa: ca.certPem } });
});
afterAll(async () => {
  await api.close();
  await standIn.close();
  delete process.env.HOTELBEDS_EXTRA_CA_FILE;
  rmSync(caDir, { recursive: true, force: true });
});
afterEach(() => {
  standIn.reset();
  resetSupplierBreakers();
});

const pem = (certificate: TestCertificate) => ({
  format: 'pem' as const,
  certificate: certificate.certPem,
  privateKey: certificate.keyPem,
});
const bookingApiCalls = () => standIn.requests.filter((r) => r.path.startsWith('/hotel-api/'));

/** A team selling Hotelbeds from the stand-in, with `certificate` uploaded when given. */
async function hotelbedsTeam(certificate?: TestCertificate | Record<string, unknown>): Promise<TestTeam> {
  const team = await api.team({ name: 'Agência mTLS' });
  const upload = certificate && 'certPem' in certificate ? pem(certificate as TestCertificate) : certificate;
  await panelCaller(api, team.id, 'owner').team.updateHotelSuppliers({
    hotelSuppliers: ['hotelbeds'],
    hotelbedsCredentials: standIn.credentials,
    ...(upload ? { hotelbedsCertificate: upload as never } : {}),
  });
  return team;
}

const searchRio = (team: TestTeam) =>
  api.post('/api/v1/hotels/search', { key: team.key, body: { ...STAY, adults: 2, cityCode: hotelbedsCityCode('RIO') } });

describe('Hotelbeds over mutual TLS', () => {
  it('a hotel is searched, prebooked, booked and cancelled over REST through the stand-in that requires the client certificate', async () => {
    const team = await hotelbedsTeam(ca.client('Agência Boa Viagem', VALID));
    const found = await searchRio(team);
    expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
    const hotel = found.body.data.hotels.find((h: any) => h.id === 'hotelbeds:200201');
    expect(hotel).toBeDefined();
    const offer = hotel.offers[0];
    const prebook = await api.post('/api/v1/hotels/prebook', {
      key: team.key,
      body: { ...prebookBody(hotel, offer), currency: offer.currency },
    });
    expect(prebook.status, JSON.stringify(prebook.body)).toBe(201);
    const customer = await newCustomer(api, team);
    const booked = await api.post('/api/v1/hotels/book', {
      key: team.key,
      body: bookBody(prebook.body.data.prebook_token, customer.id, { method: 'pix' }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const paid = await paySandbox(api, team, booked.body.data.payment.id);
    expect(paid.booking).toMatchObject({ status: 'confirmed', supplier: { status: 'issued' } });
    expect(standIn.bookings()).toHaveLength(1);

    const id = booked.body.data.booking.id;
    expect((await api.request('DELETE', `/api/v1/bookings/${id}`, { key: team.key })).status).toBe(200);
    const cancelled = await panelCaller(api, team.id).bookings.cancelAtSupplier({ id });
    expect(cancelled.locator).toBe((await bookingDetail(api, team, id)).external_locator);
    expect(standIn.bookings()[0]).toMatchObject({ status: 'CANCELLED' });
    const operations = new Set(bookingApiCalls().map((r) => r.operation));
    for (const op of ['availability', 'booking', 'cancel']) expect(operations).toContain(op);

    expect(await panelCaller(api, team.id, 'owner').team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({ ok: true });
    // The whole sale (about 2 s on a quiet machine) took 18 s on a loaded one: room above the default 30 s.
  }, 120_000);

  it('without a certificate nothing gets through: the search fails, no Booking API request reaches Hotelbeds; Testar conexão says it is missing', async () => {
    const team = await hotelbedsTeam();
    const res = await searchRio(team);
    expect(res.status).toBe(502);
    expect(bookingApiCalls()).toHaveLength(0);
    expect(await panelCaller(api, team.id, 'owner').team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({
      ok: false,
      reason: 'certificate_missing',
    });
  });

  it('a certificate of another CA is refused by Hotelbeds: nothing gets through; Testar conexão says it was refused', async () => {
    const team = await hotelbedsTeam(createTestCa('Some other CA').client('Agência Outra', VALID));
    expect((await searchRio(team)).status).toBe(502);
    expect(bookingApiCalls()).toHaveLength(0);
    expect(await panelCaller(api, team.id, 'owner').team.testHotelSupplier({ provider: 'hotelbeds' })).toMatchObject({
      ok: false,
      reason: 'certificate_refused',
    });
    expect(bookingApiCalls()).toHaveLength(0);
  });

  it('a certificate that expired is said before any call: no request leaves; the panel shows it expired', async () => {
    const team = await hotelbedsTeam(
      ca.client('Agência Vencida', { notBefore: VALID.notBefore, notAfter: new Date('2030-06-01T00:00:00Z') }),
    );
    const owner = panelCaller(api, team.id, 'owner');
    expect((await owner.team.hotelSuppliers()).hotelbedsCertificate).toMatchObject({
      status: 'valid',
      notAfter: '2030-06-01T00:00:00.000Z',
    });
    hotelClock.travelTo('2030-05-10T12:00:00Z');
    expect((await owner.team.hotelSuppliers()).hotelbedsCertificate).toMatchObject({ status: 'expiring', daysLeft: 21 });
    hotelClock.travelTo('2030-06-02T12:00:00Z');
    expect((await owner.team.hotelSuppliers()).hotelbedsCertificate).toMatchObject({ status: 'expired' });
    standIn.reset();
    const res = await api.post('/api/v1/hotels/search', {
      key: team.key,
      body: { checkIn: '2030-07-10', checkOut: '2030-07-12', adults: 2, cityCode: hotelbedsCityCode('RIO') },
    });
    expect(res.status).toBe(400);
    expect(bookingApiCalls()).toHaveLength(0);
    expect(await owner.team.testHotelSupplier({ provider: 'hotelbeds' })).toEqual({ ok: false, reason: 'certificate_expired', ms: 0 });
    expect(standIn.requests).toHaveLength(0);
    // An expired certificate is not taken at upload either, and the saved one stays.
    const expired = ca.client('Agência Vencida de Novo', { notBefore: VALID.notBefore, notAfter: new Date('2030-06-01T00:00:00Z') });
    expect(await apiErrorOf(owner.team.updateHotelSuppliers({ hotelbedsCertificate: pem(expired) }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Certificado expirado em 2030-06-01: gere um novo e envie-o à Hotelbeds.',
    });
    expect((await owner.team.hotelSuppliers()).hotelbedsCertificate).toMatchObject({
      subject: expect.stringContaining('CN=Agência Vencida,'),
    });
  });

  it('an unreadable certificate or a key that is not its own is refused at upload (400, nothing saved) and by Testar conexão before any call', async () => {
    const team = await hotelbedsTeam();
    const owner = panelCaller(api, team.id, 'owner');
    const good = ca.client('Agência Legível', VALID);
    expect(
      await apiErrorOf(
        owner.team.updateHotelSuppliers({
          hotelbedsCertificate: { format: 'pem', certificate: 'not a certificate', privateKey: good.keyPem },
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Certificado ilegível: o certificado não é um certificado X.509 em PEM.',
    });
    const other = ca.client('Outra Agência', VALID);
    expect(
      await apiErrorOf(owner.team.updateHotelSuppliers({ hotelbedsCertificate: { ...pem(good), privateKey: other.keyPem } })),
    ).toMatchObject({
      status: 400,
      message: 'Certificado ilegível: a chave privada não é a deste certificado.',
    });
    expect((await owner.team.hotelSuppliers()).hotelbedsCertificate).toBeNull();
    expect(
      await owner.team.testHotelSupplier({
        provider: 'hotelbeds',
        hotelbedsCertificate: { format: 'pkcs12', pkcs12: 'AAAA', passphrase: 'x' },
      }),
    ).toEqual({ ok: false, reason: 'certificate_unreadable', ms: 0 });
    expect(standIn.requests).toHaveLength(0);
  });

  it('a PKCS#12 file with its passphrase: shown by subject, issuer and expiry (never the certificate or key) and used on the calls; a wrong passphrase is 400', async () => {
    const team = await hotelbedsTeam();
    const owner = panelCaller(api, team.id, 'owner');
    const certificate = ca.client('Agência PKCS12', VALID);
    const p12 = toPkcs12(certificate, 'senha secreta').toString('base64');
    expect(
      await apiErrorOf(owner.team.updateHotelSuppliers({ hotelbedsCertificate: { format: 'pkcs12', pkcs12: p12, passphrase: 'errada' } })),
    ).toMatchObject({
      status: 400,
      message: 'Certificado ilegível: o arquivo PKCS#12 não abriu (arquivo inválido ou senha errada).',
    });
    const saved = await owner.team.updateHotelSuppliers({
      hotelbedsCertificate: { format: 'pkcs12', pkcs12: p12, passphrase: 'senha secreta' },
    });
    expect(saved.hotelbedsCertificate).toEqual({
      subject: 'CN=Agência PKCS12, O=Agência de teste, C=BR',
      issuer: 'CN=Hotelbeds mTLS test CA, O=TAS tests, C=BR',
      notBefore: expect.any(String),
      notAfter: '2035-01-01T00:00:00.000Z',
      status: 'valid',
      daysLeft: expect.any(Number),
    });
    expect((await searchRio(team)).status).toBe(200);
    expect(bookingApiCalls().some((r) => r.operation === 'availability')).toBe(true);
    // Sealed at rest, never in an answer or the audit log.
    const row = await api.db.team.findUniqueOrThrow({ where: { id: team.id } });
    const events = await api.db.auditEvent.findMany({ where: { teamId: team.id } });
    for (const text of [JSON.stringify(row.settings), JSON.stringify(events), JSON.stringify(await owner.team.hotelSuppliers())]) {
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).not.toContain('BEGIN CERTIFICATE');
    }
    // Removed on request.
    expect((await owner.team.updateHotelSuppliers({ removeHotelbedsCertificate: true })).hotelbedsCertificate).toBeNull();
  });
});
