import { expect } from 'vitest';
import { SupplierError } from '../../lib/errors';
import type { HotelSearchQuery } from '../port';
import { HotelbedsStandIn } from './stand-in/server';
import { createHotelbedsHotelSupplier, type HotelbedsHotelSupplierOptions } from './supplier';

/** Adapter and stand-in share one fixed clock, so signatures, stays and deadlines repeat. */
export const TODAY = new Date('2026-03-02T12:00:00Z');
export const now = () => TODAY;

export const startStandIn = () => HotelbedsStandIn.start({ now });

export function hotelbeds(standIn: HotelbedsStandIn, options: HotelbedsHotelSupplierOptions = {}) {
  return createHotelbedsHotelSupplier(standIn.credentials, { now, timeoutMs: 3_000, ...options });
}

export function saoQuery(overrides: Partial<HotelSearchQuery> = {}): HotelSearchQuery {
  return {
    cityCode: 'SAO',
    checkIn: '2026-04-10',
    checkOut: '2026-04-13',
    adults: 2,
    children: 0,
    rooms: 1,
    nationality: 'BR',
    ...overrides,
  };
}

export const operations = (standIn: HotelbedsStandIn) => standIn.requests.map((request) => request.operation);

export async function failure(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}
