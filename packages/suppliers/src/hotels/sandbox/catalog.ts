import { createRng, hashString, type Rng } from '../../lib/prng';
import type { SandboxCity } from './city';
import { findCity } from './cities';
import { hotelName } from './names';
import { pickFacilities, pickRoomFacilities } from './facilities';
import type { Facility, RoomFacility, RoomType } from './vocabulary';

/** What a sandbox hotel is, independent of any stay. */
export interface CatalogHotel {
  hotelId: string;
  /** Numeric seed for per-date randomness (daily demand). */
  seed: number;
  index: number;
  city: SandboxCity;
  name: string;
  stars: number;
  district: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  facilities: readonly Facility[];
  roomFacilities: readonly RoomFacility[];
  /** The first is the base room, offered on every room basis. */
  roomTypes: readonly RoomType[];
  /** Nightly cents of the base room, room only, two adults, before season. */
  nightlyCents: number;
  /** Free cancellation ends this many days before check-in. */
  cancellationDays: number;
  pictureCount: number;
}

const STAR_WEIGHTS: Record<SandboxCity['style'], readonly number[]> = {
  beach: [4, 14, 34, 32, 16],
  city: [5, 15, 38, 30, 12],
  mountain: [2, 12, 36, 34, 16],
  nature: [5, 18, 40, 27, 10],
};
const STAR_PRICE = [0.45, 0.65, 1, 1.55, 2.6];
const ROOM_LADDER: Record<number, readonly RoomType[]> = {
  1: ['standard'],
  2: ['standard', 'superior'],
  3: ['standard', 'superior', 'family', 'deluxe'],
  4: ['superior', 'deluxe', 'family', 'junior_suite', 'suite'],
  5: ['deluxe', 'junior_suite', 'suite', 'master_suite'],
};

/** `hotelId` = city code + 4-digit index: numeric like real supplier ids, and decodable without state. */
export function hotelIdOf(cityCode: string, index: number): string {
  return `${cityCode}${String(index).padStart(4, '0')}`;
}

const cache = new Map<string, readonly CatalogHotel[]>();

/** All hotels of a city, generated once per process: the seed of hotel i is `<cityCode>:<i>`. */
export function cityHotels(city: SandboxCity): readonly CatalogHotel[] {
  let hotels = cache.get(city.code);
  if (!hotels) {
    const taken = new Set<string>();
    hotels = Array.from({ length: city.hotelCount }, (_, i) => generateHotel(city, i + 1, taken));
    cache.set(city.code, hotels);
  }
  return hotels;
}

export function findHotel(hotelId: string): CatalogHotel | undefined {
  if (!/^\d{8,12}$/.test(hotelId)) return undefined;
  const city = findCity(hotelId.slice(0, -4));
  const index = Number(hotelId.slice(-4));
  return city ? cityHotels(city)[index - 1] : undefined;
}

function generateHotel(city: SandboxCity, index: number, taken: Set<string>): CatalogHotel {
  const rng = createRng(`${city.code}:${index}`);
  const stars = rng.weighted([1, 2, 3, 4, 5], STAR_WEIGHTS[city.style]);
  const district = rng.pick(city.districts);
  const name = hotelName(rng, city, stars, district, taken);
  const street = rng.pick(city.streets);
  const number = rng.int(10, 3999);
  const hotelId = hotelIdOf(city.code, index);
  return {
    hotelId,
    seed: hashString(hotelId),
    index,
    city,
    name,
    stars,
    district,
    address: formatAddress(city, street, number, district),
    phone: `${city.phonePrefix} ${rng.int(2000, 3999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    // Within about 3 km of the centre, rounded as suppliers publish them.
    latitude: round6(city.latitude + rng.between(-0.028, 0.028)),
    longitude: round6(city.longitude + rng.between(-0.028, 0.028)),
    facilities: pickFacilities(rng, city, stars),
    roomFacilities: pickRoomFacilities(rng, city, stars),
    roomTypes: pickRoomTypes(rng, stars),
    nightlyCents: Math.round(city.nightlyCents * (STAR_PRICE[stars - 1] ?? 1) * rng.between(0.85, 1.2)),
    cancellationDays: stars >= 5 ? rng.pick([7, 14]) : rng.pick([1, 2, 3, 3, 5]),
    pictureCount: rng.int(5, 5 + stars * 2),
  };
}

function pickRoomTypes(rng: Rng, stars: number): RoomType[] {
  const ladder = ROOM_LADDER[stars] ?? ROOM_LADDER[3]!;
  // The cheapest rung is the base room; up to two better rooms, in ladder order.
  const extra = ladder
    .slice(1)
    .filter(() => rng.chance(0.5))
    .slice(0, 2);
  return [ladder[0]!, ...extra];
}

/** Written as the place writes addresses. */
function formatAddress(city: SandboxCity, street: string, number: number, district: string): string {
  const name = city.localName ?? city.name;
  if (city.locale === 'pt') {
    return city.state ? `${street}, ${number} - ${district}, ${name} - ${city.state}` : `${street}, ${number}, ${district}, ${name}`;
  }
  if (city.locale === 'en') return `${number} ${street}, ${district}, ${name}`;
  return `${street} ${number}, ${district}, ${name}`;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
