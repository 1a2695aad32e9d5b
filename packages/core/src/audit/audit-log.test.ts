import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorOf, panelCaller, startHotelApi, useHotelClock, type TestTeam } from '../hotels/test-fixtures';
import type { RestServer } from '../testing/rest-server';

let api: RestServer;
let team: TestTeam;
let other: TestTeam;
const clock = useHotelClock('2030-03-05T12:00:00Z');

beforeAll(async () => {
  api = await startHotelApi();
  team = await api.team({ name: 'Audited agency' });
  other = await api.team({ name: 'Other agency' });
});
afterAll(() => api.close());

const ownerId = async () => (await api.db.user.findUniqueOrThrow({ where: { email: `owner@${team.id}.panel.test` } })).id;

describe('audit.list: the team log in the panel', () => {
  it('newest first, with the actor, action, subject and details; owners and admins only; agents refused', async () => {
    const owner = panelCaller(api, team.id, 'owner');
    const key = await owner.apiKeys.create({ name: 'ERP', mode: 'live' });
    clock.travelTo('2030-03-05T12:30:00Z');
    await owner.apiKeys.revoke({ id: key.id });
    const { events, pagination } = await panelCaller(api, team.id, 'admin').audit.list({});
    expect(events.map((e) => e.action)).toEqual(['api_key.revoked', 'api_key.created']);
    expect(events[0]).toMatchObject({
      actor: { userId: await ownerId(), apiKeyId: null, label: `Agent Ana <owner@${team.id}.panel.test>` },
      subject: { type: 'api_key', id: key.id },
      details: { name: 'ERP', prefix: key.prefix },
      ipAddress: '127.0.0.1',
      createdAt: '2030-03-05T12:30:00.000Z',
    });
    expect(pagination).toMatchObject({ page: 1, total: 2, hasNext: false });
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').audit.list({}))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await apiErrorOf(panelCaller(api, team.id, 'agent').audit.filters())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('another team sees none of these events, and its own person filter does not reach them', async () => {
    const theirs = panelCaller(api, other.id, 'owner');
    expect((await theirs.audit.list({})).events).toEqual([]);
    expect((await theirs.audit.list({ personId: await ownerId() })).events).toEqual([]);
    expect((await theirs.audit.filters()).people).toEqual([]);
  });

  it('filters by person, action and period (São Paulo days), and pages', async () => {
    const admin = panelCaller(api, team.id, 'admin');
    // 23:30 in São Paulo on the 6th is the 7th in UTC: it belongs to the 6th.
    clock.travelTo('2030-03-07T02:30:00Z');
    await admin.team.updateSalesSettings({ markupPercent: 15 });
    clock.travelTo('2030-03-07T03:30:00Z');
    await admin.team.updateSalesSettings({ markupPercent: 16 });
    const adminId = (await api.db.user.findUniqueOrThrow({ where: { email: `admin@${team.id}.panel.test` } })).id;

    const byAdmin = await admin.audit.list({ personId: adminId });
    expect(byAdmin.events.map((e) => e.details)).toEqual([
      expect.objectContaining({ to: { markupPercent: 16 } }),
      expect.objectContaining({ to: { markupPercent: 15 } }),
    ]);
    expect((await admin.audit.list({ personId: await ownerId() })).events.map((e) => e.action)).toEqual([
      'api_key.revoked',
      'api_key.created',
    ]);
    expect((await admin.audit.list({ action: 'api_key.created' })).events).toHaveLength(1);
    expect((await admin.audit.list({ action: 'settings.changed', personId: await ownerId() })).events).toEqual([]);

    const on6th = await admin.audit.list({ from: '2030-03-06', to: '2030-03-06' });
    expect(on6th.events.map((e) => e.createdAt)).toEqual(['2030-03-07T02:30:00.000Z']);
    expect((await admin.audit.list({ from: '2030-03-07' })).events.map((e) => e.createdAt)).toEqual(['2030-03-07T03:30:00.000Z']);
    expect((await admin.audit.list({ to: '2030-03-05' })).events).toHaveLength(2);

    const first = await admin.audit.list({ limit: 3 });
    const second = await admin.audit.list({ limit: 3, page: 2 });
    expect(first.pagination).toMatchObject({ total: 4, totalPages: 2, hasNext: true });
    expect([...first.events, ...second.events].map((e) => e.id)).toHaveLength(4);
    expect(new Set([...first.events, ...second.events].map((e) => e.id)).size).toBe(4);

    const filters = await admin.audit.filters();
    expect(filters.people.map((p) => p.id).sort()).toEqual([adminId, await ownerId()].sort());
    expect(filters.actions).toContain('payment.refunded');
  });

  it('refuses a period that ends before it starts and an action outside the set', async () => {
    const admin = panelCaller(api, team.id, 'admin');
    expect(await apiErrorOf(admin.audit.list({ from: '2030-03-07', to: '2030-03-06' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(await apiErrorOf(admin.audit.list({ action: 'nope' as never }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
