import { SupplierError } from '../../lib/errors';
import type { HotelStay } from '../port';

/** Age sent for each child: the contract counts children (0-6) without ages, Hotelbeds prices by age. */
export const HOTELBEDS_CHILD_AGE = 6;

/**
 * Hotelbeds' occupancy is per room (`rooms: 2, adults: 2` is two rooms of two). The port counts the
 * whole stay, so the guests must split evenly over the rooms: one rateKey then covers every room.
 */
export function occupancy(stay: Pick<HotelStay, 'adults' | 'children' | 'rooms'>) {
  const { adults, children, rooms } = stay;
  if (rooms < 1 || adults % rooms !== 0 || children % rooms !== 0 || adults / rooms < 1) {
    throw new SupplierError('Hotelbeds rooms must each hold the same number of adults and children', 'invalid_request');
  }
  const perRoomChildren = children / rooms;
  return {
    rooms,
    adults: adults / rooms,
    children: perRoomChildren,
    ...(perRoomChildren > 0 ? { paxes: Array.from({ length: perRoomChildren }, () => ({ type: 'CH', age: HOTELBEDS_CHILD_AGE })) } : {}),
  };
}
