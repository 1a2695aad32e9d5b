import { normalizeText } from '../lib/text';
import type { Airport, AirportInfo } from './airport';
import { airportRecords } from './data';
import { CITY_ALIASES } from './ranking';

interface SearchEntry {
  info: AirportInfo;
  airport: Airport;
  code: string;
  city: string;
  name: string;
  /** Every word of city, name, keywords and aliases, each after a space: ` sao paulo guarulhos ...`. */
  words: string;
}

let entries: readonly SearchEntry[] | null = null;
let byIata: ReadonlyMap<string, AirportInfo> | null = null;

function searchEntries(): readonly SearchEntry[] {
  if (!entries) {
    const aliases = new Map(Object.entries(CITY_ALIASES).map(([city, names]) => [normalizeText(city), names.join(' ')]));
    entries = airportRecords().map(({ info, keywords }) => {
      const city = normalizeText(info.city);
      const name = normalizeText(info.name);
      const extra = normalizeText(`${keywords} ${aliases.get(city) ?? ''}`);
      const { latitude, longitude, timezone, continent, size, scheduledService, ...airport } = info;
      return { info, airport, code: info.iata_code.toLowerCase(), city, name, words: ` ${city} ${name} ${extra}` };
    });
  }
  return entries;
}

/** The strength of a match; 0 when the airport does not match every word of the query. */
function matchTier(entry: SearchEntry, query: string, tokens: readonly string[]): number {
  if (entry.code === query) return 6;
  if (entry.city === query) return 5;
  if (entry.city.startsWith(query)) return 4;
  // A query word matches the start of any word: one substring search per query word.
  if (!tokens.every((token) => entry.words.includes(` ${token}`) || token === entry.code)) {
    return entry.city.includes(query) || entry.name.includes(query) ? 1 : 0;
  }
  return entry.name.startsWith(query) ? 3 : 2;
}

/**
 * Accent-insensitive airport autocomplete over city, airport name, IATA code
 * and known other names: `gru` gives Guarulhos first, `sao` the São Paulo airports.
 */
export function searchAirports(q: string, limit = 10): Airport[] {
  const query = normalizeText(q);
  if (query.length < 2 || limit < 1) return [];
  const tokens = query.split(' ');
  const matches: { entry: SearchEntry; tier: number }[] = [];
  for (const entry of searchEntries()) {
    const tier = matchTier(entry, query, tokens);
    if (tier > 0) matches.push({ entry, tier });
  }
  matches.sort((a, b) => b.tier - a.tier || b.entry.info.priority - a.entry.info.priority || a.entry.code.localeCompare(b.entry.code));
  return matches.slice(0, limit).map(({ entry }) => ({ ...entry.airport }));
}

/** Loads and indexes the airport data now (about 0.2 s) instead of on the first search. */
export function preloadAirports(): void {
  searchEntries();
  getAirport('GRU');
}

/** The airport with this IATA code (any case), or undefined. */
export function getAirport(iata: string): AirportInfo | undefined {
  if (!byIata) byIata = new Map(airportRecords().map(({ info }) => [info.iata_code, info]));
  return byIata.get(iata.trim().toUpperCase());
}
