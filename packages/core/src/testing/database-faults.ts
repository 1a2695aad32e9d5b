import type { Db } from '@tas/db';

/**
 * A real database fault for tests: a trigger that fails one UPDATE (or INSERT) of a booking the way a
 * restarting PostgreSQL does (SQLSTATE 57P03, "the database system is starting up"). Nothing of our
 * own code is replaced; the statement reaches the database and the database refuses it, once per
 * `arm()`. The sequence counts outside transactions, so the refusal's rollback does not re-arm it.
 * `when` is SQL over NEW (and OLD for an UPDATE).
 */
export async function bookingWriteFault(db: Db, name: string, when: string, operation: 'UPDATE' | 'INSERT' = 'UPDATE') {
  await db.$executeRawUnsafe(`CREATE SEQUENCE IF NOT EXISTS ${name}_shots`);
  // Disarmed: the trigger fails the write only when its count reaches exactly 2.
  await db.$executeRawUnsafe(`SELECT setval('${name}_shots', 100)`);
  await db.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (${when}) AND nextval('${name}_shots') = 2 THEN
         RAISE EXCEPTION 'the database system is starting up' USING ERRCODE = '57P03';
       END IF;
       RETURN NEW;
     END $$`,
  );
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON bookings`);
  await db.$executeRawUnsafe(`CREATE TRIGGER ${name} BEFORE ${operation} ON bookings FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  return {
    /** The next matching write fails; later ones pass. */
    arm: () => db.$executeRawUnsafe(`SELECT setval('${name}_shots', 1)`),
    /** Whether the armed failure has happened. */
    fired: async () => {
      const [row] = await db.$queryRawUnsafe<{ last_value: bigint }[]>(`SELECT last_value FROM ${name}_shots`);
      return Number(row!.last_value) >= 2 && Number(row!.last_value) < 100;
    },
  };
}
