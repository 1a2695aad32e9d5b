-- CreateTable
CREATE TABLE "booking_counts" (
    "team_id" UUID NOT NULL,
    "status" "BookingStatus" NOT NULL,
    "type" "BookingType" NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "booking_counts_pkey" PRIMARY KEY ("team_id","status","type")
);

-- AddForeignKey
ALTER TABLE "booking_counts" ADD CONSTRAINT "booking_counts_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept exact by statement-level triggers (one counter write per statement and group, not per row).
-- Deletes only decrement rows that exist: a team's counters may already be gone with the team (cascade).
CREATE FUNCTION "booking_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_counts" ("team_id", "status", "type", "count")
  SELECT "team_id", "status", "type", count(*)::int FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("team_id", "status", "type") DO UPDATE SET "count" = "booking_counts"."count" + EXCLUDED."count";
  RETURN NULL;
END $$;

CREATE FUNCTION "booking_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_counts" ("team_id", "status", "type", "count")
  SELECT "team_id", "status", "type", sum("delta")::int
  FROM (
    SELECT "team_id", "status", "type", -1 AS "delta" FROM "old_rows"
    UNION ALL
    SELECT "team_id", "status", "type", 1 AS "delta" FROM "new_rows"
  ) AS "changes"
  GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("team_id", "status", "type") DO UPDATE SET "count" = "booking_counts"."count" + EXCLUDED."count";
  RETURN NULL;
END $$;

CREATE FUNCTION "booking_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_counts" AS c SET "count" = c."count" - d."n"
  FROM (SELECT "team_id", "status", "type", count(*)::int AS "n" FROM "old_rows" GROUP BY 1, 2, 3) AS d
  WHERE c."team_id" = d."team_id" AND c."status" = d."status" AND c."type" = d."type";
  RETURN NULL;
END $$;

CREATE FUNCTION "booking_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_counts";
  RETURN NULL;
END $$;

CREATE TRIGGER "bookings_count_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_after_insert"();
CREATE TRIGGER "bookings_count_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_after_update"();
CREATE TRIGGER "bookings_count_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_after_delete"();
CREATE TRIGGER "bookings_count_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_after_truncate"();

-- Existing bookings.
INSERT INTO "booking_counts" ("team_id", "status", "type", "count")
SELECT "team_id", "status", "type", count(*)::int FROM "bookings" GROUP BY 1, 2, 3;
