import type { Rng } from '../../lib/prng';
import type { SandboxCity } from './city';
import type { Facility, RoomFacility } from './vocabulary';

/** Chance of each facility by star rating (index 0 = 1 star), before the place adjusts it. */
const FACILITY_ODDS: Record<Facility, readonly number[]> = {
  wifi: [1, 1, 1, 1, 1],
  reception_24h: [0.5, 0.8, 1, 1, 1],
  pool: [0.1, 0.3, 0.6, 0.85, 0.95],
  heated_pool: [0, 0.05, 0.15, 0.3, 0.5],
  spa: [0, 0, 0.1, 0.45, 0.9],
  gym: [0, 0.15, 0.5, 0.85, 1],
  restaurant: [0.1, 0.4, 0.8, 0.95, 1],
  bar: [0.3, 0.4, 0.7, 0.9, 1],
  parking: [0.3, 0.6, 0.8, 0.9, 0.95],
  airport_shuttle: [0, 0.1, 0.3, 0.5, 0.7],
  room_service: [0, 0.1, 0.5, 0.9, 1],
  beach_access: [0, 0, 0, 0, 0],
  beach_service: [0, 0, 0, 0, 0],
  kids_club: [0, 0, 0.05, 0.3, 0.5],
  business_center: [0, 0, 0.2, 0.5, 0.8],
  meeting_rooms: [0, 0.1, 0.4, 0.7, 0.9],
  laundry: [0.4, 0.6, 0.8, 0.95, 1],
  pet_friendly: [0.2, 0.25, 0.25, 0.2, 0.15],
  accessible: [0.2, 0.4, 0.7, 0.9, 1],
  sauna: [0, 0.05, 0.25, 0.5, 0.7],
  concierge: [0, 0, 0.2, 0.6, 1],
  elevator: [0.3, 0.6, 0.9, 1, 1],
  garden: [0.2, 0.3, 0.3, 0.4, 0.5],
  fireplace_lounge: [0, 0, 0, 0, 0],
  tour_desk: [0.3, 0.4, 0.5, 0.5, 0.6],
  rooftop: [0.1, 0.1, 0.2, 0.35, 0.5],
};

const BY_STYLE: Record<SandboxCity['style'], Partial<Record<Facility, number>>> = {
  beach: { beach_access: 0.55, beach_service: 0.45, kids_club: 1.5, business_center: 0.4 },
  city: { business_center: 1.3, meeting_rooms: 1.2, kids_club: 0.3, garden: 0.5 },
  mountain: { fireplace_lounge: 0.8, heated_pool: 2, garden: 1.8, elevator: 0.5, rooftop: 0.2 },
  nature: { tour_desk: 1.7, garden: 2, business_center: 0.3, rooftop: 0.2 },
};

export function pickFacilities(rng: Rng, city: SandboxCity, stars: number): Facility[] {
  const adjust = BY_STYLE[city.style];
  return (Object.keys(FACILITY_ODDS) as Facility[]).filter((facility) => {
    const base = FACILITY_ODDS[facility][stars - 1] ?? 0;
    const override = adjust[facility];
    // Beach and fireplace odds are absolute for their places; others scale.
    const odds = base === 0 && override !== undefined ? override : base * (override ?? 1);
    return rng.chance(odds);
  });
}

export function pickRoomFacilities(rng: Rng, city: SandboxCity, stars: number): RoomFacility[] {
  const cold = city.style === 'mountain' || city.season === 'europe' || city.season === 'usa_city' || city.season === 'ski_south';
  const picked: RoomFacility[] = ['wifi', 'tv'];
  if (!cold || rng.chance(0.6)) picked.push('air_conditioning');
  if (cold) picked.push('heating');
  if (stars >= 3) picked.push('minibar', 'safe', 'hairdryer');
  else if (rng.chance(0.5)) picked.push('minibar');
  if (stars >= 3 || rng.chance(0.3)) picked.push('desk');
  if (rng.chance(city.style === 'city' ? 0.3 : 0.6)) picked.push('balcony');
  if (city.style === 'beach' && rng.chance(0.5)) picked.push('sea_view');
  if (stars >= 4 || rng.chance(0.2)) picked.push('coffee_maker');
  if (stars >= 4 && rng.chance(0.6)) picked.push('bathtub');
  if (stars >= 4 && rng.chance(0.3)) picked.push('hydromassage');
  if (rng.chance(0.4)) picked.push('blackout');
  if (stars <= 3 && rng.chance(0.15)) picked.push('kitchenette');
  return picked;
}
