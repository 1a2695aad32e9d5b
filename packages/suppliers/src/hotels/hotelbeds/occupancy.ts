import { SupplierError } from '../../lib/errors';
import type { HotelGuest, HotelStay } from '../port';

/**
 * Age sent for a child whose age core did not give (core documents 8 as its default). Hotelbeds prices
 * children by age and books each as a `CH` pax with that age, so ages are sent whenever known.
 * https://developer.hotelbeds.com/documentation/hotels/booking-api/api-reference/ (Availability:
 * `occupancies[].paxes[]` `{ type: "CH", age }`; Booking: `rooms[].paxes[]` `{ roomId, type, age, name, surname }`).
 */
export const HOTELBEDS_CHILD_AGE = 8;

const invalid = (message: string) => new SupplierError(message, 'invalid_request');

/**
 * The children's ages of each room. One rateKey covers every room of the stay, so every room must hold
 * the same ages: the sorted ages taken `rooms` at a time are equal (`[4, 4, 6, 6]` over 2 rooms: 4 and 6 each).
 */
export function agesPerRoom(stay: Pick<HotelStay, 'children' | 'rooms' | 'childrenAges'>): number[] {
  const { children, rooms } = stay;
  const ages = [...(stay.childrenAges ?? Array.from({ length: children }, () => HOTELBEDS_CHILD_AGE))].sort((a, b) => a - b);
  if (ages.length !== children) throw invalid('Give one age per child');
  const perRoom: number[] = [];
  for (let i = 0; i < ages.length; i += rooms) {
    const group = ages.slice(i, i + rooms);
    if (group.length !== rooms || group.some((age) => age !== group[0])) {
      throw invalid('Hotelbeds rooms must each hold the same number of adults and children of the same ages');
    }
    perRoom.push(group[0]!);
  }
  return perRoom;
}

/**
 * Hotelbeds' occupancy is per room (`rooms: 2, adults: 2` is two rooms of two). The port counts the
 * whole stay, so the guests must split evenly over the rooms: one rateKey then covers every room.
 */
export function occupancy(stay: Pick<HotelStay, 'adults' | 'children' | 'rooms' | 'childrenAges'>) {
  const { adults, children, rooms } = stay;
  if (rooms < 1 || adults % rooms !== 0 || children % rooms !== 0 || adults / rooms < 1) {
    throw invalid('Hotelbeds rooms must each hold the same number of adults and children');
  }
  const ages = agesPerRoom(stay);
  return {
    rooms,
    adults: adults / rooms,
    children: ages.length,
    ...(ages.length > 0 ? { paxes: ages.map((age) => ({ type: 'CH', age })) } : {}),
  };
}

export interface HotelbedsPax {
  roomId: number;
  type: 'AD' | 'CH';
  age?: number;
  name?: string;
  surname?: string;
}

const name50 = (value: string) => value.trim().slice(0, 50);

/**
 * The booking's paxes: adult guests as `AD` spread over the rooms, and a `CH` pax with its age for every
 * child priced (Hotelbeds refuses ages other than the rate's), named after the child guest of that age
 * when there is one. A child guest of an age not priced is refused before the call.
 */
export function bookingPaxes(guests: readonly HotelGuest[], childrenAges: readonly number[] | undefined, rooms: number): HotelbedsPax[] {
  const adults = guests.filter((g) => g.age === undefined);
  const children = guests.filter((g) => g.age !== undefined);
  const paxes: HotelbedsPax[] = adults.map((g, i) => ({
    roomId: (i % rooms) + 1,
    type: 'AD',
    name: name50(g.firstName),
    surname: name50(g.lastName),
  }));
  const ages = childrenAges ?? [];
  if (ages.length === 0 && children.length === 0) return paxes;
  const perRoom = agesPerRoom({ children: ages.length, rooms, childrenAges: [...ages] });
  for (let room = 1; room <= rooms; room++) {
    for (const age of perRoom) {
      const at = children.findIndex((g) => g.age === age);
      const [named] = at >= 0 ? children.splice(at, 1) : [];
      paxes.push({ roomId: room, type: 'CH', age, ...(named && { name: name50(named.firstName), surname: name50(named.lastName) }) });
    }
  }
  if (children.length > 0) throw invalid(`A child guest of ${children[0]!.age} was not priced (ages ${ages.join(', ') || 'none'})`);
  return paxes;
}

/** The same ages in any order. */
export function sameAges(a: readonly number[], b: readonly number[]): boolean {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((age, i) => age === y[i]);
}
