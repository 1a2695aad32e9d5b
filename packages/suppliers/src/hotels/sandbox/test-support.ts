import type { HotelSearchQuery } from '../port';
import { createSandboxHotelSupplier, type SandboxHotelSupplierOptions } from './supplier';

/** The sandbox as tests see it: "today" is 2026-01-15 in Brazil. */
export const TODAY = new Date('2026-01-15T12:00:00Z');
export const RIO = '3304557';
export const call = { credentials: { username: 'sandbox', password: 'sandbox' } };

export function sandbox(options: SandboxHotelSupplierOptions = {}) {
  return createSandboxHotelSupplier({ now: () => TODAY, ...options });
}

export function rioQuery(overrides: Partial<HotelSearchQuery> = {}): HotelSearchQuery {
  return {
    cityCode: RIO,
    checkIn: '2026-03-10',
    checkOut: '2026-03-15',
    adults: 2,
    children: 0,
    rooms: 1,
    nationality: 'BR',
    ...overrides,
  };
}
