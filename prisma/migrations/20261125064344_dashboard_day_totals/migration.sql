-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "agent_user_id" UUID,
ADD COLUMN     "du_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "markup_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "supplier" TEXT;

-- CreateTable
CREATE TABLE "booking_day_totals" (
    "team_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "type" "BookingType" NOT NULL,
    "status" "BookingStatus" NOT NULL,
    "currency" TEXT NOT NULL,
    "supplier" TEXT NOT NULL,
    "agent_key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "total_cents" BIGINT NOT NULL DEFAULT 0,
    "markup_cents" BIGINT NOT NULL DEFAULT 0,
    "du_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "booking_day_totals_pkey" PRIMARY KEY ("team_id","day","type","status","currency","supplier","agent_key")
);

-- AddForeignKey
ALTER TABLE "booking_day_totals" ADD CONSTRAINT "booking_day_totals_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the agency earns and which supplier, for bookings made before these columns: flight DU from
-- metadata.flight.pricing, hotel markup as the total over the supplier's net price on its item.
UPDATE "bookings" SET
  "du_cents" = round(("metadata"->'flight'->'pricing'->>'du')::numeric * 100)::int,
  "supplier" = CASE WHEN "metadata"->'flight'->>'supplier' = 'duffel' THEN 'duffel' ELSE "metadata"->'flight'->>'provider' END
WHERE "type" = 'flight' AND "metadata" ? 'flight';

UPDATE "bookings" AS b SET
  "markup_cents" = b."total_cents" - round((i."details"->>'net_price')::numeric * 100)::int,
  "supplier" = i."details"->>'provider'
FROM "booking_items" AS i
WHERE b."type" = 'hotel' AND i."booking_id" = b."id" AND i."position" = 0 AND i."type" = 'hotel' AND i."details" ? 'net_price';

-- Kept exact by statement-level triggers, like booking_counts: one write per statement and group.
-- A booking's sale day is its creation day in Brazil's time (America/Sao_Paulo).
CREATE FUNCTION "booking_day_totals_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_day_totals" AS t ("team_id", "day", "type", "status", "currency", "supplier", "agent_key", "count", "total_cents", "markup_cents", "du_cents")
  SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "type", "status", "currency", coalesce("supplier", ''), coalesce("agent_user_id"::text, ''),
         count(*)::int, sum("total_cents"), sum("markup_cents"), sum("du_cents")
  FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ("team_id", "day", "type", "status", "currency", "supplier", "agent_key") DO UPDATE SET
    "count" = t."count" + EXCLUDED."count", "total_cents" = t."total_cents" + EXCLUDED."total_cents",
    "markup_cents" = t."markup_cents" + EXCLUDED."markup_cents", "du_cents" = t."du_cents" + EXCLUDED."du_cents";
  RETURN NULL;
END $$;

CREATE FUNCTION "booking_day_totals_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_day_totals" AS t ("team_id", "day", "type", "status", "currency", "supplier", "agent_key", "count", "total_cents", "markup_cents", "du_cents")
  SELECT "team_id", "day", "type", "status", "currency", "supplier", "agent_key", sum("n")::int, sum("total"), sum("markup"), sum("du")
  FROM (
    SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", "type", "status", "currency", coalesce("supplier", '') AS "supplier",
           coalesce("agent_user_id"::text, '') AS "agent_key", -1 AS "n", -"total_cents"::bigint AS "total", -"markup_cents"::bigint AS "markup", -"du_cents"::bigint AS "du"
    FROM "old_rows"
    UNION ALL
    SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "type", "status", "currency", coalesce("supplier", ''),
           coalesce("agent_user_id"::text, ''), 1, "total_cents", "markup_cents", "du_cents"
    FROM "new_rows"
  ) AS "changes"
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum("n") <> 0 OR sum("total") <> 0 OR sum("markup") <> 0 OR sum("du") <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ("team_id", "day", "type", "status", "currency", "supplier", "agent_key") DO UPDATE SET
    "count" = t."count" + EXCLUDED."count", "total_cents" = t."total_cents" + EXCLUDED."total_cents",
    "markup_cents" = t."markup_cents" + EXCLUDED."markup_cents", "du_cents" = t."du_cents" + EXCLUDED."du_cents";
  RETURN NULL;
END $$;

-- Deletes only subtract from rows that exist: a team's totals may already be gone with the team (cascade).
CREATE FUNCTION "booking_day_totals_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_day_totals" AS t SET "count" = t."count" - d."n", "total_cents" = t."total_cents" - d."total",
    "markup_cents" = t."markup_cents" - d."markup", "du_cents" = t."du_cents" - d."du"
  FROM (
    SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", "type", "status", "currency", coalesce("supplier", '') AS "supplier",
           coalesce("agent_user_id"::text, '') AS "agent_key", count(*)::int AS "n", sum("total_cents") AS "total", sum("markup_cents") AS "markup", sum("du_cents") AS "du"
    FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6, 7
  ) AS d
  WHERE t."team_id" = d."team_id" AND t."day" = d."day" AND t."type" = d."type" AND t."status" = d."status"
    AND t."currency" = d."currency" AND t."supplier" = d."supplier" AND t."agent_key" = d."agent_key";
  RETURN NULL;
END $$;

CREATE FUNCTION "booking_day_totals_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_day_totals";
  RETURN NULL;
END $$;

CREATE TRIGGER "bookings_day_totals_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_totals_after_insert"();
CREATE TRIGGER "bookings_day_totals_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_totals_after_update"();
CREATE TRIGGER "bookings_day_totals_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_totals_after_delete"();
CREATE TRIGGER "bookings_day_totals_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_totals_after_truncate"();

INSERT INTO "booking_day_totals" ("team_id", "day", "type", "status", "currency", "supplier", "agent_key", "count", "total_cents", "markup_cents", "du_cents")
SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "type", "status", "currency", coalesce("supplier", ''), coalesce("agent_user_id"::text, ''),
       count(*)::int, sum("total_cents"), sum("markup_cents"), sum("du_cents")
FROM "bookings" GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- The dashboard's "waiting" counts: manual-mode supplier orders not issued yet (flights to issue,
-- hotels to confirm), found without reading every booking of a team.
CREATE INDEX "bookings_supplier_queue_idx" ON "bookings" ("team_id", "type", "status")
  WHERE ("metadata"->'supplier'->>'mode') = 'manual' AND ("metadata"->'supplier'->>'status') IN ('awaiting_issue', 'awaiting_payment');
-- Pending payments per team, for the same panel.
CREATE INDEX "payments_pending_team_idx" ON "payments" ("team_id") WHERE "status" = 'pending';
