import type { Db, Prisma } from '@tas/db';
import {
  HOTELBEDS_TEST_BASE_URL,
  listHotelbedsDestinations,
  normalizeText,
  type HotelbedsCredentials,
  type HotelDestination,
} from '@tas/suppliers';
import { clock } from '../lib/clock';
import { hotelbedsTransport } from '../suppliers/hotelbeds-transport';
import { hotelbedsCityCode } from './hotelbeds-city-code';

const PROVIDER = 'hotelbeds';

/**
 * The operator's catalogue account (HOTELBEDS_CATALOGUE_API_KEY, _SECRET, _BASE_URL; checked at start by
 * lib/env.ts), or null when unset. Never a team's account: the stored destinations are read by every
 * team, so no team's key or URL may write or wipe them.
 */
export function hotelbedsCatalogueAccount(env: NodeJS.ProcessEnv = process.env): HotelbedsCredentials | null {
  const apiKey = env.HOTELBEDS_CATALOGUE_API_KEY?.trim();
  const secret = env.HOTELBEDS_CATALOGUE_SECRET?.trim();
  if (!apiKey || !secret) return null;
  return { apiKey, secret, baseUrl: env.HOTELBEDS_CATALOGUE_BASE_URL?.trim() || HOTELBEDS_TEST_BASE_URL };
}

/** One page as rows: a destination whose code cannot be served as a numeric cityCode is left out. */
function rows(page: HotelDestination[], now: Date) {
  return page.flatMap((d) => {
    const cityCode = hotelbedsCityCode(d.code);
    if (!cityCode) return [];
    const label = d.label;
    return [
      {
        provider: PROVIDER,
        code: d.code,
        city_code: cityCode,
        city: d.city,
        country: d.country,
        country_code: d.countryCode,
        label,
        value: `${cityCode} - ${label}`,
        search_text: normalizeText(`${d.city} ${label}`),
        updated_at: now.toISOString(),
      },
    ];
  });
}

/**
 * The job's work: every Hotelbeds destination of the operator's catalogue account, page by page,
 * written over the stored copy (one statement per page); destinations Hotelbeds no longer lists are
 * removed after a full run. Nothing to do without a catalogue account.
 */
export async function syncHotelbedsDestinations(db: Db, now: Date): Promise<{ stored: number; removed: number }> {
  const account = hotelbedsCatalogueAccount();
  if (!account) return { stored: 0, removed: 0 };
  let stored = 0;
  const options = { signal: AbortSignal.timeout(10 * 60_000), now: () => clock.now(), transport: hotelbedsTransport() };
  for await (const page of listHotelbedsDestinations(account, options)) {
    const batch = rows(page, now);
    if (batch.length === 0) continue;
    stored += await db.$executeRaw`
      INSERT INTO hotel_destinations (provider, code, city_code, city, country, country_code, label, value, search_text, updated_at)
      SELECT provider, code, city_code, city, country, country_code, label, value, search_text, updated_at
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(provider text, code text, city_code text, city text, country text,
        country_code text, label text, value text, search_text text, updated_at timestamptz)
      ON CONFLICT (provider, code) DO UPDATE SET city_code = EXCLUDED.city_code, city = EXCLUDED.city, country = EXCLUDED.country,
        country_code = EXCLUDED.country_code, label = EXCLUDED.label, value = EXCLUDED.value, search_text = EXCLUDED.search_text,
        updated_at = EXCLUDED.updated_at`;
  }
  const removed = await db.hotelDestination.deleteMany({ where: { provider: PROVIDER, updatedAt: { lt: now } } });
  return { stored, removed: removed.count };
}

/** Stored destinations matching what was typed (the autocomplete's candidates; ranked by the caller). */
export async function storedDestinations(db: Db, q: string, take: number): Promise<HotelDestination[]> {
  const typed = normalizeText(q);
  if (!typed) return [];
  const where: Prisma.HotelDestinationWhereInput = { OR: [{ searchText: { contains: typed } }, { code: q.trim().toUpperCase() }] };
  const found = await db.hotelDestination.findMany({ where, orderBy: [{ city: 'asc' }, { code: 'asc' }], take });
  return found.map((d) => ({
    code: d.cityCode,
    label: d.label,
    city: d.city,
    country: d.country,
    countryCode: d.countryCode,
    value: d.value,
  }));
}
