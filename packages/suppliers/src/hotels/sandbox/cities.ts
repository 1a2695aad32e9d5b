import { normalizeText } from '../../lib/text';
import type { HotelDestination } from '../port';
import { BRAZIL_CITIES } from './cities-brazil';
import type { SandboxCity } from './city';
import { WORLD_CITIES } from './cities-world';

export const SANDBOX_CITIES: readonly SandboxCity[] = [...BRAZIL_CITIES, ...WORLD_CITIES];

const byCode = new Map(SANDBOX_CITIES.map((city) => [city.code, city]));

export function findCity(code: string): SandboxCity | undefined {
  return byCode.get(code);
}

/** The catalogue's destination for a code, when it is one of the sandbox's cities. */
export function sandboxDestination(code: string): HotelDestination | undefined {
  const city = byCode.get(code);
  return city && toDestination(city);
}

export function toDestination(city: SandboxCity): HotelDestination {
  const place = city.state ? `${city.name}, ${city.state}` : city.name;
  const label = `${place}, ${city.country}`;
  return {
    code: city.code,
    label,
    city: city.name,
    country: city.country,
    countryCode: city.countryCode,
    value: `${city.code} - ${label}`,
  };
}

interface IndexedCity {
  city: SandboxCity;
  names: string[];
  country: string;
  rank: number;
}

const index: IndexedCity[] = SANDBOX_CITIES.map((city) => ({
  city,
  names: [city.name, ...city.aliases].map(normalizeText),
  country: normalizeText(city.country),
  // Bigger markets first when the query matches several places equally well.
  rank: city.hotelCount,
}));

/** Accent-insensitive: a name that starts with the query beats one that only contains it. */
export function searchCities(q: string, limit: number): SandboxCity[] {
  const query = normalizeText(q);
  if (query.length < 2) return [];
  const scored: { city: SandboxCity; score: number }[] = [];
  for (const entry of index) {
    let score = 0;
    for (const name of entry.names) {
      if (name === query) score = Math.max(score, 4);
      else if (name.startsWith(query)) score = Math.max(score, 3);
      else if (name.split(' ').some((word) => word.startsWith(query))) score = Math.max(score, 2);
      else if (name.includes(query)) score = Math.max(score, 1);
    }
    if (score === 0 && entry.country.startsWith(query)) score = 0.5;
    if (score > 0) scored.push({ city: entry.city, score: score * 1000 + entry.rank });
  }
  scored.sort((a, b) => b.score - a.score || a.city.name.localeCompare(b.city.name));
  return scored.slice(0, Math.max(0, limit)).map((entry) => entry.city);
}

// Each city under every name it goes by (its own, its local one, its aliases), per country; of
// namesakes in one country, the bigger market.
const byCountryAndName = new Map<string, SandboxCity>();
for (const { city, names } of index) {
  for (const name of city.localName ? [...names, normalizeText(city.localName)] : names) {
    const key = `${city.countryCode}|${name}`;
    const held = byCountryAndName.get(key);
    if (!held || city.hotelCount > held.hotelCount) byCountryAndName.set(key, city);
  }
}

/**
 * The catalogue's city with this name (its own, its local one or an alias) in this country, accent-insensitive: how
 * another supplier's destination is matched to ours. Of namesakes in one country, the bigger market.
 */
export function sandboxDestinationNamed(name: string, countryCode: string): HotelDestination | undefined {
  const city = byCountryAndName.get(`${countryCode}|${normalizeText(name)}`);
  return city && toDestination(city);
}
