import type { FlightPassenger, FlightSearchQuery } from '../port';
import { createSandboxOfflineFlightSupplier, createSandboxOnlineFlightSupplier, type SandboxOnlineFlightSupplierOptions } from './supplier';

/** "Today" for the tests: 2026-01-15 in Brazil. */
export const TODAY = new Date('2026-01-15T12:00:00Z');
export const call = { credentials: { username: 'sandbox', password: 'sandbox' } };

export const online = (options: SandboxOnlineFlightSupplierOptions = {}) =>
  createSandboxOnlineFlightSupplier({ now: () => TODAY, ...options });
export const offline = () => createSandboxOfflineFlightSupplier({ now: () => TODAY });

export function gruLis(overrides: Partial<FlightSearchQuery> = {}): FlightSearchQuery {
  return {
    origin: 'GRU',
    destination: 'LIS',
    departureDate: '2026-03-10',
    returnDate: '2026-03-20',
    adults: 2,
    children: 1,
    infants: 0,
    ...overrides,
  };
}

export function passenger(type: FlightPassenger['type'], lastName = 'Silva', firstName = 'Ana'): FlightPassenger {
  return {
    type,
    firstName,
    lastName,
    birthDate: type === 'adult' ? '1990-05-01' : '2020-05-01',
    documentType: 'cpf',
    documentNumber: '52998224725',
  };
}

/** Minutes between two zone-less local times, as if both were in one zone (for same-airport checks). */
export const localMinutes = (iso: string) => Date.parse(`${iso}Z`) / 60_000;
