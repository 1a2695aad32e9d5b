import type { PtaxStandIn } from '@tas/suppliers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, panelCaller, startHotelApi, useHotelClock } from '../hotels/test-fixtures';
import { SCHEDULED_JOBS } from '../jobs/schedules';
import { clock } from '../lib/clock';
import type { RestServer } from '../testing/rest-server';
import { forgetTeamRates } from './rates-in-force';
import { PTAX_DAY, startPtax } from './test-fixtures';

let api: RestServer;
let ptax: PtaxStandIn;
let teams = 0;
const calendar = useHotelClock();

beforeAll(async () => {
  api = await startHotelApi();
  ptax = await startPtax({ EUR: 5.8123, USD: 5.3456 });
});
afterAll(async () => {
  await api.close();
  await ptax.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  ptax.restore();
  forgetTeamRates();
});

const newTeam = () => api.team({ name: `Exchange agency ${(teams += 1)}` });

async function runPtaxJob() {
  vi.stubEnv('PTAX_BASE_URL', ptax.baseUrl);
  const job = SCHEDULED_JOBS.find((j) => j.name === 'exchange.ptax-refresh')!;
  return job.run(api.db, clock.now());
}

const policies = async (key: string) => {
  const res = await api.get('/api/v1/exchange-policies', { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as any[];
};

describe('the PTAX job (exchange.ptax-refresh)', () => {
  it("runs at :05 and :35 on weekdays in São Paulo and stores each business day's closing selling rate with its day", async () => {
    const job = SCHEDULED_JOBS.find((j) => j.name === 'exchange.ptax-refresh')!;
    expect(job).toMatchObject({ cron: '5,35 * * * 1-5', tz: 'America/Sao_Paulo' });
    await runPtaxJob();
    const eur = await api.db.ptaxRate.findUniqueOrThrow({
      where: { currency_date: { currency: 'EUR', date: new Date(`${PTAX_DAY}T00:00:00Z`) } },
    });
    expect(eur).toMatchObject({ sellingRate: '5.8123', buyingRate: '5.8117' });
    // Today's bulletin (13:08 in Brasília) is not out yet at 09:00; nothing on the weekend.
    const days = (await api.db.ptaxRate.findMany({ where: { currency: 'USD' }, orderBy: { date: 'asc' } })).map((r) =>
      r.date.toISOString().slice(0, 10),
    );
    expect(days).toEqual(['2030-02-26', '2030-02-27', '2030-02-28', '2030-03-01', '2030-03-04']);
  });
});

describe('GET /api/v1/exchange-policies', () => {
  it('EUR and USD by default: PTAX, no spread, 2 business days, the rate in force and that they sell', async () => {
    await runPtaxJob();
    const team = await newTeam();
    expect(await policies(team.key)).toEqual([
      {
        currency: 'EUR',
        source: 'ptax',
        spread_percent: '0',
        max_age_business_days: 2,
        agency_rate: null,
        agency_rate_date: null,
        rate: { value: '5.8123', source: 'ptax', date: PTAX_DAY },
        applied_rate: '5.8123',
        sells: true,
        reason: null,
      },
      expect.objectContaining({ currency: 'USD', rate: { value: '5.3456', source: 'ptax', date: PTAX_DAY }, sells: true }),
    ]);
  });

  it("is team-scoped: one agency's spread is not another's; the change is audited", async () => {
    await runPtaxJob();
    const mine = await newTeam();
    const theirs = await newTeam();
    await panelCaller(api, mine.id, 'owner').exchange.updatePolicy({
      currency: 'EUR',
      source: 'ptax',
      spread_percent: '3.5',
      max_age_business_days: 3,
    });
    expect((await policies(mine.key))[0]).toMatchObject({ spread_percent: '3.5', max_age_business_days: 3, applied_rate: '6.0157305' });
    expect((await policies(theirs.key))[0]).toMatchObject({ spread_percent: '0', applied_rate: '5.8123' });
    const events = await api.db.auditEvent.findMany({ where: { teamId: mine.id, action: 'settings.changed' } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subjectType: 'exchange_policy', subjectId: 'EUR' });
    expect(events[0]!.details).toMatchObject({ changed: ['exchange.EUR.spreadPercent', 'exchange.EUR.maxAgeBusinessDays'] });
    expect(await api.db.auditEvent.count({ where: { teamId: theirs.id } })).toBe(0);
  });

  it('an agency rate sells from the day it is entered until it is older than the policy allows', async () => {
    const team = await newTeam();
    const owner = panelCaller(api, team.id, 'owner');
    await owner.exchange.updatePolicy({
      currency: 'GBP',
      source: 'agency',
      spread_percent: '0',
      max_age_business_days: 1,
      agency_rate: '6.90',
    });
    const today = (await policies(team.key)).find((p) => p.currency === 'GBP');
    expect(today).toMatchObject({
      agency_rate: '6.9',
      agency_rate_date: '2030-03-05',
      rate: { value: '6.9', source: 'agency', date: '2030-03-05' },
      sells: true,
    });
    // Thursday: two business days later.
    calendar.travelTo('2030-03-07T15:00:00Z');
    expect((await policies(team.key)).find((p) => p.currency === 'GBP')).toMatchObject({
      sells: false,
      applied_rate: null,
      reason: 'GBP agency rate of 2030-03-05 is 2 business days old (the policy allows 1)',
    });
  });

  it('bad input is a clear 400; agents may not change the policy', async () => {
    const team = await newTeam();
    const owner = panelCaller(api, team.id, 'owner');
    expect(
      await apiErrorOf(owner.exchange.updatePolicy({ currency: 'EUR', source: 'agency', spread_percent: '1', max_age_business_days: 2 })),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(
      await apiErrorOf(owner.exchange.updatePolicy({ currency: 'EUR', source: 'ptax', spread_percent: '1,5', max_age_business_days: 2 })),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(
      await apiErrorOf(
        panelCaller(api, team.id, 'agent').exchange.updatePolicy({
          currency: 'EUR',
          source: 'ptax',
          spread_percent: '1',
          max_age_business_days: 2,
        }),
      ),
    ).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await api.db.exchangePolicy.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("any ISO currency: PTAX for those the Banco Central publishes (GBP's fetched by the next run), the agency's rate for the rest", async () => {
    const team = await newTeam();
    const owner = panelCaller(api, team.id, 'owner');
    const currencies = await owner.exchange.currencies({});
    expect(currencies.ptax).toEqual(['AUD', 'CAD', 'CHF', 'DKK', 'EUR', 'GBP', 'JPY', 'NOK', 'SEK', 'USD']);
    expect(currencies.agency_only).toContain('ARS');
    expect(currencies.agency_only).not.toContain('BRL');
    expect(currencies.agency_only).not.toContain('GBP');

    await owner.exchange.updatePolicy({ currency: 'gbp', source: 'ptax', spread_percent: '1.5', max_age_business_days: 2 });
    expect((await policies(team.key)).find((p) => p.currency === 'GBP')).toMatchObject({
      source: 'ptax',
      spread_percent: '1.5',
      sells: false,
    });
    ptax.setRate('GBP', PTAX_DAY, 6.8042);
    await runPtaxJob();
    forgetTeamRates();
    expect((await policies(team.key)).find((p) => p.currency === 'GBP')).toMatchObject({
      rate: { value: '6.8042', source: 'ptax', date: PTAX_DAY },
      applied_rate: '6.906263',
      sells: true,
    });

    const ars = { currency: 'ARS', spread_percent: '0', max_age_business_days: 2 } as const;
    expect(await apiErrorOf(owner.exchange.updatePolicy({ ...ars, source: 'ptax' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message:
        "Validation error: source: the Banco Central publishes PTAX for AUD, CAD, CHF, DKK, EUR, GBP, JPY, NOK, SEK, USD only: use the agency's rate",
    });
    await owner.exchange.updatePolicy({ ...ars, source: 'agency', agency_rate: '0.0057' });
    expect((await policies(team.key)).map((p) => p.currency)).toEqual(['ARS', 'EUR', 'GBP', 'USD']);
    expect(await apiErrorOf(owner.exchange.updatePolicy({ ...ars, currency: 'XYZ', source: 'agency', agency_rate: '1' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation error: currency: must be an ISO 4217 currency code',
    });
  });

  it('without a key: 401', async () => {
    const res = await api.get('/api/v1/exchange-policies');
    expect(res.status).toBe(401);
  });
});
