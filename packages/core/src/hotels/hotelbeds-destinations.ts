import type { Db, Prisma } from '@tas/db';
import { listHotelbedsDestinations, normalizeText, type HotelbedsCredentials, type HotelDestination } from '@tas/suppliers';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { openHotelbedsCredentials } from '../suppliers/hotelbeds-account';
import { readSettings } from '../teams/settings';
import { hotelbedsCityCode } from './hotelbeds-city-code';

const PROVIDER = 'hotelbeds';

/** The Hotelbeds account of some team that sells Hotelbeds: destinations are the same for every account. */
async function someHotelbedsAccount(db: Db): Promise<HotelbedsCredentials | null> {
  const teams = await db.team.findMany({
    where: { settings: { path: ['hotelSuppliers'], array_contains: [PROVIDER] } },
    select: { id: true, settings: true },
  });
  for (const team of teams) {
    try {
      const account = openHotelbedsCredentials(readSettings(team.settings));
      if (account) return account;
    } catch (err) {
      logger.warn({ err, teamId: team.id }, 'Hotelbeds account cannot be opened');
    }
  }
  return null;
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
 * The job's work: every Hotelbeds destination, page by page, written over the stored copy (one
 * statement per page); destinations Hotelbeds no longer lists are removed after a full run. Nothing
 * to do while no team sells Hotelbeds.
 */
export async function syncHotelbedsDestinations(db: Db, now: Date): Promise<{ stored: number; removed: number }> {
  const account = await someHotelbedsAccount(db);
  if (!account) return { stored: 0, removed: 0 };
  let stored = 0;
  for await (const page of listHotelbedsDestinations(account, { signal: AbortSignal.timeout(10 * 60_000), now: () => clock.now() })) {
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
