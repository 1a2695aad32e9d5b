import type { Db } from '@tas/db';

const STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'];
const TYPES = ['flight', 'hotel', 'experience', 'package'];

/** Bulk bookings in one SQL statement (generate_series), spread over statuses, types and dates. */
export async function seedBookings(db: Db, teamId: string, count: number) {
  const client = await db.client.create({
    data: { teamId, customerType: 'individual', fullName: 'Bench Customer', email: `bench-${teamId}@example.com` },
  });
  await db.$executeRawUnsafe(
    `INSERT INTO bookings (id, team_id, booking_number, locator, type, status, title, start_date, end_date, total_cents, customer_id, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, 'BK-2026-' || lpad(i::text, 6, '0'), upper(substr(md5($1 || i::text), 1, 6)) || i,
            (ARRAY['${TYPES.join("','")}'])[1 + i % 4]::"BookingType", (ARRAY['${STATUSES.join("','")}'])[1 + (i / 4) % 4]::"BookingStatus",
            'Bench booking ' || i, DATE '2026-01-01' + (i % 365), DATE '2026-01-03' + (i % 365), 10000 + i % 50000, $2::uuid,
            now() - (i || ' seconds')::interval, now()
     FROM generate_series(1, $3::int) AS i`,
    teamId,
    client.id,
    count,
  );
  // A live table is vacuumed and analysed by autovacuum; a bulk load must be too before it is measured.
  await db.$executeRawUnsafe('VACUUM ANALYZE bookings');
}
