-- Wakes the senders of the outboxes (webhook deliveries, customer e-mails) as soon as new rows commit:
-- a NOTIFY raised inside a transaction is delivered only at its commit (never on rollback), once per
-- transaction and table however many rows or statements it inserted. Every app instance LISTENs on
-- `tas_outbox` (jobs/wake-on-commit.ts); the minute jobs stay for retries and for wake-ups lost to a crash.
CREATE FUNCTION "outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An INSERT ... SELECT that found nothing (a team without endpoints) wakes nobody.
  IF EXISTS (SELECT 1 FROM inserted) THEN
    PERFORM pg_notify('tas_outbox', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "webhook_deliveries_notify" AFTER INSERT ON "webhook_deliveries"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();

CREATE TRIGGER "mail_messages_notify" AFTER INSERT ON "mail_messages"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "outbox_notify"();
