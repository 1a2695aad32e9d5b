import { rawQuery, type BookingStatus, type BookingType, type Db } from '@tas/db';
import type { CallerTeam } from '../auth/api-key';
import { pageWindow, paginationWithNav } from '../lib/pagination';
import { dateIn } from '../lib/zod-helpers';
import { cachedList, listCacheKey, storeList } from './list-cache';
import { presentSummary } from './present';
import type { TBookingListQuery } from './schemas';

interface ListRow {
  total: number;
  /** The team's bookings list version in this statement's snapshot: what the rows correspond to. */
  list_version: string | null;
  id: string | null;
  booking_number: string;
  locator: string;
  external_locator: string | null;
  type: BookingType;
  status: BookingStatus;
  title: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  total_cents: number;
  currency: string;
  created_at: Date;
  updated_at: Date;
  customer_id: string;
  full_name: string;
  email: string;
  phone: string | null;
}

/** The list's WHERE, with its parameters from $1 on; every clause leads with the team (the list indexes do too). */
export function listWhere(
  teamId: string,
  query: Pick<TBookingListQuery, 'status' | 'type' | 'customer_id' | 'start_date_from' | 'start_date_to'>,
) {
  const params: unknown[] = [teamId];
  const clauses = ['b.team_id = $1::uuid'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (query.status) add('b.status = ?::"BookingStatus"', query.status);
  if (query.type) add('b.type = ?::"BookingType"', query.type);
  if (query.customer_id) add('b.customer_id = ?::uuid', query.customer_id);
  if (query.start_date_from) add('b.start_date >= ?::date', query.start_date_from);
  if (query.start_date_to) add('b.start_date <= ?::date', query.start_date_to);
  return { sql: clauses.join(' AND '), params };
}

/**
 * The exact total: the trigger-kept per-team counters when the filters are only status and type
 * (no rows counted), a count of the matching rows otherwise.
 */
function totalQuery(query: TBookingListQuery, where: string): string {
  if (query.customer_id || query.start_date_from || query.start_date_to)
    return `SELECT count(*)::int AS total FROM bookings b WHERE ${where}`;
  return `SELECT coalesce(sum(b.count), 0)::int AS total FROM booking_counts b WHERE ${where}`;
}

/**
 * The list as JSON bytes: from this process's cache when the caller's team version (read with the
 * key) has an answer for this query, no database query; else from the database, stored under the
 * version the list statement itself read (newer than the caller's when a write committed between).
 */
export async function listBookings(
  db: Db,
  team: Pick<CallerTeam, 'id' | 'bookingsListVersion'>,
  query: TBookingListQuery,
): Promise<Buffer> {
  const cached = cachedList(listCacheKey(team.id, team.bookingsListVersion, query));
  if (cached) return cached;
  const { list, version } = await queryBookings(db, team.id, query);
  const json = Buffer.from(JSON.stringify(list), 'utf8');
  if (version !== null) storeList(listCacheKey(team.id, version, query), json);
  return json;
}

/**
 * Newest first, in one statement: the page's ids in index order (an index-only scan past the
 * offset), then only those rows and their customers, the total beside them, and the team's list
 * version from the same snapshot (one statement sees one snapshot, even in READ COMMITTED).
 */
async function queryBookings(db: Db, teamId: string, query: TBookingListQuery) {
  const where = listWhere(teamId, query);
  const { skip, take } = pageWindow(query);
  const n = where.params.length;
  const sql = `
    WITH page AS (
      SELECT b.id, b.created_at FROM bookings b WHERE ${where.sql}
      ORDER BY b.created_at DESC, b.id DESC LIMIT $${n + 1}::int OFFSET $${n + 2}::int
    ), total AS (${totalQuery(query, where.sql)})
    SELECT total.total, (SELECT t.bookings_list_version::text FROM teams t WHERE t.id = $1::uuid) AS list_version, r.*
    FROM total LEFT JOIN LATERAL (
      SELECT b.id, b.booking_number, b.locator, b.external_locator, b.type::text AS type, b.status::text AS status,
             b.title, b.description, b.start_date::text AS start_date, b.end_date::text AS end_date, b.total_cents,
             b.currency, b.created_at, b.updated_at, c.id AS customer_id, c.full_name, c.email, c.phone
      FROM page p JOIN bookings b ON b.id = p.id JOIN clients c ON c.id = b.customer_id
    ) r ON true
    ORDER BY r.created_at DESC, r.id DESC`;
  const rows = await rawQuery<ListRow>(db, sql, [...where.params, take, skip], { prepared: true });
  const total = Number(rows[0]?.total ?? 0);
  const bookings = rows
    .filter((row) => row.id !== null)
    .map((row) =>
      presentSummary({
        id: row.id!,
        bookingNumber: row.booking_number,
        locator: row.locator,
        externalLocator: row.external_locator,
        type: row.type,
        status: row.status,
        title: row.title,
        description: row.description,
        startDate: row.start_date === null ? null : dateIn(row.start_date),
        endDate: row.end_date === null ? null : dateIn(row.end_date),
        totalCents: Number(row.total_cents),
        currency: row.currency,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
        customer: { id: row.customer_id, fullName: row.full_name, email: row.email, phone: row.phone },
      }),
    );
  return { list: { bookings, pagination: paginationWithNav(query, total) }, version: rows[0]?.list_version ?? null };
}
