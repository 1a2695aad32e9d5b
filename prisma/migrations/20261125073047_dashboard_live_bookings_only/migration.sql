-- The dashboard's day totals count live bookings only: a booking made with a test key (sandbox
-- suppliers and gateway, `metadata.key_mode = 'test'`) is no sale. Old and new rows are filtered
-- alike, so a booking marked test by the update that follows its insert leaves the totals as before.
CREATE OR REPLACE FUNCTION "booking_day_totals_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_day_totals" AS t ("team_id", "day", "type", "status", "currency", "supplier", "agent_key", "count", "total_cents", "markup_cents", "du_cents")
  SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "type", "status", "currency", coalesce("supplier", ''), coalesce("agent_user_id"::text, ''),
         count(*)::int, sum("total_cents"), sum("markup_cents"), sum("du_cents")
  FROM "new_rows" WHERE coalesce("metadata"->>'key_mode', '') <> 'test'
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ("team_id", "day", "type", "status", "currency", "supplier", "agent_key") DO UPDATE SET
    "count" = t."count" + EXCLUDED."count", "total_cents" = t."total_cents" + EXCLUDED."total_cents",
    "markup_cents" = t."markup_cents" + EXCLUDED."markup_cents", "du_cents" = t."du_cents" + EXCLUDED."du_cents";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "booking_day_totals_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_day_totals" AS t ("team_id", "day", "type", "status", "currency", "supplier", "agent_key", "count", "total_cents", "markup_cents", "du_cents")
  SELECT "team_id", "day", "type", "status", "currency", "supplier", "agent_key", sum("n")::int, sum("total"), sum("markup"), sum("du")
  FROM (
    SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", "type", "status", "currency", coalesce("supplier", '') AS "supplier",
           coalesce("agent_user_id"::text, '') AS "agent_key", -1 AS "n", -"total_cents"::bigint AS "total", -"markup_cents"::bigint AS "markup", -"du_cents"::bigint AS "du"
    FROM "old_rows" WHERE coalesce("metadata"->>'key_mode', '') <> 'test'
    UNION ALL
    SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "type", "status", "currency", coalesce("supplier", ''),
           coalesce("agent_user_id"::text, ''), 1, "total_cents", "markup_cents", "du_cents"
    FROM "new_rows" WHERE coalesce("metadata"->>'key_mode', '') <> 'test'
  ) AS "changes"
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum("n") <> 0 OR sum("total") <> 0 OR sum("markup") <> 0 OR sum("du") <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ("team_id", "day", "type", "status", "currency", "supplier", "agent_key") DO UPDATE SET
    "count" = t."count" + EXCLUDED."count", "total_cents" = t."total_cents" + EXCLUDED."total_cents",
    "markup_cents" = t."markup_cents" + EXCLUDED."markup_cents", "du_cents" = t."du_cents" + EXCLUDED."du_cents";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "booking_day_totals_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_day_totals" AS t SET "count" = t."count" - d."n", "total_cents" = t."total_cents" - d."total",
    "markup_cents" = t."markup_cents" - d."markup", "du_cents" = t."du_cents" - d."du"
  FROM (
    SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", "type", "status", "currency", coalesce("supplier", '') AS "supplier",
           coalesce("agent_user_id"::text, '') AS "agent_key", count(*)::int AS "n", sum("total_cents") AS "total", sum("markup_cents") AS "markup", sum("du_cents") AS "du"
    FROM "old_rows" WHERE coalesce("metadata"->>'key_mode', '') <> 'test'
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ) AS d
  WHERE t."team_id" = d."team_id" AND t."day" = d."day" AND t."type" = d."type" AND t."status" = d."status"
    AND t."currency" = d."currency" AND t."supplier" = d."supplier" AND t."agent_key" = d."agent_key";
  RETURN NULL;
END $$;

-- Rebuilt without the test bookings counted so far.
DELETE FROM "booking_day_totals";
INSERT INTO "booking_day_totals" ("team_id", "day", "type", "status", "currency", "supplier", "agent_key", "count", "total_cents", "markup_cents", "du_cents")
SELECT "team_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "type", "status", "currency", coalesce("supplier", ''), coalesce("agent_user_id"::text, ''),
       count(*)::int, sum("total_cents"), sum("markup_cents"), sum("du_cents")
FROM "bookings" WHERE coalesce("metadata"->>'key_mode', '') <> 'test'
GROUP BY 1, 2, 3, 4, 5, 6, 7;
