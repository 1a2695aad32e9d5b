-- Tells every app instance that a team's API keys or the team itself changed (a key revoked or
-- deleted, its scopes or mode, the team's plan, settings or bookings list version): each drops that
-- team's keys from its key cache (auth/key-lookups.ts) before it serves them again. A NOTIFY is
-- delivered at commit (never on rollback), once per transaction and payload.
CREATE FUNCTION "key_change_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'teams' THEN
    PERFORM pg_notify('tas_key_changes', OLD."id"::text);
  ELSE
    PERFORM pg_notify('tas_key_changes', OLD."team_id"::text);
    IF TG_OP = 'UPDATE' AND NEW."team_id" IS DISTINCT FROM OLD."team_id" THEN
      PERFORM pg_notify('tas_key_changes', NEW."team_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "api_keys_change_notify" AFTER UPDATE OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION "key_change_notify"();

CREATE TRIGGER "teams_change_notify" AFTER UPDATE OR DELETE ON "teams"
  FOR EACH ROW EXECUTE FUNCTION "key_change_notify"();
