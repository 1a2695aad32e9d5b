-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "bookings_list_version" BIGINT NOT NULL DEFAULT 0;

-- A team's bookings_list_version moves in the same transaction as every change that can alter one
-- of its bookings list answers, so an answer cached under (team, version) is exact for any process
-- that reads that version (packages/core/src/bookings/list-cache.ts). One UPDATE of teams per
-- statement, not per row. The bump comes first in each trigger: the team row, locked in id order,
-- is taken before the booking_counts rows, the same order for every writer of a team's bookings.

-- Bookings: any insert, update, delete or truncate (every column but notes and metadata is shown,
-- and Prisma moves updated_at on every update anyway).
CREATE OR REPLACE FUNCTION "booking_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" AS t SET "bookings_list_version" = t."bookings_list_version" + 1
  FROM (SELECT "id" FROM "teams" WHERE "id" IN (SELECT "team_id" FROM "new_rows") ORDER BY "id" FOR NO KEY UPDATE) AS touched
  WHERE t."id" = touched."id";
  INSERT INTO "booking_counts" ("team_id", "status", "type", "count")
  SELECT "team_id", "status", "type", count(*)::int FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("team_id", "status", "type") DO UPDATE SET "count" = "booking_counts"."count" + EXCLUDED."count";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "booking_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" AS t SET "bookings_list_version" = t."bookings_list_version" + 1
  FROM (
    SELECT "id" FROM "teams"
    WHERE "id" IN (SELECT "team_id" FROM "new_rows" UNION SELECT "team_id" FROM "old_rows")
    ORDER BY "id" FOR NO KEY UPDATE
  ) AS touched
  WHERE t."id" = touched."id";
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

CREATE OR REPLACE FUNCTION "booking_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" AS t SET "bookings_list_version" = t."bookings_list_version" + 1
  FROM (SELECT "id" FROM "teams" WHERE "id" IN (SELECT "team_id" FROM "old_rows") ORDER BY "id" FOR NO KEY UPDATE) AS touched
  WHERE t."id" = touched."id";
  UPDATE "booking_counts" AS c SET "count" = c."count" - d."n"
  FROM (SELECT "team_id", "status", "type", count(*)::int AS "n" FROM "old_rows" GROUP BY 1, 2, 3) AS d
  WHERE c."team_id" = d."team_id" AND c."status" = d."status" AND c."type" = d."type";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "booking_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" SET "bookings_list_version" = "bookings_list_version" + 1;
  DELETE FROM "booking_counts";
  RETURN NULL;
END $$;

-- Clients: a list item shows its customer's id, full_name, email and phone. Any client of the team
-- may be the customer of a booking committed concurrently, so a change bumps whether or not the
-- client has bookings now (checking would let two versions hide one answer).
CREATE FUNCTION "clients_list_version_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" AS t SET "bookings_list_version" = t."bookings_list_version" + 1
  FROM (
    SELECT "id" FROM "teams"
    WHERE "id" IN (
      SELECT o."team_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."full_name", o."email", o."phone", o."team_id") IS DISTINCT FROM (n."full_name", n."email", n."phone", n."team_id")
      UNION
      SELECT n."team_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id" WHERE o."team_id" <> n."team_id"
    )
    ORDER BY "id" FOR NO KEY UPDATE
  ) AS touched
  WHERE t."id" = touched."id";
  RETURN NULL;
END $$;

CREATE FUNCTION "clients_list_version_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" AS t SET "bookings_list_version" = t."bookings_list_version" + 1
  FROM (SELECT "id" FROM "teams" WHERE "id" IN (SELECT "team_id" FROM "old_rows") ORDER BY "id" FOR NO KEY UPDATE) AS touched
  WHERE t."id" = touched."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "clients_list_version_update" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "clients_list_version_after_update"();
CREATE TRIGGER "clients_list_version_delete" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "clients_list_version_after_delete"();
