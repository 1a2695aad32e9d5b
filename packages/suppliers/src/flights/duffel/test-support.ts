import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FlightBookRequest, FlightGroup, FlightOffer, FlightPassenger, FlightSearchQuery } from '../port';
import { startDuffelStandIn, type DuffelStandIn, type DuffelStandInOptions } from './stand-in/server';
import { createDuffelFlightSupplier, type DuffelFlightSupplierOptions } from './supplier';

/** Tests only: one stand-in per test file on 127.0.0.1, a clock both sides share, and the adapter pointed at it. */
export function useDuffelStandIn(options: DuffelStandInOptions = {}) {
  const clock = { now: Date.parse('2026-02-01T12:00:00Z') };
  const now = () => new Date(clock.now);
  const ctx = {
    standIn: undefined as unknown as DuffelStandIn,
    clock,
    now,
    supplier(overrides: Partial<DuffelFlightSupplierOptions> = {}) {
      return createDuffelFlightSupplier({
        credentials: { accessToken: 'duffel_test_stand_in', baseUrl: ctx.standIn.url },
        now,
        ...overrides,
      });
    },
  };
  beforeAll(async () => {
    ctx.standIn = await startDuffelStandIn({ now, ...options });
  });
  afterEach(() => {
    ctx.standIn.reset();
    clock.now = Date.parse('2026-02-01T12:00:00Z');
  });
  afterAll(() => ctx.standIn.close());
  return ctx;
}

export const call = {};

export function query(overrides: Partial<FlightSearchQuery> = {}): FlightSearchQuery {
  return { origin: 'GRU', destination: 'LIS', departureDate: '2026-03-10', adults: 1, children: 0, infants: 0, ...overrides };
}

export function passenger(type: FlightPassenger['type'], overrides: Partial<FlightPassenger> = {}): FlightPassenger {
  const adult = type === 'adult';
  return {
    type,
    firstName: adult ? 'Ana' : type === 'child' ? 'Bia' : 'Caio',
    lastName: 'Silva',
    gender: type === 'infant' ? 'M' : 'F',
    birthDate: adult ? '1990-05-01' : type === 'child' ? '2018-04-02' : '2025-06-03',
    documentType: 'cpf',
    documentNumber: '52998224725',
    ...overrides,
  };
}

export const contact = { email: 'ana@example.com', phone: '(11) 98765-4321' };

export function bookRequest(offer: FlightOffer, passengers: FlightPassenger[], reference?: string): FlightBookRequest {
  return {
    offer: { id: offer.id, price: offer.price, expiresAt: offer.expiresAt },
    passengers,
    contact,
    ...(reference ? { reference } : {}),
  };
}

export const allOffers = (groups: FlightGroup[]) => groups.flatMap((g) => g.offers);
export const cents = (reais: number) => Math.round(reais * 100);

/** The SupplierError a promise rejects with. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ kind: string; message: string; details: Record<string, unknown>; name: string } & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as never;
  }
  throw new Error('expected the call to fail');
}
