import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@tas/db';
import { createTestDb } from '@tas/db/testing';
import { verifyAgentLogin } from '../users/service';
import { DEMO_AGENT, seedDemo } from './demo';

let handle: DbHandle;
let seeded: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  handle = await createTestDb();
  seeded = await seedDemo(handle.db);
});
afterAll(() => handle.close());

describe('demo seed', () => {
  it('creates the pro sandbox agency, its agent and a test key', async () => {
    expect(seeded.created).toBe(true);
    expect(seeded.testApiKey).toMatch(/^tak_test_[0-9A-Za-z]{32}$/);
    const team = await handle.db.team.findUniqueOrThrow({ where: { id: seeded.teamId } });
    expect(team.plan).toBe('pro');
    expect(team.settings).toMatchObject({ hotelSupplier: 'sandbox', paymentGateway: 'sandbox' });
    const login = await verifyAgentLogin(handle.db, DEMO_AGENT.email, DEMO_AGENT.password);
    expect(login.ok).toBe(true);
  });

  it('seeds clients with valid CPFs and CNPJs', async () => {
    const clients = await handle.db.client.findMany({ where: { teamId: seeded.teamId } });
    expect(clients.length).toBeGreaterThanOrEqual(10);
    for (const c of clients) {
      if (c.customerType === 'individual') expect(isValidCpf(c.cpf!)).toBe(true);
      else expect(isValidCnpj(c.cnpj!)).toBe(true);
    }
  });

  it('seeds bookings of all four types and all four states', async () => {
    const bookings = await handle.db.booking.findMany({ where: { teamId: seeded.teamId } });
    expect(new Set(bookings.map((b) => b.type))).toEqual(new Set(['flight', 'hotel', 'experience', 'package']));
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'cancelled', 'completed']));
  });

  it('seeds quotes awaiting the customer, accepted, declined and in draft, each with a share link', async () => {
    const quotes = await handle.db.quote.findMany({ where: { teamId: seeded.teamId } });
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['draft', 'sent', 'accepted', 'declined']));
    expect(quotes.every((q) => q.shareToken.length >= 32)).toBe(true);
  });

  it('seeds experiences in several cities, each with an image', async () => {
    const experiences = await handle.db.experience.findMany({ where: { teamId: seeded.teamId }, include: { images: true } });
    expect(new Set(experiences.map((e) => e.city)).size).toBeGreaterThanOrEqual(5);
    expect(experiences.every((e) => e.images.length > 0)).toBe(true);
  });

  it('runs once: a second seed changes nothing', async () => {
    const again = await seedDemo(handle.db);
    expect(again).toEqual({ created: false, teamId: seeded.teamId });
    expect(await handle.db.team.count()).toBe(1);
  });
});
