import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outsideSession, secondClient } from '@tas/db/testing';
import { newBooking, newCustomer, type TestTeam } from '../bookings/test-fixtures';
import { toApiError } from '../lib/to-api-error';
import { expectErrorShape, startRestServer, type RestServer } from '../testing/rest-server';

// Issue 20, point 3: an instance frozen (SIGSTOP) inside a transaction kept its row locks, and books
// on healthy instances waited 21-27 s or answered 500 ("expired transaction"). A stalled peer must
// cost seconds, and what times out answers 503 with Retry-After, never 500.
let api: RestServer;
let team: TestTeam;
let customerId: string;
let releasePeer: (() => Promise<void>) | undefined;

beforeAll(async () => {
  api = await startRestServer();
  team = await api.team();
  customerId = (await newCustomer(api, team)).id;
});
afterAll(async () => {
  await releasePeer?.();
  await api.close();
});

/**
 * The stalled peer: a transaction that took the booking's row lock and then does nothing. On
 * PostgreSQL another process's session (a raw `pg` one, FOR UPDATE, then idle). An embedded PGlite is
 * one process's one session, running one transaction at a time: there the staller can only be a
 * transaction of that process, which holds the whole engine until its own timeout (Prisma's default,
 * 5 s) rolls it back. `failure` is how the staller's own transaction ended.
 */
async function stalledPeerHolding(bookingId: string): Promise<{ release(): Promise<void>; failure(): Promise<unknown> }> {
  if (api.handle.target.kind === 'postgres') {
    const peer = await outsideSession(api.handle);
    await peer.query('BEGIN');
    await peer.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [bookingId]);
    return { release: () => peer.end().catch(() => undefined), failure: async () => null };
  }
  const other = secondClient(api.handle);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockedNow = new Promise<void>((resolve) => (locked = resolve));
  const transaction = other.db
    .$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
      locked();
      await held;
      await tx.booking.count();
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  await lockedNow;
  return {
    release: async () => {
      release();
      await transaction;
      await other.close();
    },
    failure: () => (release(), transaction),
  };
}

const confirm = (id: string) => api.patch(`/api/v1/bookings/${id}`, { key: team.key, body: { status: 'confirmed' } });

describe('a peer stalled inside a transaction costs seconds, and what times out answers 503', () => {
  it('PATCH of the booking it locked: 503 SERVICE_UNAVAILABLE with Retry-After within seconds (PostgreSQL), served once the staller times out (PGlite)', async () => {
    const booking = await newBooking(api, team, customerId);
    const peer = await stalledPeerHolding(booking.id);
    releasePeer = () => peer.release();
    const started = performance.now();
    const res = await confirm(booking.id);
    expect((performance.now() - started) / 1000).toBeLessThan(10);
    if (api.handle.target.kind === 'postgres') {
      // lock_timeout gave up on the lock: nothing changed, the same request once the peer is gone succeeds.
      expect(res.status, JSON.stringify(res.body)).toBe(503);
      expectErrorShape(res.body, 'SERVICE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBe('5');
      await peer.release();
      expect((await api.get(`/api/v1/bookings/${booking.id}`, { key: team.key })).body.data.status).toBe('pending');
      expect((await confirm(booking.id)).status).toBe(200);
    } else {
      // The staller's transaction expired and was rolled back; its own answer would be 503, not 500.
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const failure = await peer.failure();
      expect((failure as { code?: string }).code).toBe('P2028');
      expect(toApiError(failure)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      await peer.release();
    }
  });
});
