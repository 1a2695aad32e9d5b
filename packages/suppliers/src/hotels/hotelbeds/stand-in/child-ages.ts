/**
 * Children's ages as Hotelbeds' Booking API takes them.
 * Sources: https://developer.hotelbeds.com/documentation/hotels/booking-api/api-reference/
 * - Availability: `occupancies[]` `{ rooms, adults, children, paxes: [{ type: "CH", age }] }`, one `CH`
 *   pax with its age per child of the room; rates are priced for those ages (their rateKey carries them).
 * - Booking: `rooms[].paxes[]` `{ roomId, type: "AD" | "CH", age, name, surname }`; the children booked
 *   must be those the rate was priced for, with the same ages.
 */
export interface StandInPax {
  roomId?: number;
  type?: string;
  age?: number;
  name?: string;
  surname?: string;
}

const isAge = (age: unknown): age is number => typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 17;
const sorted = (ages: number[]) => [...ages].sort((a, b) => a - b);

/** The ages of one room's children from an availability occupancy, or an error message. */
export function occupancyChildAges(occupancy: { children?: number; paxes?: StandInPax[] }): number[] | string {
  const children = occupancy.children ?? 0;
  const ages = (occupancy.paxes ?? []).filter((pax) => pax.type === 'CH').map((pax) => pax.age);
  if (ages.length !== children || !ages.every(isAge)) return 'Each child needs a pax of type CH with its age (0-17)';
  return sorted(ages);
}

/** Null when the booking's CH paxes are the rate's children (the per-room ages times the rooms), else why not. */
export function bookedChildAgesDiffer(paxes: StandInPax[], rate: { rooms: number; childAges: number[] }): string | null {
  const booked = paxes.filter((pax) => pax.type === 'CH').map((pax) => pax.age);
  if (!booked.every(isAge)) return 'Each child pax needs its age';
  const priced = sorted(Array.from({ length: rate.rooms }, () => rate.childAges).flat());
  const given = sorted(booked);
  if (given.length !== priced.length || given.some((age, i) => age !== priced[i])) {
    return `The children's ages (${given.join(', ') || 'none'}) do not match the rate (${priced.join(', ') || 'none'})`;
  }
  return null;
}
